import "server-only";
import { db } from "@/lib/db/client";

/** The caller's saved addresses: the default first, then newest first (uuid v7 ids break ties in creation order). */
export function listAddresses(userId: string) {
  return db.address.findMany({
    where: { userId },
    orderBy: [{ isDefault: "desc" }, { createdAt: "desc" }, { id: "desc" }],
  });
}
