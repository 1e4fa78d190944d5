import "server-only";
import type { PeriodicTask } from "@/lib/background/periodic-tasks";
import { databaseTarget } from "@/lib/db/config";
import { deliverDueMessages } from "./deliver";
import { relayDueMessages, startOutboxQueue, type OutboxQueue } from "./queue";
import { configuredSenders, type Senders } from "./senders";

// Per process: this instance's transports and its queue runner (the shared state is the outbox and the queue).
let senders: Senders | undefined;
let runner: Promise<OutboxQueue> | undefined;

/**
 * Outgoing email and SMS. On PostgreSQL each instance runs a graphile-worker runner and relays due outbox rows to
 * it; on the embedded database (one process, one connection) this task delivers the due rows itself.
 */
export const outboxTask: PeriodicTask = {
  name: "outbox",
  everyMs: 3_000,
  run: async (now) => {
    senders ??= configuredSenders();
    const target = databaseTarget();
    if (target.kind === "pglite") return deliverDueMessages(senders, now);
    runner ??= startOutboxQueue({ connectionString: target.url, senders }).catch((error) => {
      runner = undefined; // try again on the next tick
      throw error;
    });
    await runner;
    return relayDueMessages(now);
  },
};
