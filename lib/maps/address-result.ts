// SPEC §3 'Address-autocomplete result': what choosing a place in the address search fills in, from either source.
import type { PlaceDto } from "@/lib/places/dto";

export type AddressResult = {
  fullAddress: string;
  street: string;
  streetNumber: string;
  city: string;
  /** Two-letter code. */
  state: string;
  postalCode: string;
  country: string;
  latitude: number;
  longitude: number;
};

/** A suggestion of the no-key search (GET /api/places) as the result: the town and ZIP at the ZIP's centroid, no street. */
export function addressFromZipPlace(place: PlaceDto): AddressResult {
  return {
    fullAddress: place.description,
    street: "",
    streetNumber: "",
    city: place.city,
    state: place.state,
    postalCode: place.postal_code,
    country: place.country,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/** The parts of a Google Places (new) `Place` that the result is read from. */
export type GooglePlaceLike = {
  formattedAddress?: string | null;
  addressComponents?: { longText: string | null; shortText: string | null; types: string[] }[] | null;
  location?: { lat(): number; lng(): number } | null;
};

// New York's boroughs come as sublocalities; small places as a postal town or township.
const CITY_TYPES = ["locality", "sublocality_level_1", "postal_town", "administrative_area_level_3", "neighborhood"];

/** A chosen Google place as the result, or null when it lacks address components or a location (SPEC §5: ignored). */
export function addressFromGooglePlace(place: GooglePlaceLike): AddressResult | null {
  const components = place.addressComponents ?? [];
  if (components.length === 0 || !place.location) return null;
  const part = (type: string, form: "longText" | "shortText" = "longText") =>
    components.find((c) => c.types.includes(type))?.[form] ?? "";
  const city = CITY_TYPES.map((type) => part(type)).find(Boolean) ?? "";
  return {
    fullAddress: place.formattedAddress ?? "",
    street: part("route"),
    streetNumber: part("street_number"),
    city,
    state: part("administrative_area_level_1", "shortText"),
    postalCode: part("postal_code"),
    country: part("country", "shortText"),
    latitude: place.location.lat(),
    longitude: place.location.lng(),
  };
}
