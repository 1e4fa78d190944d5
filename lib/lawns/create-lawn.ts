import type { SessionUser } from "@/lib/auth/session-user";
import { createAddress } from "@/lib/addresses/create-address";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { jobInclude, toJobDtos } from "@/lib/jobs/dto";
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
    const { fullAddress, street, streetNumber, city, state, postalCode, country, latitude, longitude } = saved;
    return { fullAddress, street, streetNumber, city, state, postalCode, country, latitude, longitude, addressId: saved.id };
  }
  const fields = {
    fullAddress: lawn.full_address ?? "",
    street: lawn.street ?? "",
    streetNumber: lawn.street_number ?? "",
    city: lawn.city ?? "",
    state: lawn.state ?? "",
    postalCode: lawn.postal_code ?? "",
    country: lawn.country ?? "US",
    latitude: lawn.latitude ?? null,
    longitude: lawn.longitude ?? null,
  };
  // SPEC §7: a first address typed while posting is kept as the default 'Home' address.
  const hasAddresses = (await tx.address.count({ where: { userId: ownerId } })) > 0;
  if (hasAddresses) return { ...fields, addressId: null };
  const { street, street_number, city, state, postal_code, country, latitude, longitude } = lawn;
  const address = await createAddress(
    { userId: ownerId, label: "Home", is_default: true, full_address: fields.fullAddress, street, street_number, city, state, postal_code, country, latitude, longitude },
    tx,
  );
  return { ...fields, addressId: address.id };
}

/** Photos on a posting must be the owner's own uploads: no arbitrary (tracking) URLs on other people's screens. */
async function checkPhotos(tx: Tx, ownerId: string, photos: string[]) {
  const unique = [...new Set(photos)];
  if (unique.length === 0) return unique;
  const owned = await tx.photo.count({ where: { userId: ownerId, url: { in: unique } } });
  if (owned !== unique.length) throw new AppError("BAD_INPUT", "photos: upload each photo before posting it");
  return unique;
}

export async function createLawn({ owner, lawn }: { owner: SessionUser; lawn: LawnPayload }) {
  const job = await db.$transaction(async (tx) => {
    const address = await resolveAddress(tx, owner.id, lawn);
    const photos = await checkPhotos(tx, owner.id, lawn.photos);
    return tx.job.create({
      data: {
        ...address,
        ownerId: owner.id,
        title: lawn.title,
        description: lawn.description,
        area: lawn.area,
        priceType: lawn.price_type,
        priceEstimate: lawn.price_estimate,
        location: lawn.location || [address.city, address.state].filter(Boolean).join(", "),
        photos,
      },
      include: jobInclude,
    });
  });
  const [dto] = await toJobDtos([job], owner);
  return dto;
}
