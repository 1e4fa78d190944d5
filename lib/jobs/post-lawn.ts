import "server-only";
import { createAddress } from "@/lib/addresses/create-address";
import { addressFieldsSchema } from "@/lib/addresses/schemas";
import { db } from "@/lib/db/client";
import { locateAddress, storedPoint } from "@/lib/places/locate-address";
import { loadZipTable } from "@/lib/places/zip-codes";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { jobInclude } from "./dto";
import { neededByDate } from "./needed-by";
import type { LawnPayload } from "./schemas";

type Tx = Prisma.TransactionClient;
type AddressColumns = Pick<
  Prisma.JobUncheckedCreateInput,
  "fullAddress" | "street" | "streetNumber" | "city" | "state" | "postalCode" | "country" | "latitude" | "longitude" | "addressId"
>;

/** The address a lawn is posted at: a saved address of the owner's, or the typed one (saved as 'Home' if it is their first). */
async function resolveAddress(tx: Tx, ownerId: string, lawn: LawnPayload): Promise<AddressColumns> {
  if (lawn.user_address_id) {
    const saved = await tx.address.findFirst({ where: { id: lawn.user_address_id, userId: ownerId } });
    if (!saved) {
      const exists = await tx.address.count({ where: { id: lawn.user_address_id } });
      throw exists ? new AppError("FORBIDDEN", "That saved address belongs to someone else") : new AppError("NOT_FOUND", "Saved address not found");
    }
    const { fullAddress, street, streetNumber, city, state, postalCode, country } = saved;
    const point = await storedPoint(saved);
    return { fullAddress, street, streetNumber, city, state, postalCode, country, ...point, addressId: saved.id };
  }
  // The schema has checked that a posting without a saved address carries every part of a typed one.
  const typed = await locateAddress(addressFieldsSchema.parse(lawn));
  const fields = {
    fullAddress: typed.full_address,
    street: typed.street,
    streetNumber: typed.street_number,
    city: typed.city,
    state: typed.state,
    postalCode: typed.postal_code,
    country: typed.country,
    latitude: typed.latitude,
    longitude: typed.longitude,
  };
  // SPEC §7: a first address typed while posting is kept as the default 'Home' address.
  const hasAddresses = (await tx.address.count({ where: { userId: ownerId } })) > 0;
  if (hasAddresses) return { ...fields, addressId: null };
  const address = await createAddress({ ...typed, userId: ownerId, label: "Home", is_default: true }, tx);
  return { ...fields, addressId: address.id };
}

/**
 * Photos on a posting must be the owner's own uploads: no arbitrary (tracking) URLs on other people's screens.
 * Answers them with their thumbnails, in the same order.
 */
async function checkPhotos(tx: Tx, ownerId: string, photos: string[]) {
  const unique = [...new Set(photos)];
  if (unique.length === 0) return { photos: unique, thumbnails: [] };
  const owned = await tx.photo.findMany({ where: { userId: ownerId, url: { in: unique } }, select: { url: true, thumbUrl: true } });
  if (owned.length !== unique.length) throw new AppError("BAD_INPUT", "photos: upload each photo before posting it");
  const thumbnailOf = new Map(owned.map((photo) => [photo.url, photo.thumbUrl ?? photo.url]));
  return { photos: unique, thumbnails: unique.map((url) => thumbnailOf.get(url) ?? url) };
}

/**
 * A homeowner posts a lawn (SPEC §2 'Post Your Lawn'); the address, photos and job are written in one transaction,
 * with a record that the providers whose service radius reaches it are owed a notification. Telling them (hundreds
 * in a city) is notifyProvidersNearby's, after the posting has answered (lib/notifications/notify-providers-nearby.ts).
 */
export async function postLawn({ ownerId, lawn }: { ownerId: string; lawn: LawnPayload }) {
  // Geocoding reads the ZIP table: its first load (5 MB) stays outside the transaction.
  await loadZipTable();
  return db.$transaction(async (tx) => {
    const address = await resolveAddress(tx, ownerId, lawn);
    const { photos, thumbnails } = await checkPhotos(tx, ownerId, lawn.photos);
    return tx.job.create({
      data: {
        ...address,
        ownerId,
        title: lawn.title,
        description: lawn.description,
        area: lawn.area,
        priceType: lawn.price_type,
        priceEstimate: lawn.price_estimate,
        neededBy: neededByDate(lawn.needed_by),
        location: lawn.location || [address.city, address.state].filter(Boolean).join(", "),
        photos,
        thumbnails,
        nearbyFanOut: { create: {} },
      },
      include: jobInclude,
    });
  });
}
