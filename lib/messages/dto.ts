import "server-only";
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { instantSchema, paginationAnswerSchema } from "@/lib/validations/common";

export const messageDtoSchema = z
  .object({
    id: z.string(),
    thread_id: z.string(),
    sender_id: z.string(),
    sender_name: z.string(),
    mine: z.boolean(),
    body: z.string(),
    created_at: instantSchema,
    read_at: instantSchema.nullable(),
  })
  .meta({ id: "Message" });

export type MessageDto = z.infer<typeof messageDtoSchema>;

export const threadSummaryDtoSchema = z
  .object({
    id: z.string(),
    job_id: z.string(),
    provider_id: z.string(),
    provider_name: z.string(),
    last_message_at: instantSchema,
    last_message: messageDtoSchema.nullable(),
    unread_count: z.number().int(),
  })
  .meta({ id: "ThreadSummary" });

export const messageInclude = { sender: { select: { fullName: true } } } satisfies Prisma.MessageInclude;
export type MessageWithSender = Prisma.MessageGetPayload<{ include: typeof messageInclude }>;

/** A message as the API shows it: who sent it, when, and whether the other side has read it. */
export function toMessageDto(message: MessageWithSender, viewerId: string): MessageDto {
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

/** The owner's conversations about a job (GET /api/jobs/{id}/messages without provider_id). */
export const threadListSchema = z.object({ threads: z.array(threadSummaryDtoSchema) });

/** One conversation about a job, a page of its messages oldest first. */
export const threadViewSchema = z.object({
  thread: z.object({
    id: z.string().nullable().meta({ description: "null until its first message" }),
    job_id: z.string(),
    provider_id: z.string(),
    provider_name: z.string(),
    can_write: z.boolean(),
    contact_details_masked: z.boolean(),
  }),
  messages: z.array(messageDtoSchema),
  pagination: paginationAnswerSchema,
});

export const threadSummaryInclude = {
  provider: { select: { fullName: true } },
  messages: { orderBy: { createdAt: "desc" }, take: 1, include: messageInclude },
} satisfies Prisma.MessageThreadInclude;
export type ThreadSummaryRecord = Prisma.MessageThreadGetPayload<{ include: typeof threadSummaryInclude }>;

/** One of the owner's conversations about a job, for the list of threads. */
export function toThreadSummaryDto(
  thread: ThreadSummaryRecord,
  unreadCount: number,
  viewerId: string,
): z.infer<typeof threadSummaryDtoSchema> {
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
