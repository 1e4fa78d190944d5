import "server-only";
import { db } from "@/lib/db/client";
import { Prisma, type Job, type JobEventKind } from "@/lib/generated/prisma/client";
import { paymentSelect, type PaymentColumns } from "@/lib/payments/dto";
import type { JobWithRelations, ListedJob } from "./dto";

// Every column of Job, so a column added to the schema is read here too.
const jobColumns = Prisma.raw(
  Object.values(Prisma.JobScalarFieldEnum)
    .map((column) => `j."${column}"`)
    .join(", "),
);

// The payment's columns (paymentSelect), each as "payment.<column>": all null when the job has no payment.
const paymentKeys = Object.keys(paymentSelect) as (keyof PaymentColumns)[];
const paymentColumns = Prisma.raw(paymentKeys.map((key) => `pay."${key}" AS "payment.${key}"`).join(", "));
type PaymentRow = { [K in keyof PaymentColumns as `payment.${K}`]: PaymentColumns[K] | null };

/** A job's row with its relations flat beside it, as the statement below reads it. */
type JobRow = Job & {
  ownerFullName: string;
  ownerEmail: string;
  ownerPhone: string;
  ownerReviewCount: number;
  ownerRatingTotal: number;
  ownerLateCancellations: number;
  addressLabel: string | null;
  reviewAuthorIds: string[];
  /** Newest first, at most 5; null when there are none. `at` is ISO 8601 with its offset. */
  events: { kind: JobEventKind; providerId: string; at: string; providerFullName: string }[] | null;
  bidCount: number;
} & PaymentRow &
  (
    | {
        providerFullName: string;
        providerEmail: string;
        providerPhone: string;
        providerReviewCount: number;
        providerRatingTotal: number;
      }
    | {
        providerFullName: null;
        providerEmail: null;
        providerPhone: null;
        providerReviewCount: null;
        providerRatingTotal: null;
      }
  );

/**
 * Each job of the FROM item `page` (its "id"; `pageColumns` are any of its other columns to read) with what jobInclude
 * (lib/jobs/dto.ts) selects, in one flat statement. Prisma's relation joins would build a JSON document per job and
 * relation, which the server then maps back at about twice the CPU; tests/db/load-jobs.test.ts holds the two to the
 * same answer.
 */
function jobRowsSql(page: Prisma.Sql, pageColumns: Prisma.Sql[] = []): Prisma.Sql {
  return Prisma.sql`
    SELECT ${Prisma.join([...pageColumns, jobColumns])},
      o."fullName" AS "ownerFullName", o."email" AS "ownerEmail", o."phone" AS "ownerPhone",
      o."reviewCount" AS "ownerReviewCount", o."ratingTotal" AS "ownerRatingTotal",
      o."lateCancellations" AS "ownerLateCancellations",
      p."fullName" AS "providerFullName", p."email" AS "providerEmail", p."phone" AS "providerPhone",
      p."reviewCount" AS "providerReviewCount", p."ratingTotal" AS "providerRatingTotal",
      a."label" AS "addressLabel",
      ARRAY(SELECT r."authorId" FROM "Review" r WHERE r."jobId" = j."id") AS "reviewAuthorIds",
      (SELECT json_agg(json_build_object('kind', e."kind", 'providerId', e."providerId", 'at', e."createdAt" AT TIME ZONE 'UTC',
          'providerFullName', u."fullName") ORDER BY e."createdAt" DESC)
        FROM (SELECT * FROM "JobEvent" WHERE "jobId" = j."id" ORDER BY "createdAt" DESC LIMIT 5) e
        JOIN "User" u ON u."id" = e."providerId") AS "events",
      (SELECT count(*)::int FROM "Bid" b WHERE b."jobId" = j."id" AND b."status" <> 'retracted') AS "bidCount",
      ${paymentColumns}
    FROM ${page}
    JOIN "Job" j ON j."id" = page."id"
    JOIN "User" o ON o."id" = j."ownerId"
    LEFT JOIN "User" p ON p."id" = j."providerId"
    LEFT JOIN "Address" a ON a."id" = j."addressId"
    LEFT JOIN "Payment" pay ON pay."jobId" = j."id"`;
}

/**
 * One job with its relations (jobRowsSql), or null when there is none. `client` is a transaction's when the read
 * belongs to one. The id goes in as one value, not as an array to unnest: PostgreSQL costs an unnested parameter as
 * many rows and would plan the statement again for every call, where one value lets it keep one plan per connection
 * (tests/db/prepared-statements.postgres.test.ts).
 */
export async function loadJob(
  id: string,
  client: Pick<Prisma.TransactionClient, "$queryRaw"> = db,
): Promise<JobWithRelations | null> {
  const [row] = await client.$queryRaw<JobRow[]>(jobRowsSql(Prisma.sql`(SELECT ${id}::uuid AS "id") AS page`));
  return row ? jobOf(row) : null;
}

/** A listing's count, inside its statement (listingSql): a page may read no further than the listing's matches. */
export const LISTING_TOTAL_SQL = Prisma.sql`(SELECT total FROM counted)`;

/**
 * A listing in one statement: its count, its page (the statement `page`: "id" and, in a circle, "distance", in the
 * page's order) and the page's jobs with their relations, a row each, so one round trip rather than two (each costs
 * the server a write to the database's socket and Prisma's handling, and the database a statement). The count and the
 * page are each planned as alone and materialized once.
 */
export function listingSql(page: Prisma.Sql, count: Prisma.Sql): Prisma.Sql {
  const chosen = Prisma.sql`unnest(ARRAY(SELECT id FROM chosen), ARRAY(SELECT distance FROM chosen)) WITH ORDINALITY AS page("id", "distance", "position")`;
  return Prisma.sql`WITH counted AS MATERIALIZED (${count}), chosen AS MATERIALIZED (${page})
    ${jobRowsSql(chosen, [Prisma.sql`${LISTING_TOTAL_SQL} AS total`, Prisma.sql`page."distance"`])} ORDER BY page."position"`;
}

/**
 * A listing's page of jobs, each with its relations and, in a circle, its distance, and how many match in all
 * (listingSql). A page without jobs carries no count, which is then read on its own: a second round trip only then.
 */
export async function loadListing(page: Prisma.Sql, count: Prisma.Sql): Promise<{ jobs: ListedJob[]; total: number }> {
  const rows = await db.$queryRaw<(JobRow & { total: number; distance: number | null })[]>(listingSql(page, count));
  if (rows.length === 0) return { jobs: [], total: (await db.$queryRaw<{ total: number }[]>(count))[0].total };
  const jobs = rows.map(({ total: _total, distance, ...row }) =>
    distance === null ? jobOf(row) : { ...jobOf(row), distanceMiles: distance },
  );
  return { jobs, total: rows[0].total };
}

function jobOf(row: JobRow): JobWithRelations {
  const provider =
    row.providerFullName === null
      ? null
      : {
          fullName: row.providerFullName,
          email: row.providerEmail,
          phone: row.providerPhone,
          reviewCount: row.providerReviewCount,
          ratingTotal: row.providerRatingTotal,
        };
  const {
    ownerFullName,
    ownerEmail,
    ownerPhone,
    ownerReviewCount,
    ownerRatingTotal,
    ownerLateCancellations,
    providerFullName: _providerFullName,
    providerEmail: _providerEmail,
    providerPhone: _providerPhone,
    providerReviewCount: _providerReviewCount,
    providerRatingTotal: _providerRatingTotal,
    addressLabel,
    reviewAuthorIds,
    events,
    bidCount,
    ...rest
  } = row;
  const payment = rest["payment.status"] === null ? null : paymentOf(rest);
  const job = Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith("payment."))) as unknown as Job;
  return {
    ...job,
    owner: {
      fullName: ownerFullName,
      email: ownerEmail,
      phone: ownerPhone,
      reviewCount: ownerReviewCount,
      ratingTotal: ownerRatingTotal,
      lateCancellations: ownerLateCancellations,
    },
    provider,
    address: addressLabel === null ? null : { label: addressLabel },
    reviews: reviewAuthorIds.map((authorId) => ({ authorId })),
    events: (events ?? []).map((event) => ({
      kind: event.kind,
      providerId: event.providerId,
      createdAt: new Date(event.at),
      provider: { fullName: event.providerFullName },
    })),
    _count: { bids: bidCount },
    payment,
  };
}

function paymentOf(row: PaymentRow): PaymentColumns {
  return Object.fromEntries(paymentKeys.map((key) => [key, row[`payment.${key}`]])) as PaymentColumns;
}
