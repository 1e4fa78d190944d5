import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { relayDueMessages, startOutboxQueue, type OutboxQueue } from "@/lib/outbox/queue";
import type { Senders } from "@/lib/outbox/senders";
import { createJob } from "../support/jobs";
import { recordingTransport } from "../support/mail";
import { createUser } from "../support/users";

// This file's own database on the TEST_DATABASE_URL server (tests/support/setup-db.ts made it).
async function databaseUrl() {
  const [{ name }] = await db.$queryRaw<{ name: string }[]>`SELECT current_database() AS "name"`;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

const runners: OutboxQueue[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

/** One app instance's delivery: its own graphile-worker runner (own connection pool) and its own mail transport. */
async function instance(connectionString: string, failures = 0) {
  const mail = recordingTransport({ failures });
  const senders: Senders = { mail: mail.transport, sms: null, from: "LawnLink <no-reply@lawnlink.test>" };
  const runner = await startOutboxQueue({ connectionString, senders, concurrency: 3 });
  runners.push(runner);
  return mail;
}

async function emailsToSend(count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const owner = await createUser();
    await db.user.update({ where: { id: owner.id }, data: { notifySms: false } });
    const job = await createJob(owner.id);
    await db.$transaction((tx) => notify(tx, [notificationOf.jobClaimed(job, "Pat Provider")]));
    ids.push((await db.outboxMessage.findFirstOrThrow({ where: { notification: { userId: owner.id } } })).id);
  }
  return ids;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("the outbox on PostgreSQL with graphile-worker", () => {
  it("two app instances racing over the same outbox send each email exactly once", async () => {
    const ids = await emailsToSend(24);
    const url = await databaseUrl();
    const [first, second] = await Promise.all([instance(url), instance(url)]);
    // Both instances' relays run at once, twice, as their periodic tasks would.
    const relayed = await Promise.all([relayDueMessages(), relayDueMessages(), relayDueMessages(), relayDueMessages()]);
    expect(relayed.reduce((sum, count) => sum + count, 0)).toBe(ids.length);
    const statuses = await eventually(
      () => db.outboxMessage.findMany({ where: { id: { in: ids } }, select: { status: true } }),
      (rows) => rows.every((row) => row.status === "sent"),
    );
    expect(statuses.every((row) => row.status === "sent")).toBe(true);
    const sent = [...first.sent, ...second.sent].map((message) => String(message.mail.messageId));
    expect(sent).toHaveLength(ids.length);
    expect(new Set(sent).size).toBe(ids.length);
    expect(first.calls() + second.calls()).toBe(ids.length);
    // Relaying again finds nothing to queue.
    expect(await relayDueMessages()).toBe(0);
  });

  it("a failed attempt goes back to the queue to run at its backoff time", async () => {
    const [id] = await emailsToSend(1);
    const url = await databaseUrl();
    const mail = await instance(url, 1);
    expect(await relayDueMessages()).toBe(1);
    const failed = await eventually(
      () => db.outboxMessage.findUniqueOrThrow({ where: { id } }),
      (row) => row.attempts === 1 && row.status === "pending",
    );
    expect(failed).toMatchObject({
      status: "pending",
      attempts: 1,
      queuedAt: null,
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
    });
    expect(mail.calls()).toBe(1);
    expect(await relayDueMessages()).toBe(1);
    const [job] = await db.$queryRaw<
      { run_at: Date }[]
    >`SELECT run_at FROM graphile_worker.jobs WHERE key = ${`outbox:${id}`}`;
    expect(job.run_at).toEqual(failed.nextAttemptAt);
  });
});
