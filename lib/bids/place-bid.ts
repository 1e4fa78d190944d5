import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { canJob } from "@/lib/jobs/status";
import { bidInclude, toBidDtos } from "./dto";
import type { PlaceBidInput } from "./schemas";

/** A provider bids once on an open auction job. */
export async function placeBid({ jobId, provider, input }: { jobId: string; provider: SessionUser; input: PlaceBidInput }) {
  try {
    const bid = await db.$transaction(async (tx) => {
      // Share-lock the job row so that an accept or cancel (which updates it) cannot slip in between check and insert.
      const [job] = await tx.$queryRaw<{ status: "open"; priceType: "fixed" | "auction"; ownerId: string }[]>`
        SELECT "status", "priceType", "ownerId" FROM "Job" WHERE "id" = ${jobId}::uuid FOR SHARE`;
      if (!job) throw new AppError("NOT_FOUND", "Job not found");
      if (job.priceType !== "auction") throw new AppError("UNPROCESSABLE", "This is a fixed-price job: claim it instead");
      // A bid is only worth placing while it can still be accepted.
      if (!canJob("acceptBid", job.status)) throw new AppError("CONFLICT", "This job is no longer taking bids");
      const now = new Date();
      return tx.bid.create({
        data: { jobId, providerId: provider.id, amount: input.amount, etaDays: input.eta_days, message: input.message, createdAt: now, updatedAt: now },
        include: bidInclude,
      });
    });
    const [dto] = await toBidDtos([bid], provider);
    return dto;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("CONFLICT", "You have already placed a bid on this job");
    }
    throw error;
  }
}
