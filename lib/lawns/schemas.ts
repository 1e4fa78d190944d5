import { z } from "zod";
import { addressFieldsSchema } from "@/lib/addresses/schemas";
import { jobStatusSchema, priceTypeSchema } from "@/lib/jobs/schemas";
import { idSchema, moneySchema, paginationSchema } from "@/lib/validations/common";

const lawnDetails = {
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required").max(120, "Title must be at most 120 characters"),
  description: z.string({ error: "Description must be text" }).trim().max(5000, "Description must be at most 5,000 characters"),
  area: z.string({ error: "Area must be text" }).trim().max(100, "Area must be at most 100 characters"),
  price_estimate: moneySchema.nullable(),
};

// "Brooklyn, NY" as the spec's client sends it, or { city, state }.
const locationSchema = z.union([
  z.string().trim().max(200, "Location is too long"),
  z.object({ city: z.string().trim().max(100), state: z.string().trim().max(50) }).transform(({ city, state }) => [city, state].filter(Boolean).join(", ")),
]);

// POST /api/lawns: the lawn posting payload of SPEC §3. The address comes from a saved address or from the fields.
export const lawnPayloadSchema = addressFieldsSchema
  .partial()
  .extend({
    ...lawnDetails,
    description: lawnDetails.description.default(""),
    area: lawnDetails.area.default(""),
    price_estimate: lawnDetails.price_estimate.default(null),
    price_type: priceTypeSchema.default("fixed"),
    location: locationSchema.optional(),
    photos: z.array(z.string().max(2048), { error: "Photos must be a list of uploaded photo URLs" }).max(10, "At most 10 photos").default([]),
    user_address_id: idSchema.optional(),
  })
  .refine((lawn) => lawn.user_address_id || lawn.full_address, { message: "Please select an address", path: ["full_address"] });

// PATCH /api/lawns/{id}: the owner edits an open posting.
export const lawnEditSchema = z
  .object(lawnDetails)
  .partial()
  .strict()
  .refine((edit) => Object.keys(edit).length > 0, "Nothing to update");

// GET /api/lawns?owner_only=true&status&limit&skip: the caller's lawns.
export const lawnListQuerySchema = paginationSchema.extend({
  owner_only: z.enum(["true", "false"], { error: "owner_only must be true or false" }).optional(),
  status: z.union([z.literal("all"), jobStatusSchema]).default("all"),
});

export type LawnPayload = z.infer<typeof lawnPayloadSchema>;
export type LawnEdit = z.infer<typeof lawnEditSchema>;
export type LawnListQuery = z.infer<typeof lawnListQuerySchema>;
