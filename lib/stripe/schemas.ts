import { z } from "zod";

// The card-payment calls' bodies and answers (app/api/users/payouts, app/api/users/card).

export const payoutSetupSchema = z
  .object({
    card_payments: z.boolean().meta({ description: "False: payment is direct, and there is nothing to set up" }),
    account: z.boolean().meta({ description: "Whether the provider has begun Stripe's onboarding" }),
    ready: z.boolean().meta({ description: "Whether Stripe can pay them: only then may they take paid work" }),
  })
  .meta({ id: "PayoutSetup" });

export const onboardingLinkSchema = z.object({
  url: z.url().meta({ description: "Stripe's hosted onboarding; it returns to the Earnings tab" }),
});

export const savedCardSchema = z
  .object({
    card_payments: z.boolean(),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  })
  .meta({ id: "SavedCard" });

export const cardSetupSchema = z.object({
  client_secret: z.string().meta({ description: "The SetupIntent's client secret, for Stripe Elements" }),
});

export const saveCardSchema = z.object({
  setup_intent: z
    .string()
    .regex(/^seti_\w+$/, "setup_intent must be a SetupIntent id (seti_…)")
    .meta({ description: "The SetupIntent Stripe Elements confirmed" }),
});
