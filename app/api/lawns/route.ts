import { json, route } from "@/lib/http/route";
import { toJobDto, toJobPage } from "@/lib/jobs/dto";
import { listJobs } from "@/lib/jobs/list-jobs";
import { postLawn } from "@/lib/jobs/post-lawn";
import { lawnListQuerySchema, lawnPayloadSchema } from "@/lib/jobs/schemas";

// SPEC §7: the caller's own lawns (owner_only=true, the default) or everyone's, newest first.
export const GET = route({ access: "user", query: lawnListQuerySchema }, async ({ query, user }) => {
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
});

export const POST = route(
  {
    access: "homeowner",
    body: lawnPayloadSchema,
    signInMessage: "Please log in to post your lawn",
    roleMessage: "Only homeowners can post lawns",
    rateLimit: "postLawn",
  },
  async ({ body, user }) => json({ job: toJobDto(await postLawn({ ownerId: user.id, lawn: body }), user) }, 201),
);
