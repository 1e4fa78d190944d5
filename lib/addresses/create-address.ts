import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { locateAddress } from "@/lib/places/locate-address";
import { loadZipTable } from "@/lib/places/zip-codes";
import { lockUser } from "@/lib/users/lock-user";
import { DUPLICATE_ADDRESS_MESSAGE, type CreateAddressInput } from "./schemas";

/**
 * Saves an address for a user. The first address is the default whatever it says; a new default replaces the old
 * one in the same transaction. Pass `tx` to make it part of a larger transaction (e.g. posting a lawn).
 */
export async function createAddress(input: CreateAddressInput & { userId: string }, tx?: Prisma.TransactionClient) {
  if (tx) return insertAddress(tx, input);
  // The ZIP table's first load (5 MB) stays outside the transaction.
  await loadZipTable();
  return db.$transaction((own) => insertAddress(own, input));
}

async function insertAddress(
  tx: Prisma.TransactionClient,
  { userId, ...typed }: CreateAddressInput & { userId: string },
) {
  const address = await locateAddress(typed);
  await lockUser(tx, userId);
  // Under the user's lock, so two saves of the same address cannot both pass.
  const duplicate = await tx.address.count({
    where: { userId, fullAddress: { equals: address.full_address, mode: "insensitive" } },
  });
  if (duplicate) throw new AppError("address_duplicate", DUPLICATE_ADDRESS_MESSAGE);
  const isDefault = address.is_default === true || (await tx.address.count({ where: { userId } })) === 0;
  if (isDefault) await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
  return tx.address.create({
    data: {
      userId,
      label: address.label,
      isDefault,
      fullAddress: address.full_address,
      street: address.street,
      streetNumber: address.street_number,
      city: address.city,
      state: address.state,
      postalCode: address.postal_code,
      country: address.country,
      latitude: address.latitude,
      longitude: address.longitude,
    },
  });
}
