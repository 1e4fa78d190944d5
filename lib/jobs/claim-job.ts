import "server-only";
import { assertJobVisible, separatedSql } from "@/lib/blocks/separation";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { assertCanTakePaidWork } from "@/lib/stripe/connect";
import type { SessionUser } from "@/lib/auth/session-user";
import { Prisma, type Job } from "@/lib/generated/prisma/client";
import { notificationOf } from "@/lib/notifications/events";
import { notificationsSql } from "@/lib/notifications/notify";
import { isPastClaimCap } from "./claim-cap";
import { CLAIM_CAP_MESSAGE, claimLapsesAt, claimsPausedMessage } from "./claims";
import { claimsPausedUntil } from "./claims-paused";
import { contactDisclosureSql } from "./contact-disclosures";
import type { JobWithRelations } from "./dto";
import { loadJob } from "./load-jobs";
import { canJob, isPrivateJobStatus, jobOffer, jobTransitions } from "./status";
import { assertRequestPending } from "./request-answer";
import { generateVisits } from "@/lib/plans/generate-visits";
import { planStartFor, startPlanSql, type PlanStart } from "@/lib/plans/start-plan";

// A job that changes between the read and the claim is read again; this many times, then it is taken as contested.
const ATTEMPTS = 3;

/**
 * A provider claims an open fixed-price job at its price; of concurrent claims exactly one wins. The provider a direct
 * request asks accepts it the same way while it waits for them (lib/jobs/direct-request.ts). A posting without
 * a price takes quotes as bids instead (`jobOffer`). A provider already holding MAX_OPEN_CLAIMS jobs waiting to start
 * is refused, and so is one whose claims are paused for releasing too many (RELEASE_LIMIT). The claim records that the
 * owner's contact details are shown to the provider (contact-disclosures.ts). A provider a block separates from the
 * owner finds no job (lib/blocks/separation.ts). Answers the claimed job with its relations (loadJob).
 *
 * No interactive transaction: the job is read with its relations, judged, then claimed by one statement on condition
 * that it has not changed since (its updatedAt), which also writes the owner's notification and its outbox rows and
 * answers what it changed, so the answer needs no read after it. The database keeps the cap: the statement's trigger
 * adds the claim to the provider's count, waiting for any concurrent assignment of theirs, and refuses a count past
 * the cap (migration claims_waiting), so the claim fails whole.
 */
export async function claimJob({
  jobId,
  provider,
  now = new Date(),
}: {
  jobId: string;
  provider: Pick<SessionUser, "id" | "fullName" | "separatedFrom">;
  now?: Date;
}) {
  const pausedUntil = await claimsPausedUntil(provider.id, now);
  if (pausedUntil) throw new AppError("claims_paused", claimsPausedMessage(pausedUntil));
  await assertCanTakePaidWork(provider.id);
  for (let attempt = 1; ; attempt++) {
    const job = await loadJob(jobId);
    // A direct request is found only by the provider it asks.
    if (!job || (isPrivateJobStatus(job.status) && job.providerId !== provider.id))
      throw new AppError("job_not_found", "Job not found");
    await assertJobVisible(job, provider);
    if (job.status === "offered") assertRequestPending(job, now);
    const refusal = claimRefusal(job, provider.id);
    if (refusal) throw refusal;
    const plan = planStartFor(job, provider.id, job.priceEstimate ?? new Prisma.Decimal(0));
    const outcome = await claimUnchanged(job, provider, now, plan);
    if (outcome === "no provider") throw new AppError("account_not_found", "Account not found");
    // The plan's first weeks are laid out at once (the periodic generator would within the hour).
    if (plan && outcome !== "changed") await generateVisits(now, { planIds: [plan.id] });
    // The relations read with the job still hold at the claim: a claimable job takes no bids or reviews, and a release
    // (its claim event) changes the job, which the claim would have found changed.
    if (outcome !== "changed") return { ...job, ...outcome.changes, provider: outcome.provider };
    // Changed since the read (claimed by another, edited, cancelled): judged again as it is now.
    if (attempt === ATTEMPTS) throw new AppError("job_not_open", "This job is no longer open");
  }
}

/** Why the provider may not claim the job as it stands, if they may not. */
function claimRefusal(job: Job, providerId: string): AppError | null {
  if (job.ownerId === providerId) return new AppError("own_job", "You cannot claim your own job");
  if (jobOffer(job.priceType, job.priceEstimate !== null) === "bid") {
    return new AppError(
      "job_takes_bids",
      job.priceType === "auction"
        ? "This is an auction job: place a bid instead"
        : "This job asks for quotes: place a bid instead",
    );
  }
  if (!canJob(job.status === "offered" ? "acceptOffer" : "claim", job.status))
    return new AppError("job_not_open", "This job is no longer open");
  return null;
}

type ClaimChanges = Pick<Job, "status" | "providerId" | "claimedAt" | "startedAt" | "claimLapsesAt" | "updatedAt">;
type JobProvider = NonNullable<JobWithRelations["provider"]>;

/** What a claim changed: the job's columns as the statement left them, and its provider as loadJob reads it. */
type Claimed = { changes: ClaimChanges; provider: JobProvider };

/** The job's columns are there only when `claimed`, the provider's only when `providerExists`. */
type ClaimRow = { claimed: boolean; providerExists: boolean } & ClaimChanges & JobProvider;

/**
 * The claim of a job as it was read, with the owner's notification, in one statement. A recurring job's claim starts
 * its plan in the same statement, and the job with it: it is in progress for as long as the plan runs.
 */
async function claimUnchanged(
  job: Job,
  provider: Pick<SessionUser, "id" | "fullName">,
  now: Date,
  plan: PlanStart | null,
): Promise<Claimed | "changed" | "no provider"> {
  const request = job.status === "offered";
  const rule = request
    ? plan
      ? jobTransitions.acceptPlanOffer
      : jobTransitions.acceptOffer
    : plan
      ? jobTransitions.claimPlan
      : jobTransitions.claim;
  try {
    const [{ claimed, providerExists, fullName, email, phone, reviewCount, ratingTotal, ...changes }] =
      await db.$queryRaw<ClaimRow[]>`
      WITH provider AS (
        SELECT "fullName", "email", "phone", "reviewCount", "ratingTotal" FROM "User" WHERE "id" = ${provider.id}::uuid
      ), claimed AS (
        UPDATE "Job" SET "status" = ${rule.to}::"JobStatus", "providerId" = ${provider.id}::uuid, "claimedAt" = ${now},
          "startedAt" = ${plan ? now : null}, "claimLapsesAt" = ${plan ? null : claimLapsesAt(now, job.neededBy)},
          "updatedAt" = ${now}
        WHERE "id" = ${job.id}::uuid AND "updatedAt" = ${job.updatedAt} AND "status"::text = ANY(${[...rule.from]})
          ${
            // A request is accepted only by its provider, and only while it waits for them.
            request
              ? Prisma.sql`AND "providerId" = ${provider.id}::uuid AND "offerDeclinedAt" IS NULL AND "offerLapsedAt" IS NULL
                  AND "offerExpiresAt" > ${now}`
              : Prisma.empty
          }
          AND EXISTS (SELECT FROM provider) AND NOT ${separatedSql(Prisma.sql`"ownerId"`, Prisma.sql`${provider.id}::uuid`)}
        RETURNING "status"::text AS "status", "providerId", "claimedAt", "startedAt", "claimLapsesAt", "updatedAt"
      ), planned AS (
        ${plan ? startPlanSql(plan, Prisma.sql`claimed`) : Prisma.sql`SELECT`}
      ), disclosed AS (
        ${contactDisclosureSql({ jobId: job.id, providerId: provider.id, at: now }, Prisma.sql`EXISTS (SELECT FROM claimed)`)}
      ), ${notificationsSql([notificationOf.jobClaimed(job, provider.fullName)], Prisma.sql`claimed`)}
      SELECT EXISTS (SELECT FROM claimed) AS claimed, EXISTS (SELECT FROM provider) AS "providerExists", claimed.*, provider.*
      FROM (SELECT) AS one LEFT JOIN claimed ON true LEFT JOIN provider ON true`;
    if (claimed) return { changes, provider: { fullName, email, phone, reviewCount, ratingTotal } };
    return providerExists ? "changed" : "no provider";
  } catch (error) {
    if (isPastClaimCap(error)) throw new AppError("claim_cap_reached", CLAIM_CAP_MESSAGE);
    throw error;
  }
}
