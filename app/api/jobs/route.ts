import { jsonText, route } from "@/lib/http/route";
import { jobListInput } from "@/lib/jobs/list-jobs";
import { sharedListings } from "@/lib/jobs/shared-listing";
import { jobListQuerySchema } from "@/lib/jobs/schemas";

export const GET = route(
  { access: "public", query: jobListQuerySchema, rateLimit: ["anonymousListing", "accountListing"] },
  async ({ query, user }) => {
    const input = await jobListInput(query, user);
    if (user) return sharedListings.jobPage(input, user);
    return jsonText(await sharedListings.visitorJson(input));
  },
);
