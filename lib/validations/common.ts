import { z } from "zod";

// Every schema module imports this one. In the browser the schemas run under a CSP without 'unsafe-eval' (proxy.ts):
// zod must not probe for eval to compile its parsers (the probe alone is reported as a violation).
if (typeof window !== "undefined") z.config({ jitless: true });

// Control characters (C0, DEL, C1) and lone UTF-16 surrogates: PostgreSQL refuses NUL in text, and none of them
// belongs in a name, a title or a search. Multi-line text (descriptions, messages, bios) keeps tab, LF and CR.
const CONTROL_OR_BROKEN = /\p{Cc}|\p{Cs}/u;
const CONTROL_OR_BROKEN_EXCEPT_LINES = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;
export const CONTROL_CHARACTERS_MESSAGE = "Must not contain control characters";
// Bidirectional controls (embeddings, overrides, isolates and marks) make text read differently from what it holds
// ("gpj.exe" shown as "exe.jpg"); nothing typed into a form needs them.
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
// Text that holds zero-width characters and nothing visible besides spaces would pass a required field as blank.
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/u;
const VISIBLE = /[^\s\u200b-\u200d\u2060\ufeff]/u;
export const INVISIBLE_TEXT_MESSAGE = "Must contain visible characters, not only zero-width ones";

/**
 * The one schema for text that comes from outside (bodies, query strings, form fields): a string without control
 * characters or bidirectional controls, else 400 with CONTROL_CHARACTERS_MESSAGE, and not made of zero-width
 * characters alone (INVISIBLE_TEXT_MESSAGE). Chain `.trim()`, `.min()`, `.max()` on it as on z.string().
 * `error` is the message when the value is not a string at all.
 */
export function text(options: { error?: string; multiline?: boolean } = {}) {
  const refused = options.multiline ? CONTROL_OR_BROKEN_EXCEPT_LINES : CONTROL_OR_BROKEN;
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine((value) => !refused.test(value) && !BIDI_CONTROL.test(value), CONTROL_CHARACTERS_MESSAGE)
    .refine((value) => !ZERO_WIDTH.test(value) || VISIBLE.test(value), INVISIBLE_TEXT_MESSAGE);
}

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

/**
 * Whether a number is a whole number of cents: as many as it is within the rounding error of multiplying by 100,
 * relative to its size, so a fraction of a cent (0.001, or 1e-9, which would be stored as 0.00) is not.
 */
const wholeCents = (value: number) => {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) <= Math.abs(cents) * 4 * Number.EPSILON;
};

/** Money: a number >= 0 with at most two decimals. */
export const moneySchema = z
  .number({ error: "Must be a number" })
  .min(0, "Must be at least 0")
  .max(1_000_000, "Must be at most 1,000,000")
  .refine(wholeCents, "Use at most 2 decimals");

export const paginationSchema = z.object({
  limit: queryInt(1, 100, 20),
  skip: queryInt(0, 1_000_000, 0),
});

export function pagination(total: number, limit: number, skip: number) {
  return { total, limit, skip, hasMore: skip + limit < total };
}
