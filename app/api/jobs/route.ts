import { route } from "@/lib/http/route";
import { toJobPage } from "@/lib/jobs/dto";
import { jobListInput, listJobs } from "@/lib/jobs/list-jobs";
import { jobListQuerySchema } from "@/lib/jobs/schemas";

export const GET = route({ access: "public", query: jobListQuerySchema, rateLimit: "anonymousListing" }, async ({ query, user }) =>
  toJobPage(await listJobs(await jobListInput(query, user)), user, query),
);
