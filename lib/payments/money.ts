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

/**
 * A refund of part (or all) of a payment, split between the provider's payout and the platform's fee in proportion
 * (the fee's share rounded half up), so that after it charged = payout + fee + refunded still holds to the cent.
 */
export function splitRefund(
  payment: { amountCents: number; feeCents: number },
  refundCents: number,
): { fromFeeCents: number; fromPayoutCents: number } {
  const { amountCents, feeCents: fee } = payment;
  if (!Number.isSafeInteger(refundCents) || refundCents < 0 || refundCents > amountCents)
    throw new RangeError("refundCents must be whole cents, at most the amount");
  const fromFeeCents = amountCents === 0 ? 0 : Math.floor((2 * fee * refundCents + amountCents) / (2 * amountCents));
  return { fromFeeCents, fromPayoutCents: refundCents - fromFeeCents };
}

/** What a payment comes to once a refund (if any) is taken from the payout and the fee in proportion. */
export function settledAmounts(payment: { amountCents: number; feeCents: number; refundedCents: number }) {
  const { fromFeeCents, fromPayoutCents } = splitRefund(payment, payment.refundedCents);
  return {
    feeCents: payment.feeCents - fromFeeCents,
    payoutCents: payment.amountCents - payment.feeCents - fromPayoutCents,
  };
}

/** "$42.75" */
export const formatCents = (cents: number) =>
  `${cents < 0 ? "-" : ""}$${Math.floor(Math.abs(cents) / 100).toLocaleString("en-US")}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
