import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { JobStatus } from "@/lib/generated/prisma/enums";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { messageInclude } from "./dto";
import { maskContacts } from "./mask-contacts";
import { blockedThread, threadAccess } from "./thread-access";

type Sender = Pick<SessionUser, "id" | "role" | "fullName">;

/**
 * Sends a message in a job's conversation and notifies the other side, in one transaction that share-locks the
 * job, so a hire or cancellation cannot slip in between the check and the message. A provider opens their
 * thread by writing first; before a hire, contact details in the text are masked before it is stored. A block between
 * the owner and the provider closes their thread unless that provider is hired (lib/blocks/separation.ts).
 */
export async function postMessage({
  jobId,
  sender,
  providerId,
  body,
}: {
  jobId: string;
  sender: Sender;
  providerId?: string;
  body: string;
}) {
  return db.$transaction(async (tx) => {
    const [job] = await tx.$queryRaw<
      { id: string; title: string; ownerId: string; providerId: string | null; status: JobStatus }[]
    >`
      SELECT "id", "title", "ownerId", "providerId", "status" FROM "Job" WHERE "id" = ${jobId}::uuid FOR SHARE`;
    if (!job) throw new AppError("job_not_found", "Job not found");
    const access = threadAccess(job, sender, providerId);
    if (!access.canWrite) {
      throw job.providerId
        ? new AppError(
            "messages_forbidden",
            "After a hire, only the owner and the assigned provider talk about the job",
          )
        : new AppError("thread_closed", "This job no longer takes questions");
    }
    const isOwner = sender.id === job.ownerId;
    if (await blockedThread(job, access.providerId, tx)) {
      throw isOwner
        ? new AppError("thread_closed", "This conversation is closed")
        : new AppError("job_not_found", "Job not found");
    }
    const where = { jobId_providerId: { jobId, providerId: access.providerId } };
    const now = new Date();
    // Before a hire the owner answers in a provider's thread; only a provider (or a hire) opens one.
    const mayOpen = !isOwner || job.providerId === access.providerId;
    if (!mayOpen && !(await tx.messageThread.findUnique({ where, select: { id: true } }))) {
      throw new AppError(
        "provider_not_asked",
        "This provider has not asked about your job; you can reply once they do",
      );
    }
    const thread = await tx.messageThread.upsert({
      where,
      create: { jobId, providerId: access.providerId, lastMessageAt: now },
      update: { lastMessageAt: now },
    });
    const message = await tx.message.create({
      data: {
        threadId: thread.id,
        senderId: sender.id,
        body: access.masked ? maskContacts(body) : body,
        createdAt: now,
      },
      include: messageInclude,
    });
    const recipientId = isOwner ? access.providerId : job.ownerId;
    await notify(tx, [
      notificationOf.messageReceived(job, {
        recipientId,
        threadId: thread.id,
        senderName: sender.fullName,
        body: message.body,
      }),
    ]);
    return message;
  });
}
