import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { JobStatus } from "@/lib/generated/prisma/enums";
import type { JobListInput } from "./list-jobs";
import { JOB_STATUSES, type JobSort } from "./schemas";
import { isPrivateJobStatus } from "./status";

// The listing's orders and conditions as SQL, written once for every listing statement (the page, merged across
// statuses, and its count; the circle listing's), which Prisma's query builder cannot state. Each order, within a
// status and within a status and price type, has an index ending in ("createdAt" DESC, id DESC) (schema.prisma; the
// DESC NULLS LAST ones are hand-written in their migration), so a status's rows are read in index order, without a
// sort.

/** Nearest first needs a circle's distance column (list-jobs-near.ts); the query schema refuses it without one. */
export const listingOrderSql: Record<JobSort, Prisma.Sql> = {
  distance: Prisma.sql`distance ASC, "createdAt" DESC, id DESC`,
  created_at: Prisma.sql`"createdAt" DESC, id DESC`,
  price_estimate: Prisma.sql`"priceEstimate" ASC NULLS LAST, "createdAt" DESC, id DESC`,
  "-price_estimate": Prisma.sql`"priceEstimate" DESC NULLS LAST, "createdAt" DESC, id DESC`,
  needed_by: Prisma.sql`"neededBy" ASC NULLS LAST, "createdAt" DESC, id DESC`,
};

/**
 * The statuses a listing spans: every one when none is chosen. A market-wide listing never spans a private one (a
 * direct request): only a party's own listing does.
 */
function listingStatuses(input: Pick<JobListInput, "status" | "ownerId" | "providerId">): readonly JobStatus[] {
  const chosen =
    input.status === undefined ? JOB_STATUSES : typeof input.status === "string" ? [input.status] : input.status;
  const own = input.ownerId !== undefined || input.providerId !== undefined;
  return own ? chosen : chosen.filter((status) => !isPrivateJobStatus(status));
}

const uuidsSql = (ids: readonly string[]) => Prisma.join(ids.map((id) => Prisma.sql`${id}::uuid`));

/** The filters besides status and place (price type, owner, provider, owners left out) on `Job j`. */
function listingFiltersSql(
  input: Pick<JobListInput, "priceType" | "ownerId" | "providerId" | "excludeOwnerIds">,
): Prisma.Sql[] {
  return [
    ...(input.priceType === undefined ? [] : [Prisma.sql`j."priceType" = ${input.priceType}::"PriceType"`]),
    ...(input.ownerId === undefined ? [] : [Prisma.sql`j."ownerId" = ${input.ownerId}::uuid`]),
    ...(input.providerId === undefined ? [] : [Prisma.sql`j."providerId" = ${input.providerId}::uuid`]),
    ...(input.excludeOwnerIds?.length ? [Prisma.sql`j."ownerId" NOT IN (${uuidsSql(input.excludeOwnerIds)})`] : []),
  ];
}

/** A listing's conditions on status, price type, owner and provider, on `j` (a Job, or a JobCountDelta). */
function statusesAndFiltersSql(input: JobListInput, more: Prisma.Sql[] = []): Prisma.Sql {
  const spanned = listingStatuses(input);
  const statuses =
    spanned.length === 0
      ? Prisma.sql`false`
      : Prisma.sql`j."status" IN (${Prisma.join(spanned.map((status) => Prisma.sql`${status}::"JobStatus"`))})`;
  return Prisma.join([statuses, ...more, ...listingFiltersSql(input)], " AND ");
}

/**
 * A listing's conditions on `Job j` (its statuses and filters), with any further ones (a circle's box). A market-wide
 * listing leaves out the postings an operator hid (lib/admin/hide-job.ts); a party's own listing keeps them.
 */
export function listingWhereSql(input: JobListInput, ...more: Prisma.Sql[]): Prisma.Sql {
  const own = input.ownerId !== undefined || input.providerId !== undefined;
  return statusesAndFiltersSql(input, own ? more : [...more, Prisma.sql`j."hiddenAt" IS NULL`]);
}

/**
 * How many jobs a listing matches in all. A market-wide listing (by status and price type only) sums the appended
 * changes of JobCountDelta (schema.prisma, which counts no hidden posting), a few rows, where counting would visit
 * every open job, less the jobs of any owners it leaves out, counted on Job's (ownerId, status) index; one of a
 * homeowner's or provider's own jobs counts them on its index.
 */
export function listingCountSql(input: JobListInput): Prisma.Sql {
  if (input.ownerId === undefined && input.providerId === undefined) {
    const { excludeOwnerIds, ...everyOwner } = input;
    const total = Prisma.sql`SELECT coalesce(sum(j."delta"), 0)::int AS total FROM "JobCountDelta" j WHERE ${statusesAndFiltersSql(everyOwner)}`;
    if (!excludeOwnerIds?.length) return total;
    const left = listingWhereSql(everyOwner, Prisma.sql`j."ownerId" IN (${uuidsSql(excludeOwnerIds)})`);
    return Prisma.sql`SELECT (SELECT total FROM (${total}) AS every) - (SELECT count(*)::int FROM "Job" j WHERE ${left}) AS total`;
  }
  return Prisma.sql`SELECT count(*)::int AS total FROM "Job" j WHERE ${listingWhereSql(input)}`;
}

/**
 * The columns a page's read keeps: its order's, which its index holds, so the read is an index-only scan (with the
 * not-hidden condition checked in the index too) rather than a visit to each job's row.
 */
const orderColumnsSql: Record<Exclude<JobSort, "distance">, Prisma.Sql> = {
  created_at: Prisma.sql`j.id, j."createdAt"`,
  price_estimate: Prisma.sql`j.id, j."createdAt", j."priceEstimate"`,
  "-price_estimate": Prisma.sql`j.id, j."createdAt", j."priceEstimate"`,
  needed_by: Prisma.sql`j.id, j."createdAt", j."neededBy"`,
};

/**
 * A page's ids, merged from one index-ordered read per status: each status gives at most skip + limit ids in the
 * listing's order, and PostgreSQL merges them (Merge Append) without sorting, so "every status" costs what one
 * status does, and a deep page reads skip + limit index entries in all, not the whole table.
 */
export function pageIdsSql(input: JobListInput): Prisma.Sql {
  const sort = input.sort === "distance" ? "created_at" : input.sort;
  const order = listingOrderSql[sort];
  const reads = listingStatuses(input).map(
    (status) => Prisma.sql`(SELECT ${orderColumnsSql[sort]} FROM "Job" j
      WHERE ${listingWhereSql({ ...input, status })}
      ORDER BY ${order} LIMIT ${input.skip + input.limit})`,
  );
  if (reads.length === 0) return Prisma.sql`SELECT NULL::uuid AS id, NULL::float8 AS distance WHERE false`;
  return Prisma.sql`SELECT id, NULL::float8 AS distance FROM (${Prisma.join(reads, " UNION ALL ")}) AS page ORDER BY ${order} LIMIT ${input.limit} OFFSET ${input.skip}`;
}
