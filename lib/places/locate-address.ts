import "server-only";
import type { AddressFields } from "@/lib/addresses/schemas";
import { AppError } from "@/lib/errors";
import { findZip } from "./zip-codes";

/**
 * The one rule for every address the app stores (saved addresses and postings): its ZIP must be a known US ZIP in
 * the address's state. An address that arrives without coordinates (typed, or from the no-key search) is placed at
 * its ZIP's centroid; coordinates from Google Places are kept.
 */
export async function locateAddress<T extends Pick<AddressFields, "postal_code" | "state" | "latitude" | "longitude">>(
  address: T,
): Promise<T & { latitude: number; longitude: number }> {
  const zip = await findZip(address.postal_code);
  if (!zip) throw new AppError("zip_unknown", `postal_code: ${address.postal_code} is not a US ZIP code`);
  if (zip.state !== address.state) {
    throw new AppError(
      "zip_state_mismatch",
      `postal_code: ZIP code ${zip.postal_code} is in ${zip.city}, ${zip.state}, not in ${address.state}`,
    );
  }
  const { latitude, longitude } = address;
  if (latitude != null && longitude != null) return { ...address, latitude, longitude };
  return { ...address, latitude: zip.latitude, longitude: zip.longitude };
}

/** Where a stored address is: its coordinates, or for one saved before geocoding, its ZIP's centroid (null if unknown). */
export async function storedPoint(address: { latitude: number | null; longitude: number | null; postalCode: string }) {
  const { latitude, longitude } = address;
  if (latitude !== null && longitude !== null) return { latitude, longitude };
  const zip = await findZip(address.postalCode);
  return zip ? { latitude: zip.latitude, longitude: zip.longitude } : null;
}
