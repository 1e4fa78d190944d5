import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { lockUser } from "@/lib/users/lock-user";
import { photoStorage, type PhotoStorage } from "./storage";
import { logger } from "@/lib/log/logger";

/**
 * Deletes one of the caller's photos and its stored file. Deleting the primary profile photo promotes the newest
 * remaining profile photo, so a user with profile photos always has exactly one primary.
 */
export async function deletePhoto(
  { userId, photoId }: { userId: string; photoId: string },
  storage: PhotoStorage = photoStorage(),
) {
  const photo = await db.$transaction(async (tx) => {
    await lockUser(tx, userId);
    const found = await tx.photo.findFirst({ where: { id: photoId, userId } });
    if (!found) throw new AppError("photo_not_found", "Photo not found");
    await tx.photo.delete({ where: { id: found.id } });
    if (found.isPrimary) {
      const next = await tx.photo.findFirst({
        where: { userId, type: "profile" },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      });
      if (next) await tx.photo.update({ where: { id: next.id }, data: { isPrimary: true } });
    }
    return found;
  });
  // After the commit: a file left behind by a failed delete is only clutter, while a row without its file would be a broken photo.
  for (const key of [photo.storageKey, photo.thumbKey]) {
    if (key)
      await storage
        .delete(key)
        .catch((error) => logger.error({ err: error, key }, "Could not remove a deleted photo's file"));
  }
}
