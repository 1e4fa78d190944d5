// The marketplace's payment terms, read from the environment at run time (lib/config/env.ts checks them at start):
// the platform's fee, taken from the provider's side, how long a homeowner has to confirm or dispute completed work
// (silence confirms), how many business days after a card charge its payout reaches the provider, and how work is
// paid: by card when the Stripe keys are set (lib/stripe/client.ts), else directly.

export type PaymentTerms = {
  feePercent: number;
  confirmationWindowHours: number;
  payoutDelayDays: number;
  method: "card" | "direct";
};

export const DEFAULT_PAYMENT_TERMS: PaymentTerms = {
  feePercent: 5,
  confirmationWindowHours: 48,
  payoutDelayDays: 2,
  method: "direct",
};

const whole = (value: string | undefined, fallback: number) =>
  value === undefined || value.trim() === "" ? fallback : Number(value);

export function paymentTerms(env: Record<string, string | undefined> = process.env): PaymentTerms {
  return {
    feePercent: whole(env.PLATFORM_FEE_PERCENT, DEFAULT_PAYMENT_TERMS.feePercent),
    confirmationWindowHours: whole(env.CONFIRMATION_WINDOW_HOURS, DEFAULT_PAYMENT_TERMS.confirmationWindowHours),
    payoutDelayDays: whole(env.PAYOUT_DELAY_DAYS, DEFAULT_PAYMENT_TERMS.payoutDelayDays),
    method:
      env.STRIPE_SECRET_KEY && env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET ? "card" : "direct",
  };
}

/** The day a payout made `at` is expected: `days` business days later (Saturdays and Sundays skipped), UTC. */
export function payoutDate(at: Date, days: number): Date {
  const date = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  for (let left = days; left > 0;) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date;
}

/**
 * Stripe's publishable key for the browser, read at run time (not inlined at build, as `process.env.NEXT_PUBLIC_…`
 * would be), so one build serves any Stripe account; null in direct payment.
 */
export function stripePublishableKey(env: Record<string, string | undefined> = process.env): string | null {
  return paymentTerms(env).method === "card" ? (env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? null) : null;
}
