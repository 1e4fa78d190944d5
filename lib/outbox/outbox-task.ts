import "server-only";
import type { PeriodicTask } from "@/lib/background/periodic-tasks";
import { databaseTarget } from "@/lib/db/config";
import { deliverDueMessages } from "./deliver";
import { relayDueMessages } from "./queue";
import { configuredSenders, type Senders } from "./senders";

// Per process: this instance's transports (the shared state is the outbox and the queue).
let senders: Senders | undefined;

/**
 * Outgoing email and SMS. On PostgreSQL this task runs in the graphile-worker runner (lib/outbox/queue.ts) and relays
 * due outbox rows to it; on the embedded database (one process, one connection) it delivers the due rows itself.
 */
export const outboxTask: PeriodicTask = {
  name: "outbox",
  everyMs: 3_000,
  run: async (now) => {
    if (databaseTarget().kind !== "pglite") return relayDueMessages(now);
    senders ??= configuredSenders();
    return deliverDueMessages(senders, now);
  },
};
