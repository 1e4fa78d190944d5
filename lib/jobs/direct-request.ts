import "server-only";
import { areSeparated } from "@/lib/blocks/separation";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { JobWithRelations } from "./dto";
import type { RequestColumns } from "./request-answer";
import { OFFER_ANSWER_HOURS } from "./status";

// A direct request ('Book again', or a favourite booked from their profile) is a posting in status 'offered' with
// providerId the one provider asked: only they and the owner see it. The provider accepts it with the usual claim
// or declines it; unanswered, it lapses after OFFER_ANSWER_HOURS. Declined or lapsed, the owner opens it to everyone
// or withdraws it (a cancel).

/** The provider a posting asks, with what its answer shows of them. */
export type InvitedProvider = {
  id: string;
  ownerName: string;
  provider: NonNullable<JobWithRelations["provider"]>;
};

/**
 * The provider a homeowner may ask directly: a provider's account, not suspended, not the owner, and not separated
 * from the owner by a block (answered as an unknown provider, as a block is never told).
 */
export async function invitedProvider(ownerId: string, providerId: string): Promise<InvitedProvider> {
  const [provider, owner] = await Promise.all([
    db.user.findFirst({
      where: { id: providerId, role: "provider", suspendedAt: null },
      select: { fullName: true, email: true, phone: true, reviewCount: true, ratingTotal: true },
    }),
    db.user.findUniqueOrThrow({ where: { id: ownerId }, select: { fullName: true } }),
  ]);
  if (!provider || providerId === ownerId || (await areSeparated(ownerId, providerId)))
    throw new AppError("provider_not_found", "Provider not found");
  return { id: providerId, ownerName: owner.fullName, provider };
}

/** A new posting's request columns: the answer due OFFER_ANSWER_HOURS from now when it asks a provider. */
export function requestColumns(invited: InvitedProvider | null, now: Date): RequestColumns {
  return {
    offerExpiresAt: invited ? new Date(now.getTime() + OFFER_ANSWER_HOURS * 3_600_000) : null,
    offerDeclinedAt: null,
    offerLapsedAt: null,
  };
}
