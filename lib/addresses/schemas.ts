import { z } from "zod";
import { text } from "@/lib/validations/common";

export const ADDRESS_REQUIRED_MESSAGE = "Please provide a label and select an address";
export const DUPLICATE_ADDRESS_MESSAGE = "You have already saved this address";

/** The two-letter codes of the US states and DC (SPEC §5: addresses are US only). */
export const US_STATES =
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(
    " ",
  );

/** A US ZIP code as LawnLink takes it: five digits (no ZIP+4). */
export const ZIP_PATTERN = /^\d{5}$/;

const requiredPart = (max: number, missing: string) =>
  text({ error: missing }).trim().min(1, missing).max(max, `${missing} (at most ${max} characters)`);

const coordinate = (name: string, limit: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`)
    .nullish();

const fullAddress = text({ error: "Address must be text" }).trim().max(500, "Address must be at most 500 characters");
const label = text({ error: "Label must be text" }).trim().max(50, "Label must be at most 50 characters");

/**
 * The address parts of SPEC §3, shared by saved addresses and lawn postings (which also carry them): a complete
 * US street address with a 5-digit ZIP. The forms check it with this schema and the API enforces the same.
 */
export const addressFieldsSchema = z.object({
  full_address: fullAddress.min(1, "Please select an address"),
  street_number: requiredPart(50, "Enter the street number"),
  street: requiredPart(200, "Enter the street"),
  city: requiredPart(100, "Enter the city"),
  state: z.enum(US_STATES as [string, ...string[]], { error: "Choose a state" }),
  postal_code: text({ error: "Enter a 5-digit ZIP code" }).trim().regex(ZIP_PATTERN, "Enter a 5-digit ZIP code"),
  // A Places result names the country "US" (short) or "United States" (long).
  country: text({ error: "Country must be text" })
    .trim()
    .refine((country) => /^(us|usa|united states)$/i.test(country), "LawnLink serves US addresses only")
    .transform(() => "US")
    .default("US"),
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
});

export type AddressFields = z.infer<typeof addressFieldsSchema>;

const isGiven = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** A new saved address, part by part: what the Add Address form checks under its fields. */
export const newAddressSchema = addressFieldsSchema.extend({
  label: label.min(1, "Please provide a label"),
  is_default: z.boolean({ error: "is_default must be true or false" }).optional(),
});

// POST /api/users/addresses. A missing label or address gets the one message the Add Address dialog shows (SPEC §5);
// an address that was given is then checked part by part.
export const createAddressSchema = z
  .looseObject({ label: z.unknown().optional(), full_address: z.unknown().optional() })
  .refine((address) => isGiven(address.label) && isGiven(address.full_address), ADDRESS_REQUIRED_MESSAGE)
  .pipe(newAddressSchema);

export type CreateAddressInput = z.infer<typeof createAddressSchema>;

// PUT /api/users/addresses?id=: a new label and/or { is_default: true }. The client sends the whole address on an
// edit (SPEC §7); the address parts are ignored because a saved address cannot change (delete and add instead).
// is_default: false is ignored too: the default moves only by making another address the default.
export const updateAddressSchema = z
  .object({
    label: label.min(1, "Label cannot be empty").optional(),
    is_default: z.boolean({ error: "is_default must be true or false" }).optional(),
  })
  .refine((update) => update.label !== undefined || update.is_default === true, "Send a new label or is_default: true");

export type UpdateAddressInput = z.infer<typeof updateAddressSchema>;
