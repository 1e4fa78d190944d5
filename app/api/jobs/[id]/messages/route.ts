import { json, route } from "@/lib/http/route";
import { z } from "zod";
import {
  messageDtoSchema,
  threadListSchema,
  threadViewSchema,
  toMessageDto,
  toThreadSummaryDto,
} from "@/lib/messages/dto";
import { listThreads } from "@/lib/messages/list-threads";
import { postMessage } from "@/lib/messages/post-message";
import { findJobParties, readThread } from "@/lib/messages/read-thread";
import { postMessageSchema, threadQuerySchema, threadTargetSchema } from "@/lib/messages/schemas";
import { idParams, pagination } from "@/lib/validations/common";

// The owner without provider_id gets the list of their conversations about the job; everyone else one thread.
export const GET = route(
  {
    access: "user",
    params: idParams,
    query: threadQuerySchema,
    response: z.union([threadListSchema, threadViewSchema]),
    summary: "The owner's conversations about a job, or one conversation",
  },
  async ({ params, user, query }) => {
    if (!query.provider_id) {
      const job = await findJobParties(params.id);
      if (job.ownerId === user.id) {
        const threads = await listThreads({ jobId: job.id, ownerId: user.id });
        return { threads: threads.map(({ thread, unreadCount }) => toThreadSummaryDto(thread, unreadCount, user.id)) };
      }
    }
    const read = await readThread({ jobId: params.id, viewer: user, query });
    return {
      thread: {
        id: read.thread?.id ?? null,
        job_id: read.job.id,
        provider_id: read.provider.id,
        provider_name: read.provider.fullName,
        can_write: read.access.canWrite,
        contact_details_masked: read.access.masked,
      },
      messages: read.messages.map((message) => toMessageDto(message, user.id)),
      pagination: pagination(read.total, query.limit, read.skip),
    };
  },
);

export const POST = route(
  {
    access: "user",
    params: idParams,
    query: threadTargetSchema,
    body: postMessageSchema,
    rateLimit: "sendMessage",
    response: z.object({ message: messageDtoSchema }),
    status: 201,
    summary: "Send a message about a job",
  },
  async ({ params, user, query, body }) => {
    const message = await postMessage({
      jobId: params.id,
      sender: user,
      providerId: query.provider_id,
      body: body.body,
    });
    return json({ message: toMessageDto(message, user.id) }, 201);
  },
);
