import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage, adminPageOf, formatDay, Pager } from "@/components/admin/admin-parts";
import { DisputePhotos } from "@/components/payments/dispute-photos";
import { ResolveDisputeForm } from "@/components/payments/resolve-dispute-form";
import { disputePhotosOf } from "@/lib/payments/dto";
import { Badge } from "@/components/ui/badge";
import { requireOperator } from "@/lib/admin/require-operator";
import { DISPUTE_REASON_LABELS } from "@/lib/payments/dispute-reasons";
import { listOpenDisputes } from "@/lib/payments/list-disputes";
import { formatCents } from "@/lib/payments/money";

export const metadata: Metadata = { title: "Disputes · Operator console", robots: { index: false } };

/** Disputed payments, oldest first, each with the homeowner's reason and a form to settle it. Operators only. */
export default async function AdminDisputesPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  await requireOperator();
  const { page, skip, limit } = adminPageOf(await searchParams);
  const { total, disputes } = await listOpenDisputes({ limit, skip });
  return (
    <AdminPage title="Disputes" current="/admin/disputes">
      <p className="text-sm text-muted-foreground">
        {total === 0 ? "No open disputes." : `${total.toLocaleString("en-US")} open, oldest first.`}
      </p>
      {disputes.length > 0 && (
        <ol className="grid gap-4" aria-label="Open disputes">
          {disputes.map(({ payment, work }) => (
            <li key={payment.id}>
              <article
                aria-label={`Dispute of ${work.title} by ${payment.owner.fullName}`}
                className="grid gap-3 rounded-lg border bg-card p-4 text-sm"
              >
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Badge variant="secondary">{DISPUTE_REASON_LABELS[payment.disputeReason ?? "other"]}</Badge>
                  <span className="font-medium">{formatCents(payment.amountCents)}</span>
                  <span className="text-muted-foreground">
                    {payment.owner.fullName} disputes {payment.provider.fullName}&apos;s work
                    {payment.disputedAt && ` · ${formatDay(payment.disputedAt)}`}
                  </span>
                </p>
                <p className="break-words">
                  <Link href={`/jobs/${work.jobId}`} className="font-medium underline-offset-4 hover:underline">
                    {work.title}
                  </Link>
                  {work.visitOn && <span className="text-muted-foreground"> · the visit of {work.visitOn}</span>}
                </p>
                {payment.disputeNote && <p className="break-words whitespace-pre-line">“{payment.disputeNote}”</p>}
                <DisputePhotos photos={disputePhotosOf(payment)} label={`Photos of the problem: ${work.title}`} />
                <ResolveDisputeForm id={payment.id} amountCents={payment.amountCents} />
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pager path="/admin/disputes" page={page} total={total} />
    </AdminPage>
  );
}
