import { json, route } from "@/lib/http/route";
import { z } from "zod";
import { jobReviewsDtoSchema, reviewDtoSchema, toJobReviewsDto, toReviewDto } from "@/lib/reviews/dto";
import { listJobReviews } from "@/lib/reviews/list-reviews";
import { postReview } from "@/lib/reviews/post-review";
import { reviewInputSchema } from "@/lib/reviews/schemas";
import { idParams } from "@/lib/validations/common";

export const GET = route(
  { access: "user", params: idParams, response: jobReviewsDtoSchema, summary: "A completed job's reviews" },
  async ({ params, user }) => toJobReviewsDto(await listJobReviews({ jobId: params.id, viewerId: user.id }), user.id),
);

export const POST = route(
  {
    access: "user",
    params: idParams,
    body: reviewInputSchema,
    response: z.object({ review: reviewDtoSchema }),
    status: 201,
    summary: "Review the other party of a completed job",
  },
  async ({ params, user, body }) =>
    json({ review: toReviewDto(await postReview({ jobId: params.id, authorId: user.id, input: body })) }, 201),
);
