import "server-only";
import type { ZipCode } from "./zip-codes";

/** A suggestion of the address search box: the address fields it fills (SPEC §3 names), and how to show it. */
export function toPlaceDto(zip: ZipCode) {
  return { description: `${zip.city}, ${zip.state} ${zip.postal_code}`, ...zip, country: "US" };
}

export type PlaceDto = ReturnType<typeof toPlaceDto>;
