import { jsonText, route } from "@/lib/http/route";
import { jobListInput } from "@/lib/jobs/list-jobs";
import { sharedListings } from "@/lib/jobs/shared-listing";
import { jobListQuerySchema } from "@/lib/jobs/schemas";
import { jobPageSchema } from "@/lib/jobs/dto";

export const GET = route(
  {
    access: "public",
    query: jobListQuerySchema,
    rateLimit: ["anonymousListing", "accountListing"],
    response: jobPageSchema,
    summary: "Search jobs",
  },
  async ({ query, user }) => {
    const input = await jobListInput(query, user);
    if (user) return sharedListings.jobPage(input, user);
    return jsonText(await sharedListings.visitorJson(input));
  },
);
