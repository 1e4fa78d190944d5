import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { messageInclude } from "./dto";
import type { ThreadQuery } from "./schemas";
import { blockedThread, threadAccess } from "./thread-access";

type Viewer = Pick<SessionUser, "id" | "role">;

export async function findJobParties(jobId: string) {
  const job = await db.job.findUnique({
    where: { id: jobId },
    select: { id: true, title: true, ownerId: true, providerId: true, status: true },
  });
  if (!job) throw new AppError("job_not_found", "Job not found");
  return job;
}

/**
 * One conversation about a job, oldest to newest (without `skip`, its newest page). Opening it marks what the
 * other side wrote, and the viewer's notifications of those messages, read.
 */
export async function readThread({ jobId, viewer, query }: { jobId: string; viewer: Viewer; query: ThreadQuery }) {
  const job = await findJobParties(jobId);
  const threadAccessed = threadAccess(job, viewer, query.provider_id);
  // A thread a block closes is not found by its provider and read-only for the owner.
  const closed = await blockedThread(job, threadAccessed.providerId);
  if (closed && viewer.id !== job.ownerId) throw new AppError("job_not_found", "Job not found");
  const access = closed ? { ...threadAccessed, canWrite: false } : threadAccessed;
  const provider = await db.user.findFirst({
    where: { id: access.providerId, role: "provider" },
    select: { id: true, fullName: true },
  });
  if (!provider) throw new AppError("provider_not_found", "Provider not found");
  const thread = await db.messageThread.findUnique({
    where: { jobId_providerId: { jobId, providerId: access.providerId } },
  });
  if (!thread) return { job, access, provider, thread: null, messages: [], total: 0, skip: 0 };
  const now = new Date();
  await db.$transaction([
    db.message.updateMany({
      where: { threadId: thread.id, senderId: { not: viewer.id }, readAt: null },
      data: { readAt: now },
    }),
    db.notification.updateMany({
      where: { userId: viewer.id, threadId: thread.id, readAt: null },
      data: { readAt: now },
    }),
  ]);
  const total = await db.message.count({ where: { threadId: thread.id } });
  const skip = query.skip ?? Math.max(0, total - query.limit);
  const messages = await db.message.findMany({
    where: { threadId: thread.id },
    include: messageInclude,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    skip,
    take: query.limit,
  });
  return { job, access, provider, thread, messages, total, skip };
}
