import "server-only";
import type { Job, Prisma } from "@/lib/generated/prisma/client";
import { notificationOf } from "./events";
import { notify } from "./notify";

/** The owner hears what the assigned provider did to their lawn, on the transaction that did it. */
export async function notifyOwnerOf(tx: Prisma.TransactionClient, event: "jobClaimed" | "jobStarted" | "jobCompleted", job: Job) {
  const provider = await tx.user.findUniqueOrThrow({ where: { id: job.providerId! }, select: { fullName: true } });
  await notify(tx, [notificationOf[event](job, provider.fullName)]);
}
