import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { NotificationType } from "@/lib/generated/prisma/enums";

type Tx = Prisma.TransactionClient;

/** What a notification says, and about what; the same for every recipient of an event. */
export type NotificationContent = {
  type: NotificationType;
  jobId: string | null;
  threadId?: string;
  title: string;
  body: string;
};

export type NotificationInput = NotificationContent & { userId: string };

/**
 * SQL inserting the outbox rows of some notifications (`notifications` names a relation of their "id" and "userId"):
 * an email for each recipient whose email preference is on, an SMS for each whose SMS preference is on and who has a
 * phone number. Only the channel and address: the words are rendered when the message is sent (lib/outbox/deliver.ts).
 */
export function outboxInsertSql(notifications: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "OutboxMessage" ("id", "notificationId", "channel", "recipient")
    SELECT gen_random_uuid(), n."id", channel."name", channel."recipient"
    FROM ${notifications} n
    JOIN "User" u ON u."id" = n."userId"
    CROSS JOIN LATERAL (VALUES
      ('email'::"OutboxChannel", CASE WHEN u."notifyEmail" THEN u."email" END),
      ('sms'::"OutboxChannel", CASE WHEN u."notifySms" THEN nullif(btrim(u."phone"), '') END)
    ) AS channel ("name", "recipient")
    WHERE channel."recipient" IS NOT NULL`;
}

/**
 * The parts of a WITH ("notified", then "queued") that record notifications and, for each recipient whose preference
 * is on, their email (and SMS, when a phone is known) in the outbox: a change and its notifications can then be one
 * statement. With `onlyIf` (a relation named earlier in the same WITH), only when it has a row. The notifications go
 * as arrays, unnested, however many there are.
 */
export function notificationsSql(notifications: NotificationInput[], onlyIf?: Prisma.Sql): Prisma.Sql {
  const column = (key: keyof NotificationInput) => notifications.map((notification) => notification[key] ?? null);
  // The types go as text[]: PGlite cannot send an array parameter typed as the enum's own array type.
  return Prisma.sql`
    notified AS (
      INSERT INTO "Notification" ("id", "userId", "type", "jobId", "threadId", "title", "body")
      SELECT gen_random_uuid(), * FROM unnest(
        ${column("userId")}::uuid[], ${column("type")}::text[]::"NotificationType"[], ${column("jobId")}::uuid[],
        ${column("threadId")}::uuid[], ${column("title")}::text[], ${column("body")}::text[])
      ${onlyIf ? Prisma.sql`WHERE EXISTS (SELECT FROM ${onlyIf})` : Prisma.empty}
      RETURNING "id", "userId"
    ), queued AS (${outboxInsertSql(Prisma.sql`notified`)})`;
}

/**
 * Records notifications and their outbox rows (notificationsSql) on the caller's transaction: a change that rolls back
 * leaves nothing to show or send, and a crash after the commit loses nothing, since the outbox rows are committed with
 * the change.
 */
export async function notify(tx: Tx, notifications: NotificationInput[]) {
  if (notifications.length === 0) return;
  await tx.$executeRaw`WITH ${notificationsSql(notifications)} SELECT`;
}
