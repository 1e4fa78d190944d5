import type { Metadata } from "next";
import { AdminPage, AdminSearch, adminPageOf, formatDay, Pager } from "@/components/admin/admin-parts";
import { ReasonAction } from "@/components/admin/reason-action";
import { Badge } from "@/components/ui/badge";
import { listReviewsForOperator } from "@/lib/admin/browse";
import { requireOperator } from "@/lib/admin/require-operator";

export const metadata: Metadata = { title: "Reviews · Operator console", robots: { index: false } };

export default async function AdminReviewsPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string; q?: string }>;
}) {
  await requireOperator();
  const { page, q, skip, limit } = adminPageOf(await searchParams);
  const { total, reviews } = await listReviewsForOperator({ skip, limit, q });
  return (
    <AdminPage title="Reviews" current="/admin/reviews">
      <AdminSearch label="Search by words, people or job" q={q} />
      {reviews.length === 0 ? (
        <p>No reviews match.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Reviews">
          {reviews.map((review) => (
            <li key={review.id} className="grid gap-2 rounded-lg border bg-card p-3 text-sm">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium">
                  {review.rating}/5 by {review.author.fullName} for {review.subject.fullName}
                </span>
                {review.removedAt ? (
                  <Badge variant="destructive">removed</Badge>
                ) : review.publishedAt ? null : (
                  <Badge variant="outline">not yet published</Badge>
                )}
                <span className="text-muted-foreground">
                  {review.job.title} · {formatDay(review.createdAt)}
                </span>
              </p>
              <p className="break-words">{review.comment || "No comment"}</p>
              {!review.removedAt && (
                <div>
                  <ReasonAction
                    kind="remove"
                    id={review.id}
                    label="Remove"
                    title="Remove this review?"
                    description="It is shown nowhere from now on, and the rating it gave is taken out."
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager path="/admin/reviews" page={page} total={total} q={q} />
    </AdminPage>
  );
}
