import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { lockUser } from "@/lib/users/lock-user";
import type { CreateAddressInput } from "./schemas";

/**
 * Saves an address for a user. The first address is the default whatever it says; a new default replaces the old
 * one in the same transaction. Pass `tx` to make it part of a larger transaction (e.g. posting a lawn).
 */
export function createAddress(input: CreateAddressInput & { userId: string }, tx?: Prisma.TransactionClient) {
  return tx ? insertAddress(tx, input) : db.$transaction((own) => insertAddress(own, input));
}

async function insertAddress(tx: Prisma.TransactionClient, { userId, ...address }: CreateAddressInput & { userId: string }) {
  await lockUser(tx, userId);
  const isDefault = address.is_default === true || (await tx.address.count({ where: { userId } })) === 0;
  if (isDefault) await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
  return tx.address.create({
    data: {
      userId,
      label: address.label,
      isDefault,
      fullAddress: address.full_address,
      // A part not given (undefined or null) takes the column default.
      street: address.street ?? undefined,
      streetNumber: address.street_number ?? undefined,
      city: address.city ?? undefined,
      state: address.state ?? undefined,
      postalCode: address.postal_code ?? undefined,
      country: address.country ?? undefined,
      latitude: address.latitude,
      longitude: address.longitude,
    },
  });
}
