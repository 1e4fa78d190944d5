import "server-only";
import type { Address } from "@/lib/generated/prisma/client";

/** A saved address as the API returns it (SPEC §3). */
export function toAddressDto(address: Address) {
  return {
    id: address.id,
    label: address.label,
    is_default: address.isDefault,
    full_address: address.fullAddress,
    street: address.street,
    street_number: address.streetNumber,
    city: address.city,
    state: address.state,
    postal_code: address.postalCode,
    country: address.country,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

export type AddressDto = ReturnType<typeof toAddressDto>;
