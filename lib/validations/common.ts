import { z } from "zod";

export const idSchema = z.uuid("Invalid id");
export const idParams = z.object({ id: idSchema });

/** A query-string integer within bounds, with a default when absent. */
export function queryInt(min: number, max: number, fallback: number) {
  return z.coerce
    .number({ error: "Must be a whole number" })
    .int("Must be a whole number")
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`)
    .default(fallback);
}

/** Money: a number >= 0 with at most two decimals. */
export const moneySchema = z
  .number({ error: "Must be a number" })
  .min(0, "Must be at least 0")
  .max(1_000_000, "Must be at most 1,000,000")
  .refine((value) => Math.round(value * 100) === Number((value * 100).toFixed(6)), "Use at most 2 decimals");

export const paginationSchema = z.object({
  limit: queryInt(1, 100, 20),
  skip: queryInt(0, 1_000_000, 0),
});

export function pagination(total: number, limit: number, skip: number) {
  return { total, limit, skip, hasMore: skip + limit < total };
}
