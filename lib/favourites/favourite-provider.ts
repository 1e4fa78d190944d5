import "server-only";
import { areSeparated } from "@/lib/blocks/separation";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { favouriteSelect } from "./dto";

/**
 * A homeowner keeps a provider as a favourite, to book them directly from their profile. Adding one again changes
 * nothing. A provider a block separates from the homeowner is answered as an unknown provider.
 */
export async function addFavourite({
  ownerId,
  providerId,
  now = new Date(),
}: {
  ownerId: string;
  providerId: string;
  now?: Date;
}) {
  const provider = await db.user.findFirst({ where: { id: providerId, role: "provider" }, select: { id: true } });
  if (!provider || (await areSeparated(ownerId, providerId)))
    throw new AppError("provider_not_found", "Provider not found");
  await db.favourite.createMany({ data: [{ ownerId, providerId, createdAt: now }], skipDuplicates: true });
  return db.favourite.findUniqueOrThrow({
    where: { ownerId_providerId: { ownerId, providerId } },
    select: favouriteSelect,
  });
}

/** The homeowner drops a favourite; 404 when it is not one. */
export async function removeFavourite({ ownerId, providerId }: { ownerId: string; providerId: string }) {
  const { count } = await db.favourite.deleteMany({ where: { ownerId, providerId } });
  if (count === 0) throw new AppError("favourite_not_found", "This provider is not one of your favourites");
}

/** The homeowner's favourites, latest first, leaving out any a block has since separated them from. */
export async function listFavourites(ownerId: string) {
  return db.favourite.findMany({
    where: {
      ownerId,
      provider: { blocksMade: { none: { blockedId: ownerId } }, blocksReceived: { none: { blockerId: ownerId } } },
    },
    select: favouriteSelect,
    orderBy: { createdAt: "desc" },
  });
}
