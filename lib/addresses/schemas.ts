import { z } from "zod";

export const ADDRESS_REQUIRED_MESSAGE = "Please provide a label and select an address";

// Absent or null (an autocomplete result may lack a part) both mean "not given".
const addressPart = (name: string, max: number) =>
  z.string({ error: `${name} must be text` }).trim().max(max, `${name} must be at most ${max} characters`).nullish();

const coordinate = (name: string, limit: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`)
    .nullish();

const fullAddress = z.string({ error: "Address must be text" }).trim().max(500, "Address must be at most 500 characters");
const label = z.string({ error: "Label must be text" }).trim().max(50, "Label must be at most 50 characters");

/** The address parts of SPEC §3, shared by saved addresses and lawn postings (which also carry them). */
export const addressFieldsSchema = z.object({
  full_address: fullAddress.min(1, "Please select an address"),
  street: addressPart("Street", 200),
  street_number: addressPart("Street number", 50),
  city: addressPart("City", 100),
  state: addressPart("State", 100),
  postal_code: addressPart("Postal code", 20),
  country: addressPart("Country", 100),
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
});

export type AddressFields = z.infer<typeof addressFieldsSchema>;

// POST /api/users/addresses. A missing label or address gets the one message the Add Address dialog shows (SPEC §5).
export const createAddressSchema = addressFieldsSchema
  .extend({ label: label.optional(), full_address: fullAddress.optional(), is_default: z.boolean({ error: "is_default must be true or false" }).optional() })
  .transform((address, ctx) => {
    if (!address.label || !address.full_address) {
      ctx.addIssue({ code: "custom", message: ADDRESS_REQUIRED_MESSAGE });
      return z.NEVER;
    }
    return { ...address, label: address.label, full_address: address.full_address };
  });

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
