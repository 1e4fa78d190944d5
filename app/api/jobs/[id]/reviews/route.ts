import { json, route } from "@/lib/http/route";
import { toJobReviewsDto, toReviewDto } from "@/lib/reviews/dto";
import { listJobReviews } from "@/lib/reviews/list-reviews";
import { postReview } from "@/lib/reviews/post-review";
import { reviewInputSchema } from "@/lib/reviews/schemas";
import { idParams } from "@/lib/validations/common";

export const GET = route({ access: "user", params: idParams }, async ({ params, user }) =>
  toJobReviewsDto(await listJobReviews({ jobId: params.id, viewerId: user.id }), user.id),
);

export const POST = route(
  { access: "user", params: idParams, body: reviewInputSchema },
  async ({ params, user, body }) =>
    json({ review: toReviewDto(await postReview({ jobId: params.id, authorId: user.id, input: body })) }, 201),
);
