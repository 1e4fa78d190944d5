import { describe, expect, it } from "vitest";
import { z } from "zod";
import { placeBidSchema } from "@/lib/bids/schemas";
import { lawnPayloadSchema } from "@/lib/jobs/schemas";
import { inputLimits, maxItemsOf } from "./limits";

describe("limits read from the schemas (written once, used by forms and API)", () => {
  it("reads a text field's length limit through trim, optional, nullable, default and transforms", () => {
    expect(inputLimits(z.string().trim().max(120))).toEqual({ maxLength: 120 });
    expect(
      inputLimits(
        z
          .string()
          .max(50)
          .optional()
          .nullable()
          .transform((value) => value || undefined),
      ),
    ).toEqual({ maxLength: 50 });
    expect(inputLimits(z.string().max(5000).default(""))).toEqual({ maxLength: 5000 });
    expect(inputLimits(z.string())).toEqual({});
  });

  it("reads a number field's bounds", () => {
    expect(inputLimits(z.number().int().min(1).max(365))).toEqual({ min: 1, max: 365 });
    expect(inputLimits(z.number().min(0).nullable())).toEqual({ min: 0 });
    expect(inputLimits(z.number())).toEqual({});
  });

  it("reads a list's item limit", () => {
    expect(maxItemsOf(z.array(z.string()).max(10).default([]))).toBe(10);
    expect(maxItemsOf(z.array(z.string()))).toBeUndefined();
  });

  it("gives the forms the API's own limits", () => {
    expect(inputLimits(lawnPayloadSchema.shape.title)).toEqual({ minLength: 3, maxLength: 120 });
    expect(inputLimits(lawnPayloadSchema.shape.description)).toEqual({ maxLength: 5000 });
    expect(inputLimits(lawnPayloadSchema.shape.area)).toEqual({ maxLength: 100 });
    expect(maxItemsOf(lawnPayloadSchema.shape.photos)).toBe(10);
    expect(inputLimits(placeBidSchema.shape.eta_days)).toEqual({ min: 1, max: 365 });
    expect(inputLimits(placeBidSchema.shape.message)).toEqual({ maxLength: 1000 });
  });
});
