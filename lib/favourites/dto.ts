import "server-only";
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { averageRating } from "@/lib/reviews/rules";
import { instantSchema } from "@/lib/validations/common";

/** What a favourite shows of its provider: their public profile's name, photo and rating. */
export const favouriteSelect = {
  createdAt: true,
  provider: {
    select: {
      id: true,
      fullName: true,
      reviewCount: true,
      ratingTotal: true,
      photos: { where: { type: "profile", isPrimary: true }, select: { url: true, thumbUrl: true }, take: 1 },
    },
  },
} satisfies Prisma.FavouriteSelect;

export type FavouriteRecord = Prisma.FavouriteGetPayload<{ select: typeof favouriteSelect }>;

export const favouriteDtoSchema = z
  .object({
    provider_id: z.string(),
    full_name: z.string(),
    photo_url: z.string().nullable(),
    rating: z.number().nullable(),
    review_count: z.number().int(),
    favourited_at: instantSchema,
  })
  .meta({ id: "Favourite" });

export type FavouriteDto = z.infer<typeof favouriteDtoSchema>;

export const favouriteListSchema = z.object({ favourites: z.array(favouriteDtoSchema) }).meta({ id: "FavouriteList" });

export function toFavouriteDto(favourite: FavouriteRecord): FavouriteDto {
  const photo = favourite.provider.photos[0];
  return {
    provider_id: favourite.provider.id,
    full_name: favourite.provider.fullName,
    photo_url: photo ? (photo.thumbUrl ?? photo.url) : null,
    rating: averageRating(favourite.provider.ratingTotal, favourite.provider.reviewCount),
    review_count: favourite.provider.reviewCount,
    favourited_at: favourite.createdAt.toISOString(),
  };
}
