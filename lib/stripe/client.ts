import "server-only";
import Stripe from "stripe";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/log/logger";

// Card payment is on when the three Stripe keys are set (lib/config/env.ts refuses one without the others); without
// them LawnLink runs "pay your provider directly". STRIPE_API_URL points the SDK at another Stripe-compatible server
// (stripe-mock, or the tests' fake): the SDK's own host, port and protocol options.

export type StripeKeys = { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl?: string };

export function stripeKeys(env: Record<string, string | undefined> = process.env): StripeKeys | null {
  const secretKey = env.STRIPE_SECRET_KEY;
  const publishableKey = env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !publishableKey || !webhookSecret) return null;
  return { secretKey, publishableKey, webhookSecret, apiUrl: env.STRIPE_API_URL || undefined };
}

/** Whether payments made now are made by card (lib/payments/terms.ts reads the same keys for the DTOs). */
export const cardPaymentsOn = () => stripeKeys() !== null;

let cached: { key: string; client: Stripe } | null = null;

/** The SDK for the configured keys, made once per process (it holds no state that instances must share). */
export function stripe(): Stripe {
  const keys = stripeKeys();
  if (!keys) throw new AppError("card_payments_off", "Card payment is not set up here: pay your provider directly");
  const key = `${keys.secretKey} ${keys.apiUrl ?? ""}`;
  if (cached?.key !== key) {
    const api = keys.apiUrl ? new URL(keys.apiUrl) : null;
    cached = {
      key,
      client: new Stripe(keys.secretKey, {
        // Retries carry the same idempotency key, so a retry after a lost answer is answered, never charged again.
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: "LawnLink" },
        ...(api && {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol === "https:" ? "https" : "http",
        }),
      }),
    };
  }
  return cached.client;
}

/**
 * Runs a Stripe call, turning a failure to reach Stripe (or a refusal that is no card's fault) into a 502 the caller
 * can retry; card errors pass through for the caller to record.
 */
export async function callStripe<T>(call: (client: Stripe) => Promise<T>): Promise<T> {
  try {
    return await call(stripe());
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw error;
    if (error instanceof AppError) throw error;
    logger.warn({ err: error }, "stripe call failed");
    throw new AppError(
      "payment_provider_unavailable",
      "Stripe could not complete this just now. Nothing was charged twice: please try again",
    );
  }
}
