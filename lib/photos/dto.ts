import "server-only";
import type { Photo } from "@/lib/generated/prisma/client";

/**
 * A photo as the API returns it (SPEC §3), with `thumbnail_url`: at most THUMBNAIL_SIDE px on its long side, for
 * cards and galleries (photos stored before thumbnails existed show their full image there).
 */
export function toPhotoDto(photo: Photo) {
  return {
    id: photo.id,
    url: photo.url,
    thumbnail_url: photo.thumbUrl ?? photo.url,
    type: photo.type,
    caption: photo.caption,
    is_primary: photo.isPrimary,
  };
}

export type PhotoDto = ReturnType<typeof toPhotoDto>;
