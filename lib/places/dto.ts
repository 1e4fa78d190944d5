import "server-only";
import { z } from "zod";
import type { ZipCode } from "./zip-codes";

export const placeDtoSchema = z
  .object({
    description: z.string(),
    postal_code: z.string(),
    city: z.string(),
    state: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    country: z.string(),
  })
  .meta({ id: "Place" });

export type PlaceDto = z.infer<typeof placeDtoSchema>;

/** A suggestion of the address search box: the address fields it fills (SPEC §3 names), and how to show it. */
export function toPlaceDto(zip: ZipCode): PlaceDto {
  return { description: `${zip.city}, ${zip.state} ${zip.postal_code}`, ...zip, country: "US" };
}
