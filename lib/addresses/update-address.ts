import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { lockUser } from "@/lib/users/lock-user";
import type { UpdateAddressInput } from "./schemas";

/** Renames one of the caller's addresses and/or makes it the default (clearing the old default in the same transaction). */
export async function updateAddress({
  userId,
  addressId,
  update,
}: {
  userId: string;
  addressId: string;
  update: UpdateAddressInput;
}) {
  return db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const address = await tx.address.findFirst({ where: { id: addressId, userId } });
    if (!address) throw new AppError("address_not_found", "Address not found");
    const makeDefault = update.is_default === true && !address.isDefault;
    if (makeDefault) await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    return tx.address.update({
      where: { id: address.id },
      data: { label: update.label, isDefault: makeDefault || undefined },
    });
  });
}
