import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { bidTransitions } from "@/lib/jobs/status";
import { blockSelect } from "./dto";

/**
 * The blocker blocks a user of the other role (a homeowner a provider, a provider a homeowner). Blocking again
 * changes nothing and answers the same block. In the same transaction the pair's bids on each other's postings
 * are withdrawn (bidTransitions.withdraw), silently: the bidder is not told why, and no such bid can be accepted or
 * reopened later. Hires already made are left as they are (lib/blocks/separation.ts).
 */
export async function blockUser({
  blocker,
  blockedId,
  now = new Date(),
}: {
  blocker: Pick<SessionUser, "id" | "role">;
  blockedId: string;
  now?: Date;
}) {
  if (blocker.id === blockedId) throw new AppError("cannot_block_self", "You cannot block yourself");
  return db.$transaction(async (tx) => {
    const blocked = await tx.user.findUnique({ where: { id: blockedId }, select: { role: true } });
    if (!blocked) throw new AppError("account_not_found", "Account not found");
    if (blocked.role === blocker.role) {
      throw new AppError(
        "block_wrong_role",
        blocker.role === "homeowner" ? "Homeowners can block providers only" : "Providers can block homeowners only",
      );
    }
    await tx.block.createMany({ data: [{ blockerId: blocker.id, blockedId, createdAt: now }], skipDuplicates: true });
    const withdraw = bidTransitions.withdraw;
    await tx.$executeRaw`
      UPDATE "Bid" b SET "status" = ${withdraw.to}::"BidStatus", "updatedAt" = ${now}
      FROM "Job" j
      WHERE j."id" = b."jobId" AND b."status"::text = ANY(${[...withdraw.from]})
        AND ((b."providerId" = ${blocker.id}::uuid AND j."ownerId" = ${blockedId}::uuid)
          OR (b."providerId" = ${blockedId}::uuid AND j."ownerId" = ${blocker.id}::uuid))`;
    return tx.block.findUniqueOrThrow({
      where: { blockerId_blockedId: { blockerId: blocker.id, blockedId } },
      select: blockSelect,
    });
  });
}

/** The blocker lifts their block of a user; 404 when there is none. A block the other made stays. */
export async function unblockUser({ blockerId, blockedId }: { blockerId: string; blockedId: string }) {
  const { count } = await db.block.deleteMany({ where: { blockerId, blockedId } });
  if (count === 0) throw new AppError("block_not_found", "You have not blocked this user");
}

/** The users the blocker has blocked, latest first (blocks made against them are not theirs to see). */
export async function listBlocks(blockerId: string) {
  return db.block.findMany({ where: { blockerId }, select: blockSelect, orderBy: { createdAt: "desc" } });
}
