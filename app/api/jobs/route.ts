import { route } from "@/lib/http/route";
import { toJobPage } from "@/lib/jobs/dto";
import { jobListInput, listJobs } from "@/lib/jobs/list-jobs";
import { publicJobPageJson } from "@/lib/jobs/public-job-page";
import { jobListQuerySchema } from "@/lib/jobs/schemas";

export const GET = route({ access: "public", query: jobListQuerySchema, rateLimit: "anonymousListing" }, async ({ query, user }) => {
  const input = await jobListInput(query, user);
  if (user) return toJobPage(await listJobs(input), user, query);
  return new Response(await publicJobPageJson(input), { headers: { "content-type": "application/json" } });
});
