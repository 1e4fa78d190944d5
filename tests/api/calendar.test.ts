import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { GET as feed } from "@/app/api/calendar/[token]/route";
import { DELETE as turnOff, GET as readLink, POST as renew } from "@/app/api/users/calendar/route";
import { db } from "@/lib/db/client";
import { addDays, dateOf, isoOf } from "@/lib/plans/recurrence";
import { call, expectRefusal } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";

type Link = { url: string | null };

const tokenOf = (link: Link) => link.url!.match(/\/api\/calendar\/([A-Za-z0-9_-]{32})\.ics$/)![1];

/** The feed at a link, as a calendar app fetches it: no session, only the address. */
async function fetchFeed(token: string) {
  const response = await feed(new Request(`http://localhost/api/calendar/${token}.ics`), {
    params: Promise.resolve({ token: `${token}.ics` }),
  });
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

const eventsOf = (text: string) =>
  Object.values(ical.sync.parseICS(text))
    .filter((item): item is VEvent => item?.type === "VEVENT")
    .map((event) => ({ uid: event.uid, summary: event.summary, location: event.location }))
    .sort((a, b) => a.uid.localeCompare(b.uid));

/** A weekly plan between two users with a done visit last week, a skipped one, and the next two scheduled. */
async function weeklyPlan() {
  const owner = await createUser("homeowner", "Olive Owner");
  const provider = await createUser("provider", "Pia Provider");
  const today = isoOf(new Date());
  const job = await createJob(owner.id, {
    title: "Weekly mow",
    status: "in_progress",
    providerId: provider.id,
    recurrenceFrequency: "weekly",
    recurrenceStartsOn: dateOf(addDays(today, -14)),
  });
  const plan = await db.servicePlan.create({
    data: {
      jobId: job.id,
      ownerId: owner.id,
      providerId: provider.id,
      frequency: "weekly",
      startsOn: dateOf(addDays(today, -14)),
      pricePerVisit: 45,
      timeZone: "America/New_York",
    },
  });
  const visit = (days: number, status: "completed" | "skipped" | "scheduled") => ({
    planId: plan.id,
    date: dateOf(addDays(today, days)),
    originalDate: dateOf(addDays(today, days)),
    status,
  });
  await db.visit.createMany({
    data: [visit(-14, "skipped"), visit(-7, "completed"), visit(7, "scheduled"), visit(14, "scheduled")],
  });
  const visits = await db.visit.findMany({ where: { planId: plan.id }, orderBy: { date: "asc" } });
  return { owner, provider, job, visits, today };
}

describe("the calendar feed", () => {
  it("is off until turned on; a new address replaces the old one, and turning it off ends it", async () => {
    const user = await createUser();
    const read = await call<Link>(readLink, { method: "GET", token: user.token });
    expect(read.body).toEqual({ url: null });
    const first = await call<Link>(renew, { token: user.token });
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await call<Link>(readLink, { method: "GET", token: user.token })).body).toEqual(first.body);
    expect((await fetchFeed(tokenOf(first.body))).status).toBe(200);

    const second = await call<Link>(renew, { token: user.token });
    expect(second.body.url).not.toBe(first.body.url);
    const old = await fetchFeed(tokenOf(first.body));
    expect(old.status).toBe(404);
    expectRefusal(404, JSON.parse(old.text));
    expect(JSON.parse(old.text).code).toBe("calendar_not_found");
    expect((await fetchFeed(tokenOf(second.body))).status).toBe(200);

    const off = await call<Link>(turnOff, { method: "DELETE", token: user.token });
    expect(off.body).toEqual({ url: null });
    expect((await fetchFeed(tokenOf(second.body))).status).toBe(404);
    // Addresses nobody was given, and malformed ones, are not found either.
    expect((await fetchFeed("A".repeat(32))).status).toBe(404);
    expect((await fetchFeed("../../etc/passwd")).status).toBe(404);
  });

  it("holds each side's plan visits (not skipped ones) and hired jobs with a date, as all-day events", async () => {
    const { owner, provider, job, visits, today } = await weeklyPlan();
    const oneTime = await createJob(owner.id, {
      title: "Hedge trim",
      status: "claimed",
      providerId: provider.id,
      neededBy: dateOf(addDays(today, 3)),
    });
    // Neither an open posting nor someone else's work is on it.
    await createJob(owner.id, { title: "Still open", neededBy: dateOf(addDays(today, 4)) });
    await createJob((await createUser()).id, {
      title: "Not theirs",
      status: "claimed",
      providerId: (await createUser("provider")).id,
      neededBy: dateOf(addDays(today, 5)),
    });

    for (const side of [owner, provider]) {
      const token = tokenOf((await call<Link>(renew, { token: side.token })).body);
      const answer = await fetchFeed(token);
      expect(answer.status).toBe(200);
      expect(answer.type).toBe("text/calendar; charset=utf-8");
      expect(answer.text).toContain("X-WR-CALNAME:LawnLink");
      const done = visits.find((visit) => visit.status === "completed")!;
      const scheduled = visits.filter((visit) => visit.status === "scheduled");
      expect(eventsOf(answer.text)).toEqual(
        [
          { uid: `job-${oneTime.id}@lawnlink`, summary: "Lawn job: Hedge trim", location: oneTime.fullAddress },
          ...[done, ...scheduled].map((visit) => ({
            uid: `visit-${visit.id}@lawnlink`,
            summary: "Lawn visit: Weekly mow",
            location: job.fullAddress,
          })),
        ].sort((a, b) => a.uid.localeCompare(b.uid)),
      );
      // On the lawn's calendar dates, whatever the subscriber's zone.
      expect(answer.text).toContain(`DTSTART;VALUE=DATE:${isoOf(scheduled[0].date).replaceAll("-", "")}`);
      expect(answer.text).toContain(`DTEND;VALUE=DATE:${addDays(isoOf(scheduled[0].date), 1).replaceAll("-", "")}`);
      expect(answer.text).toContain(side === owner ? "DESCRIPTION:With Pia Provider" : "DESCRIPTION:For Olive Owner");
    }
  });

  it("answers 404 for a suspended user's feed", async () => {
    const user = await createUser("provider");
    const token = tokenOf((await call<Link>(renew, { token: user.token })).body);
    await db.user.update({ where: { id: user.id }, data: { suspendedAt: new Date() } });
    expect((await fetchFeed(token)).status).toBe(404);
  });
});
