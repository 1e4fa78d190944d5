import type { BrowserContext } from "@playwright/test";
import { routeFakeStripeJs } from "../fakes/stripe/stripe-js";

/**
 * Stripe in a browser of this project's: Stripe.js is the fake (tests/fakes/stripe/stripe-js.ts), and its calls to
 * Stripe's API are answered by the fake Stripe server the card server also talks to (E2E_STRIPE_URL). Nothing reaches
 * the internet.
 */
export const routeStripe = (context: BrowserContext) => routeFakeStripeJs(context, process.env.E2E_STRIPE_URL!);
