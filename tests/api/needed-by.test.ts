import { describe, expect, it } from "vitest";
import { GET as listJobs } from "@/app/api/jobs/route";
import { POST as postLawn } from "@/app/api/lawns/route";
import { PATCH as editLawn } from "@/app/api/lawns/[id]/route";
import { db } from "@/lib/db/client";
import { NEEDED_BY_MAX_DAYS } from "@/lib/jobs/needed-by";
import { call } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";

type Job = Record<string, unknown> & { id: string; needed_by: string | null };

const DAY = 24 * 3_600_000;
/** An ISO date `days` from now; kept a day or more inside or outside the window so the clock cannot flip a result. */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const post = (token: string, body: unknown) => call<{ job: Job; error: string }>(postLawn, { token, body });

/** A homeowner with a saved address to post at. */
async function homeowner() {
  const owner = await createUser();
  const address = await db.address.create({
    data: { userId: owner.id, label: "Home", fullAddress: "142 Prospect Park West, Brooklyn, NY 11215, USA" },
  });
  return { ...owner, lawn: { title: "Back lawn", price_estimate: 50, user_address_id: address.id } };
}

describe("needed_by: the date a lawn is wanted by", () => {
  it("is taken from today to 60 days ahead when posting, shown on the job, and absent means Flexible (null)", async () => {
    const owner = await homeowner();
    const lawn = owner.lawn;
    const dated = await post(owner.token, { ...lawn, needed_by: inDays(10) });
    expect([dated.status, dated.body.job.needed_by]).toEqual([201, inDays(10)]);
    expect((await post(owner.token, lawn)).body.job.needed_by).toBeNull();
    expect((await post(owner.token, { ...lawn, needed_by: null })).body.job.needed_by).toBeNull();
    expect((await post(owner.token, { ...lawn, needed_by: inDays(0) })).status).toBe(201);
    expect((await post(owner.token, { ...lawn, needed_by: inDays(NEEDED_BY_MAX_DAYS - 1) })).status).toBe(201);
  });

  it.each([
    ["yesterday and before", -2],
    ["more than 60 days ahead", NEEDED_BY_MAX_DAYS + 2],
  ])("refuses a date %s with 400 and writes nothing", async (_what, days) => {
    const owner = await homeowner();
    const res = await post(owner.token, { ...owner.lawn, needed_by: inDays(days) });
    expect([res.status, res.body.error]).toEqual([
      400,
      "needed_by: Needed by must be between today and 60 days from now",
    ]);
    expect(await db.job.count({ where: { ownerId: owner.id } })).toBe(0);
  });

  it.each(["2026-02-30", "tomorrow", "2026-1-5", 20260105])("refuses %j with 400", async (neededBy) => {
    const owner = await homeowner();
    expect((await post(owner.token, { ...owner.lawn, needed_by: neededBy })).status).toBe(400);
  });

  it("can be changed or cleared while the lawn is open (PATCH), with the same window", async () => {
    const owner = await createUser();
    const job = await createJob(owner.id);
    const patch = (body: unknown) =>
      call<{ job: Job }>(editLawn, { method: "PATCH", params: { id: job.id }, token: owner.token, body });
    expect((await patch({ needed_by: inDays(5) })).body.job.needed_by).toBe(inDays(5));
    expect((await patch({ needed_by: inDays(NEEDED_BY_MAX_DAYS + 2) })).status).toBe(400);
    expect((await patch({ title: "Renamed" })).body.job.needed_by).toBe(inDays(5));
    expect((await patch({ needed_by: null })).body.job.needed_by).toBeNull();
  });

  it("sorts 'Soonest needed' first with Flexible postings last (sort=needed_by)", async () => {
    const owner = await createUser();
    for (const days of [20, undefined, 3, 45, undefined, 9]) {
      await createJob(owner.id, { neededBy: days === undefined ? null : new Date(`${inDays(days)}T00:00:00Z`) });
    }
    const res = await call<{ jobs: Job[] }>(listJobs, {
      method: "GET",
      path: "/api/jobs?sort=needed_by&mine=true&limit=100",
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.jobs.map((job) => job.needed_by)).toEqual([
      inDays(3),
      inDays(9),
      inDays(20),
      inDays(45),
      null,
      null,
    ]);
  });
});
