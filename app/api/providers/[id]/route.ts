import { route } from "@/lib/http/route";
import { z } from "zod";
import { providerProfileDtoSchema, toProviderProfileDto } from "@/lib/providers/dto";
import { getProviderProfile } from "@/lib/providers/get-provider-profile";
import { reviewDtoSchema, toReviewDto } from "@/lib/reviews/dto";
import { listUserReviews } from "@/lib/reviews/list-reviews";
import { idParams, pagination, paginationAnswerSchema, paginationSchema } from "@/lib/validations/common";

// The public provider profile with a page of their published reviews (the /providers/[id] page reads the same).
export const GET = route(
  {
    access: "public",
    params: idParams,
    query: paginationSchema,
    response: z.object({
      provider: providerProfileDtoSchema,
      reviews: z.array(reviewDtoSchema),
      pagination: paginationAnswerSchema,
    }),
    summary: "A provider's public profile and reviews",
  },
  async ({ params, query }) => {
    const provider = await getProviderProfile(params.id);
    const { reviews, total } = await listUserReviews({ userId: provider.id, ...query });
    return {
      provider: toProviderProfileDto(provider),
      reviews: reviews.map(toReviewDto),
      pagination: pagination(total, query.limit, query.skip),
    };
  },
);
