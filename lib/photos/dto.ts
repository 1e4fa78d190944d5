import "server-only";
import { z } from "zod";
import type { Photo } from "@/lib/generated/prisma/client";
import { PhotoType } from "@/lib/generated/prisma/enums";

export const photoDtoSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    thumbnail_url: z.string(),
    type: z.enum(PhotoType),
    caption: z.string().nullable(),
    is_primary: z.boolean(),
  })
  .meta({ id: "Photo" });

export type PhotoDto = z.infer<typeof photoDtoSchema>;

/**
 * A photo as the API returns it (SPEC §3), with `thumbnail_url`: at most THUMBNAIL_SIDE px on its long side, for
 * cards and galleries (photos stored before thumbnails existed show their full image there).
 */
export function toPhotoDto(photo: Photo): PhotoDto {
  return {
    id: photo.id,
    url: photo.url,
    thumbnail_url: photo.thumbUrl ?? photo.url,
    type: photo.type,
    caption: photo.caption,
    is_primary: photo.isPrimary,
  };
}
