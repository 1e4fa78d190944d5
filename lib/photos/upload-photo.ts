import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { lockUser } from "@/lib/users/lock-user";
import { cleanImage } from "./clean-image";
import { PHOTO_CAPS, PHOTO_FORMATS, type PhotoType } from "./limits";
import type { PhotoUploadFields } from "./schemas";
import { photoStorage, type PhotoStorage } from "./storage";
import { logger } from "@/lib/log/logger";

export type UploadPhotoInput = PhotoUploadFields & { userId: string; bytes: Uint8Array };

async function assertRoomFor(tx: Prisma.TransactionClient, userId: string, type: PhotoType) {
  const count = await tx.photo.count({ where: { userId, type } });
  if (count >= PHOTO_CAPS[type]) {
    throw new AppError(
      "photo_cap_reached",
      `You can keep at most ${PHOTO_CAPS[type]} ${type} photos. Delete one to upload another.`,
    );
  }
}

/**
 * Stores a cleaned copy of the image and its thumbnail, then records them. The cap and the primary rule are checked again under the
 * user's lock, so concurrent uploads cannot pass the cap or leave two primaries. Nothing half-written: a failed
 * store writes no row, and a refused or failed row removes the stored files.
 */
export async function uploadPhoto(input: UploadPhotoInput, storage: PhotoStorage = photoStorage()) {
  const { userId, type } = input;
  // Checked up front too, so that a full gallery costs no image processing and no upload to the storage backend.
  await assertRoomFor(db, userId, type);
  const image = await cleanImage(input.bytes);
  const name = `${userId}/${randomUUID()}`;
  const extension = PHOTO_FORMATS[image.format].extensions[0];
  const stored = await storage.put(`${name}${extension}`, image.bytes, image.contentType);
  const removeStored = (key: string) =>
    storage
      .delete(key)
      .catch((cleanupError) => logger.error({ err: cleanupError, key }, "Could not remove an unrecorded photo file"));
  let thumbnail: Awaited<ReturnType<PhotoStorage["put"]>>;
  try {
    thumbnail = await storage.put(`${name}-thumb${extension}`, image.thumbnail, image.contentType);
  } catch (error) {
    await removeStored(stored.key);
    throw error;
  }
  try {
    return await db.$transaction(async (tx) => {
      await lockUser(tx, userId);
      await assertRoomFor(tx, userId, type);
      // Property photos are never primary; a profile photo is when asked, or when the user has no primary yet.
      const isPrimary =
        type === "profile" &&
        (input.is_primary || (await tx.photo.count({ where: { userId, type, isPrimary: true } })) === 0);
      if (isPrimary) await tx.photo.updateMany({ where: { userId, isPrimary: true }, data: { isPrimary: false } });
      return tx.photo.create({
        data: {
          userId,
          type,
          url: stored.url,
          storageKey: stored.key,
          thumbUrl: thumbnail.url,
          thumbKey: thumbnail.key,
          contentType: image.contentType,
          caption: input.caption,
          isPrimary,
        },
      });
    });
  } catch (error) {
    await Promise.all([removeStored(stored.key), removeStored(thumbnail.key)]);
    throw error;
  }
}
