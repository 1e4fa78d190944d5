import "server-only";
import { separatedSql } from "@/lib/blocks/separation";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { JobStatus, PriceType } from "@/lib/generated/prisma/enums";
import { canJob, jobOffer } from "@/lib/jobs/status";
import { biddingClosed, BIDDING_CLOSED_MESSAGE } from "@/lib/jobs/bidding";
import { notificationOf } from "@/lib/notifications/events";
import { notify } from "@/lib/notifications/notify";
import { assertCanTakePaidWork } from "@/lib/stripe/connect";
import { bidInclude } from "./dto";
import type { PlaceBidInput } from "./schemas";

/** A provider bids once on an open job that takes bids: an auction, or a fixed posting asking for quotes. */
export async function placeBid({
  jobId,
  providerId,
  input,
  now = new Date(),
}: {
  jobId: string;
  providerId: string;
  input: PlaceBidInput;
  now?: Date;
}) {
  await assertCanTakePaidWork(providerId);
  try {
    return await db.$transaction(async (tx) => {
      // Share-lock the job row so that an accept or cancel (which updates it) cannot slip in between check and insert.
      const [job] = await tx.$queryRaw<
        {
          id: string;
          ownerId: string;
          title: string;
          status: JobStatus;
          priceType: PriceType;
          hasPrice: boolean;
          separated: boolean;
          biddingClosesAt: Date | null;
        }[]
      >`
        SELECT "id", "ownerId", "title", "status", "priceType", "priceEstimate" IS NOT NULL AS "hasPrice",
          "biddingClosesAt", ${separatedSql(Prisma.sql`"ownerId"`, Prisma.sql`${providerId}::uuid`)} AS "separated"
        FROM "Job" WHERE "id" = ${jobId}::uuid FOR SHARE`;
      // A provider a block separates from the owner is answered as if the job did not exist (lib/blocks/separation.ts).
      if (!job || job.separated) throw new AppError("job_not_found", "Job not found");
      if (jobOffer(job.priceType, job.hasPrice) === "claim") {
        throw new AppError("job_takes_claims", "This is a fixed-price job: claim it instead");
      }
      // A bid is only worth placing while it can still be accepted.
      if (!canJob("acceptBid", job.status))
        throw new AppError("job_not_taking_bids", "This job is no longer taking bids");
      if (biddingClosed(job.biddingClosesAt, now)) throw new AppError("bidding_closed", BIDDING_CLOSED_MESSAGE);
      const bid = await tx.bid.create({
        data: {
          jobId,
          providerId,
          amount: input.amount,
          etaDays: input.eta_days,
          message: input.message,
          createdAt: now,
          updatedAt: now,
        },
        include: bidInclude,
      });
      await notify(tx, [notificationOf.bidReceived(job, { amount: bid.amount, providerName: bid.provider.fullName })]);
      return bid;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("bid_already_placed", "You have already placed a bid on this job");
    }
    throw error;
  }
}
