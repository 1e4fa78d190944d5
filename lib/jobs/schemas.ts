import { z } from "zod";
import { MAX_RADIUS_MILES } from "./radius";
import { addressFieldsSchema, ZIP_PATTERN } from "@/lib/addresses/schemas";
import { idSchema, moneySchema, paginationSchema, text } from "@/lib/validations/common";
import { NEEDED_BY_MAX_DAYS, neededByWindow } from "./needed-by";
import { biddingCloseRefusal } from "./bidding";
import { jobOffer } from "./status";
import { recurrenceSchema } from "@/lib/plans/schemas";

// The Job entity: a "lawn" on the homeowner's screens and /api/lawns routes, a "job" on the provider's and /api/jobs.

// 'offered' (a direct request) is listed only to its parties: market listings leave it out (lib/jobs/listing-sql.ts).
export const JOB_STATUSES = ["open", "offered", "claimed", "in_progress", "completed", "cancelled", "expired"] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES, {
  error: `Status must be one of: all, ${JOB_STATUSES.join(", ")}`,
});
export const priceTypeSchema = z.enum(["fixed", "auction"], { error: "Price type must be fixed or auction" });
// needed_by: 'Soonest needed' first, postings without a date ('Flexible') last. "distance" (nearest first) needs a
// centre: near or zip.
export const JOB_SORTS = ["created_at", "price_estimate", "-price_estimate", "needed_by", "distance"] as const;
export type JobSort = (typeof JOB_SORTS)[number];

const trueOrFalse = (name: string) => z.enum(["true", "false"], { error: `${name} must be true or false` });

const PLACE_MAX_LENGTH = 60;
// Digits only must be a whole ZIP code; anything else is a town's name, with a state or ZIP after it if wanted.
const isZipOrTown = (value: string) =>
  /^\d+$/.test(value) ? ZIP_PATTERN.test(value) : /^\p{L}[\p{L} .,'-]*( \d{1,5})?$/u.test(value);

/** zip=: a 5-digit ZIP code or a town ("Brooklyn", "Austin, TX"), read as the address search reads it. */
export const placeSchema = text()
  .trim()
  .max(PLACE_MAX_LENGTH, `zip must be at most ${PLACE_MAX_LENGTH} characters`)
  .refine(isZipOrTown, "zip must be a 5-digit ZIP code or a town");

// near=lat,lng (decimal degrees) or near=me (the signed-in user's default address).
const nearSchema = text().transform((value, ctx) => {
  if (value === "me") return "me" as const;
  if (!/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/.test(value)) {
    ctx.addIssue({ code: "custom", message: "near must be me or latitude,longitude (for example 40.7128,-74.006)" });
    return z.NEVER;
  }
  const [latitude, longitude] = value.split(",").map(Number);
  if (Math.abs(latitude) > 90) ctx.addIssue({ code: "custom", message: "Latitude must be between -90 and 90" });
  if (Math.abs(longitude) > 180) ctx.addIssue({ code: "custom", message: "Longitude must be between -180 and 180" });
  return { latitude, longitude };
});

// GET /api/jobs (SPEC §3 'Job list query parameters'; defaults from §9), plus a centre (near or zip) and a radius.
export const jobListQuerySchema = paginationSchema
  .extend({
    status: z.union([z.literal("all"), jobStatusSchema]).default("open"),
    price_type: z.union([z.literal("all"), priceTypeSchema]).default("all"),
    sort: z.enum(JOB_SORTS, { error: `Sort must be one of: ${JOB_SORTS.join(", ")}` }).default("created_at"),
    // `mine=true`: a provider's assigned jobs (My Active Jobs, Completed) or a homeowner's own lawns.
    mine: trueOrFalse("mine")
      .default("false")
      .transform((v) => v === "true"),
    near: nearSchema.optional(),
    // A 5-digit ZIP code or a town ("Brooklyn", "Austin, TX"), read as the address search reads it.
    zip: placeSchema.optional(),
    radius: z.coerce
      .number({ error: "radius must be a number of miles" })
      .min(1, "radius must be at least 1 mile")
      .max(MAX_RADIUS_MILES, `radius must be at most ${MAX_RADIUS_MILES} miles`)
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.near !== undefined && query.zip !== undefined)
      ctx.addIssue({ code: "custom", message: "Send near or zip, not both", path: ["zip"] });
    const centred = query.near !== undefined || query.zip !== undefined;
    if (!centred && query.radius !== undefined)
      ctx.addIssue({ code: "custom", message: "radius needs a centre: near or zip", path: ["radius"] });
    if (!centred && query.sort === "distance")
      ctx.addIssue({ code: "custom", message: "sort=distance needs a centre: near or zip", path: ["sort"] });
  });

export type JobListQuery = z.infer<typeof jobListQuerySchema>;

// GET /api/lawns?owner_only=true&status&limit&skip (SPEC §7): the caller's own lawns, or with owner_only=false
// everyone's (the same listing as GET /api/jobs, every status).
export const lawnListQuerySchema = paginationSchema.extend({
  owner_only: trueOrFalse("owner_only")
    .default("true")
    .transform((v) => v === "true"),
  status: z.union([z.literal("all"), jobStatusSchema]).default("all"),
});

export type LawnListQuery = z.infer<typeof lawnListQuerySchema>;

/** The posting form's limits, shared by the form (maxLength) and the API. */
export const LAWN_LIMITS = { titleMin: 3, title: 120, description: 5000, area: 100, photos: 10 } as const;

const lawnDetails = {
  title: text({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    // A word or two that says what the job is: one letter says nothing to a provider.
    .min(LAWN_LIMITS.titleMin, `Title must be at least ${LAWN_LIMITS.titleMin} characters`)
    .max(LAWN_LIMITS.title, `Title must be at most ${LAWN_LIMITS.title} characters`),
  description: text({ error: "Description must be text", multiline: true })
    .trim()
    .max(
      LAWN_LIMITS.description,
      `Description must be at most ${LAWN_LIMITS.description.toLocaleString("en-US")} characters`,
    ),
  area: text({ error: "Area must be text" })
    .trim()
    .max(LAWN_LIMITS.area, `Area must be at most ${LAWN_LIMITS.area} characters`),
  price_estimate: moneySchema.nullable(),
  // An ISO date (YYYY-MM-DD) from today to 60 days ahead (lib/jobs/needed-by.ts); null is 'Flexible'.
  needed_by: z.iso
    .date("Needed by must be a date (YYYY-MM-DD)")
    .refine((date) => {
      const { min, max } = neededByWindow();
      return date >= min && date <= max;
    }, `Needed by must be between today and ${NEEDED_BY_MAX_DAYS} days from now`)
    .nullable(),
};

// "Brooklyn, NY" as the spec's client sends it, or { city, state }.
// The transform is outside the union so that a refusal inside either form (a control character in the city) is
// reported as itself rather than as "Invalid input".
const locationSchema = z
  .union([
    text().trim().max(200, "Location is too long"),
    z.object({ city: text().trim().max(100), state: text().trim().max(50) }),
  ])
  .transform((location) =>
    typeof location === "string" ? location : [location.city, location.state].filter(Boolean).join(", "),
  );

/** A posting's photos: the URLs of the owner's uploads, in the order shown. */
const lawnPhotos = z
  .array(text().max(2048), { error: "Photos must be a list of uploaded photo URLs" })
  .max(LAWN_LIMITS.photos, `At most ${LAWN_LIMITS.photos} photos`);

// POST /api/lawns: the lawn posting payload of SPEC §3. The address is a saved address (user_address_id) or a
// complete typed one, checked with the same rules as a saved address.
export const lawnPayloadSchema = addressFieldsSchema
  .partial()
  .extend({
    ...lawnDetails,
    description: lawnDetails.description.default(""),
    area: lawnDetails.area.default(""),
    price_estimate: lawnDetails.price_estimate.default(null),
    needed_by: lawnDetails.needed_by.default(null),
    price_type: priceTypeSchema.default("fixed"),
    location: locationSchema.optional(),
    photos: lawnPhotos.default([]),
    user_address_id: idSchema.optional(),
    // For a posting that takes bids (lib/jobs/bidding.ts): when bidding closes; null is 3 days ahead.
    bidding_closes_at: z.iso
      .datetime({ offset: true, error: "Bidding closes must be a date and time (ISO 8601)" })
      .nullable()
      .default(null),
    // "Award automatically" at the close: the lowest bid from a provider rated at least min_rating.
    auto_award: z
      .object({
        min_rating: z
          .number({ error: "Minimum rating must be a number" })
          .min(1, "Minimum rating must be at least 1")
          .max(5, "Minimum rating must be at most 5"),
      })
      .strict()
      .nullable()
      .default(null),
    // A recurring posting (lib/plans/schemas.ts); omitted: one time. Its price is per visit.
    recurrence: recurrenceSchema.optional(),
    // A direct request to this provider alone (a favourite booked from their profile): lib/jobs/direct-request.ts.
    invite_provider_id: idSchema.optional(),
  })
  .superRefine((lawn, ctx) => {
    const takesBids = jobOffer(lawn.price_type, lawn.price_estimate !== null) === "bid";
    if (takesBids && lawn.invite_provider_id !== undefined)
      ctx.addIssue({
        code: "custom",
        message: "A request to one provider needs a fixed price for them to accept",
        path: ["price_estimate"],
      });
    if (!takesBids && lawn.bidding_closes_at !== null)
      ctx.addIssue({ code: "custom", message: "Only postings that take bids close", path: ["bidding_closes_at"] });
    if (!takesBids && lawn.auto_award !== null)
      ctx.addIssue({ code: "custom", message: "Only postings that take bids are awarded", path: ["auto_award"] });
    if (takesBids && lawn.bidding_closes_at !== null) {
      const refusal = biddingCloseRefusal(new Date(lawn.bidding_closes_at), new Date(), lawn.needed_by);
      if (refusal) ctx.addIssue({ code: "custom", message: refusal, path: ["bidding_closes_at"] });
    }
    if (lawn.user_address_id) return;
    const typed = addressFieldsSchema.safeParse(lawn);
    for (const issue of typed.success ? [] : typed.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  });

// PATCH /api/lawns/{id}: the owner edits an open posting; `photos`, when sent, is the posting's whole new list.
export const lawnEditSchema = z
  .object({ ...lawnDetails, photos: lawnPhotos })
  .partial()
  .strict()
  .refine((edit) => Object.keys(edit).length > 0, "Nothing to update");

// POST /api/jobs/{id}/book-again: the same lawn with the same provider; the date is the new posting's 'needed by'
// (one time) or first visit (recurring), and may be left out (flexible; a recurring plan then starts tomorrow).
export const bookAgainSchema = z
  .object({
    // An emptied date field is no date.
    date: z
      .preprocess((value) => (value === "" ? null : value), z.iso.date("Date must be a date (YYYY-MM-DD)").nullable())
      .default(null),
  })
  .strict();

export type BookAgainInput = z.input<typeof bookAgainSchema>;
export type LawnPayload = z.infer<typeof lawnPayloadSchema>;
export type LawnEdit = z.infer<typeof lawnEditSchema>;
