import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { lockUser } from "@/lib/users/lock-user";

/** Deletes one of the caller's addresses. Deleting the default makes the newest remaining address the default. */
export async function deleteAddress({ userId, addressId }: { userId: string; addressId: string }) {
  await db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const address = await tx.address.findFirst({ where: { id: addressId, userId } });
    if (!address) throw new AppError("address_not_found", "Address not found");
    await tx.address.delete({ where: { id: address.id } });
    if (!address.isDefault) return;
    const next = await tx.address.findFirst({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    if (next) await tx.address.update({ where: { id: next.id }, data: { isDefault: true } });
  });
}
