import { route } from "@/lib/http/route";
import { z } from "zod";
import { reviewDtoSchema, toReviewDto } from "@/lib/reviews/dto";
import { listUserReviews } from "@/lib/reviews/list-reviews";
import { idParams, pagination, paginationAnswerSchema, paginationSchema } from "@/lib/validations/common";

// A user's published reviews, newest first: public, like the ratings they make up.
export const GET = route(
  {
    access: "public",
    params: idParams,
    query: paginationSchema,
    response: z.object({ reviews: z.array(reviewDtoSchema), pagination: paginationAnswerSchema }),
    summary: "A user's published reviews",
  },
  async ({ params, query }) => {
    const { reviews, total } = await listUserReviews({ userId: params.id, ...query });
    return { reviews: reviews.map(toReviewDto), pagination: pagination(total, query.limit, query.skip) };
  },
);
