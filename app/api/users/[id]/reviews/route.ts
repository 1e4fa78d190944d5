import { route } from "@/lib/http/route";
import { toReviewDto } from "@/lib/reviews/dto";
import { listUserReviews } from "@/lib/reviews/list-reviews";
import { idParams, pagination, paginationSchema } from "@/lib/validations/common";

// A user's published reviews, newest first: public, like the ratings they make up.
export const GET = route({ access: "public", params: idParams, query: paginationSchema }, async ({ params, query }) => {
  const { reviews, total } = await listUserReviews({ userId: params.id, ...query });
  return { reviews: reviews.map(toReviewDto), pagination: pagination(total, query.limit, query.skip) };
});
