import Stripe from "stripe";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { stripe, stripeKeys } from "@/lib/stripe/client";
import { handleStripeEvent } from "@/lib/stripe/handle-event";

export const POST = route(
  {
    access: "public",
    response: z.object({ received: z.literal(true), replay: z.boolean() }),
    summary: "Stripe's webhook: events verified by their Stripe-Signature over the raw body, each applied once",
  },
  async ({ request }) => {
    const keys = stripeKeys();
    if (!keys) throw new AppError("card_payments_off", "Card payment is not set up here");
    // The signature is over the exact bytes sent, so the body is read as text, never parsed first.
    const payload = await request.text();
    let event: Stripe.Event;
    try {
      event = stripe().webhooks.constructEvent(
        payload,
        request.headers.get("stripe-signature") ?? "",
        keys.webhookSecret,
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError)
        throw new AppError("invalid_signature", "The webhook's signature does not match its body");
      throw error;
    }
    return { received: true as const, replay: (await handleStripeEvent(event)) === "replay" };
  },
);
