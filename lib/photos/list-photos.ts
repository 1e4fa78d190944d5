import "server-only";
import { db } from "@/lib/db/client";

/** The caller's photos: the primary first, then newest first (uuid v7 ids break ties in creation order). */
export function listPhotos(userId: string) {
  return db.photo.findMany({
    where: { userId },
    orderBy: [{ isPrimary: "desc" }, { createdAt: "desc" }, { id: "desc" }],
  });
}
