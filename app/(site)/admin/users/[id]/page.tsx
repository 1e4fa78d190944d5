import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { AdminPage, formatDay } from "@/components/admin/admin-parts";
import { ReasonAction } from "@/components/admin/reason-action";
import { Badge } from "@/components/ui/badge";
import { getUserForOperator, listReportsAgainst } from "@/lib/admin/browse";
import { requireOperator } from "@/lib/admin/require-operator";
import { REPORT_REASONS } from "@/lib/reports/schemas";
import { idSchema } from "@/lib/validations/common";

export const metadata: Metadata = { title: "User · Operator console", robots: { index: false } };

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-xl font-semibold">{title}</h2>
      {empty ? <p className="text-sm text-muted-foreground">None.</p> : <ul className="grid gap-2">{children}</ul>}
    </section>
  );
}

const rowClass = "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-card p-3 text-sm";

export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperator();
  const { id } = await params;
  if (!idSchema.safeParse(id).success) notFound();
  const [user, reports] = await Promise.all([getUserForOperator(id), listReportsAgainst(id)]);
  if (!user) notFound();
  const rating = user.reviewCount ? (user.ratingTotal / user.reviewCount).toFixed(1) : "none";
  return (
    <AdminPage title={user.fullName} current="/admin/users">
      <section aria-label="Account" className="grid gap-3 rounded-lg border bg-card p-4">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-all">{user.email}</span>
          <Badge variant="outline">{user.role}</Badge>
          {user.operator && <Badge>operator</Badge>}
          {user.suspendedAt && <Badge variant="destructive">suspended since {formatDay(user.suspendedAt)}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          Joined {formatDay(user.createdAt)} · rating {rating} from {user.reviewCount} reviews
        </p>
        {!user.operator && (
          <div>
            {user.suspendedAt ? (
              <ReasonAction
                kind="reinstate"
                id={user.id}
                label="Reinstate"
                variant="outline"
                title={`Reinstate ${user.fullName}?`}
                description="They can sign in again and their profile is public again. Withdrawn postings and bids stay withdrawn."
              />
            ) : (
              <ReasonAction
                kind="suspend"
                id={user.id}
                label="Suspend"
                title={`Suspend ${user.fullName}?`}
                description="Their sessions end at once, they cannot sign in, their open postings and bids are withdrawn and their public profile is hidden."
              />
            )}
          </div>
        )}
      </section>
      <Section title="Reports against them" empty={reports.length === 0}>
        {reports.map((report) => (
          <li key={report.id} className={rowClass}>
            <span className="font-medium">{REPORT_REASONS[report.reason]}</span>
            <span>
              on their {report.subjectType}, by {report.reporter}
            </span>
            <Badge variant={report.status === "open" ? "destructive" : "outline"}>{report.status}</Badge>
            <span className="ml-auto text-muted-foreground">{formatDay(report.createdAt)}</span>
            {report.note && <span className="w-full break-words text-muted-foreground">“{report.note}”</span>}
          </li>
        ))}
      </Section>
      <Section title="Postings" empty={user.ownedJobs.length === 0}>
        {user.ownedJobs.map((job) => (
          <li key={job.id} className={rowClass}>
            <span className="font-medium">{job.title}</span>
            <Badge variant="outline">{job.status.replace("_", " ")}</Badge>
            {job.hiddenAt && <Badge variant="destructive">hidden</Badge>}
            <span className="ml-auto text-muted-foreground">{formatDay(job.createdAt)}</span>
          </li>
        ))}
      </Section>
      <Section title="Bids" empty={user.bids.length === 0}>
        {user.bids.map((bid) => (
          <li key={bid.id} className={rowClass}>
            <span className="font-medium">{bid.job.title}</span>
            <span>${Number(bid.amount).toFixed(2)}</span>
            <Badge variant="outline">{bid.status}</Badge>
            <span className="ml-auto text-muted-foreground">{formatDay(bid.createdAt)}</span>
          </li>
        ))}
      </Section>
      <Section title="Reviews received" empty={user.reviewsReceived.length === 0}>
        {user.reviewsReceived.map((review) => (
          <li key={review.id} className={rowClass}>
            <span>
              {review.rating}/5 from {review.author.fullName}
            </span>
            {review.removedAt && <Badge variant="destructive">removed</Badge>}
            <span className="w-full break-words text-muted-foreground">{review.comment || "No comment"}</span>
          </li>
        ))}
      </Section>
      <Section title="Reviews given" empty={user.reviewsGiven.length === 0}>
        {user.reviewsGiven.map((review) => (
          <li key={review.id} className={rowClass}>
            <span>
              {review.rating}/5 for {review.subject.fullName}
            </span>
            {review.removedAt && <Badge variant="destructive">removed</Badge>}
            <span className="w-full break-words text-muted-foreground">{review.comment || "No comment"}</span>
          </li>
        ))}
      </Section>
      <p>
        <Link href={`/admin/audit?q=${user.id}`} className="text-sm underline underline-offset-4">
          Operator actions on this user
        </Link>
      </p>
    </AdminPage>
  );
}
