import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

/** A posting's photos with their thumbnails, in the same order (the job's `photos` and `thumbnails` columns). */
export type PostingPhotos = { photos: string[]; thumbnails: string[] };

/**
 * Photos on a posting must be the owner's own uploads: no arbitrary (tracking) URLs on other people's screens. A
 * photo the posting already carries (`kept`) stays allowed when edited, even if its upload has since been deleted.
 * Answers them with their thumbnails, in the same order.
 */
export async function checkPhotos(
  client: Prisma.TransactionClient | typeof db,
  ownerId: string,
  photos: string[],
  kept: PostingPhotos = { photos: [], thumbnails: [] },
): Promise<PostingPhotos> {
  const unique = [...new Set(photos)];
  if (unique.length === 0) return { photos: unique, thumbnails: [] };
  const thumbnailOf = new Map(kept.photos.map((url, index) => [url, kept.thumbnails[index] ?? url]));
  const uploads = unique.filter((url) => !thumbnailOf.has(url));
  const owned =
    uploads.length === 0
      ? []
      : await client.photo.findMany({
          where: { userId: ownerId, url: { in: uploads } },
          select: { url: true, thumbUrl: true },
        });
  if (owned.length !== uploads.length)
    throw new AppError("photo_not_uploaded", "photos: upload each photo before posting it");
  for (const photo of owned) thumbnailOf.set(photo.url, photo.thumbUrl ?? photo.url);
  return { photos: unique, thumbnails: unique.map((url) => thumbnailOf.get(url) ?? url) };
}
