import { after } from "next/server";
import { json, route } from "@/lib/http/route";
import { z } from "zod";
import { jobAnswerSchema, jobDtoSchema, toJobDto, toJobPage } from "@/lib/jobs/dto";
import { paginationAnswerSchema } from "@/lib/validations/common";
import { listJobs } from "@/lib/jobs/list-jobs";
import { postLawn } from "@/lib/jobs/post-lawn";
import { lawnListQuerySchema, lawnPayloadSchema } from "@/lib/jobs/schemas";
import { fanOutAfterPosting } from "@/lib/notifications/notify-providers-nearby";

// SPEC §7: the caller's own lawns (owner_only=true, the default) or everyone's, newest first.
export const GET = route(
  {
    access: "user",
    query: lawnListQuerySchema,
    response: z.object({ lawns: z.array(jobDtoSchema), pagination: paginationAnswerSchema }),
    summary: "Your lawns (or everyone's)",
  },
  async ({ query, user }) => {
    const { jobs, pagination } = toJobPage(
      await listJobs({
        ownerId: query.owner_only ? user.id : undefined,
        status: query.status === "all" ? undefined : query.status,
        sort: "created_at",
        limit: query.limit,
        skip: query.skip,
      }),
      user,
      query,
    );
    return { lawns: jobs, pagination };
  },
);

export const POST = route(
  {
    access: "homeowner",
    body: lawnPayloadSchema,
    signInMessage: "Please log in to post your lawn",
    roleMessage: "Only homeowners can post lawns",
    rateLimit: "postLawn",
    response: jobAnswerSchema,
    status: 201,
    summary: "Post a lawn",
  },
  async ({ body, user }) => {
    const job = await postLawn({ ownerId: user.id, lawn: body });
    // The providers in reach hear of it once the owner has their answer; the periodic sweep covers a server that
    // stops before this runs.
    // A direct request (invite_provider_id) is told to its provider alone, in the posting's statement.
    if (job.status === "open") after(() => fanOutAfterPosting(job));
    return json({ job: toJobDto(job, user) }, 201);
  },
);
