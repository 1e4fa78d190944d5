import "server-only";
import type { Photo } from "@/lib/generated/prisma/client";

/** A photo as the API returns it (SPEC §3). */
export function toPhotoDto(photo: Photo) {
  return { id: photo.id, url: photo.url, type: photo.type, caption: photo.caption, is_primary: photo.isPrimary };
}

export type PhotoDto = ReturnType<typeof toPhotoDto>;
