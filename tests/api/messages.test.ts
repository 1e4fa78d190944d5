import { afterAll, describe, expect, it } from "vitest";
import { GET as readMessages, POST as sendMessage } from "@/app/api/jobs/[id]/messages/route";
import { GET as unreadByJob } from "@/app/api/messages/unread/route";
import { POST as placeBid } from "@/app/api/jobs/[id]/bids/route";
import { POST as accept } from "@/app/api/bids/[id]/accept/route";
import { POST as cancel } from "@/app/api/lawns/[id]/cancel/route";
import { db } from "@/lib/db/client";
import { call } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";
import { checkInvariants } from "../support/invariants";

// Whatever the suite did through the API, the database's rules still hold (tests/support/invariants.ts).
afterAll(async () => {
  expect(await checkInvariants(db)).toEqual([]);
});

type Message = {
  id: string;
  sender_id: string;
  sender_name: string;
  mine: boolean;
  body: string;
  created_at: string;
  read_at: string | null;
};
type Thread = {
  id: string | null;
  provider_id: string;
  provider_name: string;
  can_write: boolean;
  contact_details_masked: boolean;
};
type Summary = {
  id: string;
  provider_id: string;
  provider_name: string;
  unread_count: number;
  last_message: Message | null;
};
type Answer = {
  message: Message;
  messages: Message[];
  thread: Thread;
  threads: Summary[];
  pagination: { total: number; skip: number; limit: number; hasMore: boolean };
  jobs: { job_id: string; unread_count: number }[];
  bid: { id: string };
  error: string;
};

const path = (jobId: string, query = "") => `/api/jobs/${jobId}/messages${query}`;
const send = (jobId: string, token: string | undefined, body: unknown, query = "") =>
  call<Answer>(sendMessage, { params: { id: jobId }, path: path(jobId, query), token, body });
const read = (jobId: string, token: string | undefined, query = "") =>
  call<Answer>(readMessages, { method: "GET", params: { id: jobId }, path: path(jobId, query), token });

async function openJob(overrides: Parameters<typeof createJob>[1] = {}) {
  const owner = await createUser("homeowner", "Olivia Owner");
  const provider = await createUser("provider", "Pat Provider");
  const job = await createJob(owner.id, overrides);
  return { owner, provider, job };
}

describe("POST and GET /api/jobs/{id}/messages", () => {
  it("lets a provider ask about an open job and the owner answer in that provider's thread", async () => {
    const { owner, provider, job } = await openJob();
    const asked = await send(job.id, provider.token, { body: "  Is the back gate locked?  " });
    expect(asked.status).toBe(201);
    expect(asked.body.message).toMatchObject({
      sender_id: provider.id,
      sender_name: "Pat Provider",
      mine: true,
      body: "Is the back gate locked?",
      read_at: null,
    });

    const threads = await read(job.id, owner.token);
    expect(threads.body.threads).toMatchObject([
      { provider_id: provider.id, provider_name: "Pat Provider", unread_count: 1 },
    ]);
    expect(threads.body.threads[0].last_message).toMatchObject({ body: "Is the back gate locked?" });

    const ownerView = await read(job.id, owner.token, `?provider_id=${provider.id}`);
    expect(ownerView.status).toBe(200);
    expect(ownerView.body.thread).toMatchObject({
      provider_id: provider.id,
      can_write: true,
      contact_details_masked: true,
    });
    expect(ownerView.body.messages).toMatchObject([{ body: "Is the back gate locked?", mine: false }]);
    expect(ownerView.body.messages[0].read_at).not.toBeNull(); // opening the thread read it

    expect(
      (await send(job.id, owner.token, { body: "No, walk right in." }, `?provider_id=${provider.id}`)).status,
    ).toBe(201);
    const providerView = await read(job.id, provider.token);
    expect(providerView.body.messages.map((m) => [m.body, m.mine])).toEqual([
      ["Is the back gate locked?", true],
      ["No, walk right in.", false],
    ]);
    // The provider sees that the owner has read their question.
    expect(providerView.body.messages[0].read_at).not.toBeNull();
  });

  it("gives each provider their own thread, which no other provider or homeowner can read (403) and visitors not at all (401)", async () => {
    const { owner, provider, job } = await openJob();
    const other = await createUser("provider", "Otto Other");
    await send(job.id, provider.token, { body: "Question from Pat" });
    await send(job.id, other.token, { body: "Question from Otto" });
    expect((await read(job.id, provider.token)).body.messages.map((m) => m.body)).toEqual(["Question from Pat"]);
    expect((await read(job.id, other.token)).body.messages.map((m) => m.body)).toEqual(["Question from Otto"]);
    expect((await read(job.id, other.token, `?provider_id=${provider.id}`)).status).toBe(403);
    expect((await send(job.id, other.token, { body: "sneaky" }, `?provider_id=${provider.id}`)).status).toBe(403);
    const stranger = await createUser("homeowner");
    expect((await read(job.id, stranger.token)).status).toBe(403);
    expect((await read(job.id, stranger.token, `?provider_id=${provider.id}`)).status).toBe(403);
    expect((await send(job.id, stranger.token, { body: "hi" })).status).toBe(403);
    expect((await read(job.id, undefined)).status).toBe(401);
    expect((await send(job.id, undefined, { body: "hi" })).status).toBe(401);
    expect((await read(job.id, owner.token)).body.threads.map((t) => t.provider_name).sort()).toEqual([
      "Otto Other",
      "Pat Provider",
    ]);
  });

  it("after a hire keeps only the owner and the assigned provider talking", async () => {
    const { owner, provider, job } = await openJob({ priceType: "auction" });
    const loser = await createUser("provider");
    await send(job.id, provider.token, { body: "Pat's question" });
    await send(job.id, loser.token, { body: "Loser's question" });
    const bid = await call<Answer>(placeBid, {
      params: { id: job.id },
      token: provider.token,
      body: { amount: 50, eta_days: 1 },
    });
    await call(placeBid, { params: { id: job.id }, token: loser.token, body: { amount: 60, eta_days: 1 } });
    expect((await call(accept, { params: { id: bid.body.bid.id }, token: owner.token })).status).toBe(200);

    expect((await read(job.id, loser.token)).status).toBe(403);
    expect((await send(job.id, loser.token, { body: "Still there?" })).status).toBe(403);
    expect((await send(job.id, owner.token, { body: "Not you" }, `?provider_id=${loser.id}`)).status).toBe(403);
    // The owner can still read what was said before.
    expect((await read(job.id, owner.token, `?provider_id=${loser.id}`)).body).toMatchObject({
      thread: { can_write: false },
    });

    // Without provider_id the owner's message goes to the assigned provider.
    expect((await send(job.id, owner.token, { body: "See you Monday: call 718-555-0134" })).status).toBe(201);
    const assigned = await read(job.id, provider.token);
    expect(assigned.body.thread).toMatchObject({ can_write: true, contact_details_masked: false });
    expect(assigned.body.messages.at(-1)!.body).toBe("See you Monday: call 718-555-0134");
  });

  it("lets the assigned provider and the owner open their thread after a claim, though no one asked before", async () => {
    const { owner, provider, job } = await openJob({ status: "claimed" });
    await db.job.update({ where: { id: job.id }, data: { providerId: provider.id } });
    expect((await send(job.id, owner.token, { body: "Welcome aboard" })).status).toBe(201);
    expect((await send(job.id, provider.token, { body: "Thanks" })).status).toBe(201);
    expect((await read(job.id, owner.token, `?provider_id=${provider.id}`)).body.messages.map((m) => m.body)).toEqual([
      "Welcome aboard",
      "Thanks",
    ]);
  });

  it("lets the owner answer only where a provider asked first, and takes no questions once the job is cancelled", async () => {
    const { owner, provider, job } = await openJob({ priceType: "auction" });
    expect((await send(job.id, owner.token, { body: "Want this job?" }, `?provider_id=${provider.id}`)).status).toBe(
      403,
    );
    expect((await send(job.id, owner.token, { body: "Hello?" })).status).toBe(400); // which thread?
    await send(job.id, provider.token, { body: "Is there parking?" });
    expect((await call(cancel, { params: { id: job.id }, token: owner.token })).status).toBe(200);
    expect((await send(job.id, provider.token, { body: "Why cancel?" })).status).toBe(409);
    expect((await send(job.id, owner.token, { body: "Sorry" }, `?provider_id=${provider.id}`)).status).toBe(409);
    expect((await read(job.id, provider.token)).body.messages.map((m) => m.body)).toEqual(["Is there parking?"]);
  });

  it("masks phone numbers and email addresses before a hire, for both sides", async () => {
    const { owner, provider, job } = await openJob();
    const asked = await send(job.id, provider.token, {
      body: "Text me at (718) 555-0134 or pat.mows+jobs@example.com",
    });
    expect(asked.body.message.body).toBe("Text me at [phone hidden] or [email hidden]");
    await send(job.id, owner.token, { body: "Call 212.555.0199, olivia@example.org" }, `?provider_id=${provider.id}`);
    const bodies = (await read(job.id, owner.token, `?provider_id=${provider.id}`)).body.messages.map((m) => m.body);
    expect(bodies).toEqual(["Text me at [phone hidden] or [email hidden]", "Call [phone hidden], [email hidden]"]);
    const stored = await db.message.findMany({ where: { thread: { jobId: job.id } }, select: { body: true } });
    expect(stored.map((m) => m.body).join(" ")).not.toMatch(/555|example\./);
    // The email and SMS are rendered from the notification when they are sent (lib/outbox/deliver.ts).
    const notification = await db.notification.findFirstOrThrow({
      where: { userId: owner.id, type: "message_received" },
    });
    expect(notification.body).not.toContain("555-0134");
  });

  it("pages oldest to newest, the newest page by default", async () => {
    const { provider, job } = await openJob();
    for (let i = 1; i <= 5; i++) await send(job.id, provider.token, { body: `Message ${i}` });
    const newest = await read(job.id, provider.token, "?limit=2");
    expect(newest.body.messages.map((m) => m.body)).toEqual(["Message 4", "Message 5"]);
    expect(newest.body.pagination).toMatchObject({ total: 5, skip: 3, limit: 2, hasMore: false });
    const first = await read(job.id, provider.token, "?limit=2&skip=0");
    expect(first.body.messages.map((m) => m.body)).toEqual(["Message 1", "Message 2"]);
    expect(first.body.pagination.hasMore).toBe(true);
  });

  it("validates the message and answers 404 for an unknown job", async () => {
    const { provider, job } = await openJob();
    for (const body of [{}, { body: "" }, { body: "   " }, { body: 5 }, { body: "x".repeat(2001) }]) {
      expect((await send(job.id, provider.token, body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await send(job.id, provider.token, { body: "x".repeat(2000) })).status).toBe(201);
    const unknown = "0190a4b2-0000-7000-8000-000000000000";
    expect((await send(unknown, provider.token, { body: "hi" })).status).toBe(404);
    expect((await read(unknown, provider.token)).status).toBe(404);
    expect((await read("not-a-uuid", provider.token)).status).toBe(400);
  });

  it("reading a thread marks its message notifications read; GET /api/messages/unread counts per job", async () => {
    const { owner, provider, job } = await openJob();
    const other = await createJob(owner.id);
    await send(job.id, provider.token, { body: "One" });
    await send(job.id, provider.token, { body: "Two" });
    await send(other.id, provider.token, { body: "Three" });
    const unread = await call<Answer>(unreadByJob, { method: "GET", token: owner.token });
    expect(unread.body.jobs.sort((a, b) => a.unread_count - b.unread_count)).toEqual([
      { job_id: other.id, unread_count: 1 },
      { job_id: job.id, unread_count: 2 },
    ]);
    expect(await db.notification.count({ where: { userId: owner.id, readAt: null } })).toBe(3);
    await read(job.id, owner.token, `?provider_id=${provider.id}`);
    expect((await call<Answer>(unreadByJob, { method: "GET", token: owner.token })).body.jobs).toEqual([
      { job_id: other.id, unread_count: 1 },
    ]);
    expect(await db.notification.count({ where: { userId: owner.id, readAt: null } })).toBe(1);
    expect((await call<Answer>(unreadByJob, { method: "GET", token: provider.token })).body.jobs).toEqual([]);
  });
});
