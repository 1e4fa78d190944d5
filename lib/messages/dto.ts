import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

export const messageInclude = { sender: { select: { fullName: true } } } satisfies Prisma.MessageInclude;
export type MessageWithSender = Prisma.MessageGetPayload<{ include: typeof messageInclude }>;

/** A message as the API shows it: who sent it, when, and whether the other side has read it. */
export function toMessageDto(message: MessageWithSender, viewerId: string) {
  return {
    id: message.id,
    thread_id: message.threadId,
    sender_id: message.senderId,
    sender_name: message.sender.fullName,
    mine: message.senderId === viewerId,
    body: message.body,
    created_at: message.createdAt.toISOString(),
    read_at: message.readAt?.toISOString() ?? null,
  };
}

export type MessageDto = ReturnType<typeof toMessageDto>;

export const threadSummaryInclude = {
  provider: { select: { fullName: true } },
  messages: { orderBy: { createdAt: "desc" }, take: 1, include: messageInclude },
} satisfies Prisma.MessageThreadInclude;
export type ThreadSummaryRecord = Prisma.MessageThreadGetPayload<{ include: typeof threadSummaryInclude }>;

/** One of the owner's conversations about a job, for the list of threads. */
export function toThreadSummaryDto(thread: ThreadSummaryRecord, unreadCount: number, viewerId: string) {
  const last = thread.messages[0];
  return {
    id: thread.id,
    job_id: thread.jobId,
    provider_id: thread.providerId,
    provider_name: thread.provider.fullName,
    last_message_at: thread.lastMessageAt.toISOString(),
    last_message: last ? toMessageDto(last, viewerId) : null,
    unread_count: unreadCount,
  };
}
