import "server-only";
import { z } from "zod";
import type { Address } from "@/lib/generated/prisma/client";

export const addressDtoSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    is_default: z.boolean(),
    full_address: z.string(),
    street: z.string(),
    street_number: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    country: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .meta({ id: "Address" });

export type AddressDto = z.infer<typeof addressDtoSchema>;

/** A saved address as the API returns it (SPEC §3). */
export function toAddressDto(address: Address): AddressDto {
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
