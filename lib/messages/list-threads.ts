import "server-only";
import { db } from "@/lib/db/client";
import { threadSummaryInclude } from "./dto";

/** The owner's conversations about their job, most recent first, each with how many messages they have not read. */
export async function listThreads({ jobId, ownerId }: { jobId: string; ownerId: string }) {
  const [threads, unread] = await Promise.all([
    db.messageThread.findMany({
      where: { jobId, job: { ownerId } },
      include: threadSummaryInclude,
      orderBy: { lastMessageAt: "desc" },
    }),
    db.message.groupBy({
      by: ["threadId"],
      where: { thread: { jobId, job: { ownerId } }, senderId: { not: ownerId }, readAt: null },
      _count: { _all: true },
    }),
  ]);
  const unreadByThread = new Map(unread.map((row) => [row.threadId, row._count._all]));
  return threads.map((thread) => ({ thread, unreadCount: unreadByThread.get(thread.id) ?? 0 }));
}
