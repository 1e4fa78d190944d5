import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import type { Job, Prisma } from "@/lib/generated/prisma/client";
import { notificationOf } from "./events";
import { notify } from "./notify";

/** The owner hears what the assigned provider (the caller, so their name needs no query) did to their lawn, on the transaction that did it. */
export async function notifyOwnerOf(
  tx: Prisma.TransactionClient,
  event: "jobStarted" | "jobCompleted",
  job: Job,
  provider: Pick<SessionUser, "fullName">,
) {
  await notify(tx, [notificationOf[event](job, provider.fullName)]);
}
