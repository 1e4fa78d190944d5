import { removeReview } from "@/lib/admin/remove-review";
import { operatorReasonSchema } from "@/lib/admin/schemas";
import { removedReviewAnswerSchema } from "@/lib/admin/dto";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/validations/common";

export const DELETE = route(
  {
    access: "operator",
    params: idParams,
    body: operatorReasonSchema,
    response: removedReviewAnswerSchema,
    summary: "Remove a review; its subject's rating is counted again",
  },
  async ({ params, body, user }) => {
    const result = await removeReview({ operator: user, reviewId: params.id, reason: body.reason });
    return {
      review: { id: result.reviewId },
      subject: { id: result.subjectId, review_count: result.reviewCount, rating_total: result.ratingTotal },
    };
  },
);
