// The marketplace's payment terms, read from the environment at run time (lib/config/env.ts checks them at start):
// the platform's fee, taken from the provider's side, and how long a homeowner has to confirm or dispute completed
// work (silence confirms).

export type PaymentTerms = { feePercent: number; confirmationWindowHours: number };

export const DEFAULT_PAYMENT_TERMS: PaymentTerms = { feePercent: 5, confirmationWindowHours: 48 };

const whole = (value: string | undefined, fallback: number) =>
  value === undefined || value.trim() === "" ? fallback : Number(value);

export function paymentTerms(env: Record<string, string | undefined> = process.env): PaymentTerms {
  return {
    feePercent: whole(env.PLATFORM_FEE_PERCENT, DEFAULT_PAYMENT_TERMS.feePercent),
    confirmationWindowHours: whole(env.CONFIRMATION_WINDOW_HOURS, DEFAULT_PAYMENT_TERMS.confirmationWindowHours),
  };
}
