// Money as integer cents end to end: prices arrive as decimals (Prisma.Decimal, "45.50", 45.5) and are turned into
// cents once, by their digits, never by floating-point multiplication.

type DecimalLike = { toString(): string } | number | string;

/** Whole cents of a non-negative decimal amount with at most two decimals ("45.5" → 4550). */
export function centsOf(amount: DecimalLike): number {
  const text = typeof amount === "number" ? amount.toFixed(2) : amount.toString();
  const match = /^(\d+)(?:\.(\d{1,2})0*)?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not an amount of money in dollars and cents: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** The platform's fee on an amount: `percent` of it, rounded half up to the cent (integers only). */
export function feeCents(amountCents: number, percent: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError("amountCents must be whole cents");
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError("percent must be 0 to 100");
  return Math.floor((amountCents * percent + 50) / 100);
}

/** "$42.75" */
export const formatCents = (cents: number) =>
  `${cents < 0 ? "-" : ""}$${Math.floor(Math.abs(cents) / 100).toLocaleString("en-US")}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
