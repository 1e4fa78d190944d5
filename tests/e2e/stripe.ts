import type { BrowserContext } from "@playwright/test";
import { routeFakeStripeJs } from "../fakes/stripe/stripe-js";

/**
 * Stripe in a browser of this project's: Stripe.js is the fake (tests/fakes/stripe/stripe-js.ts), and its calls to
 * Stripe's API (https://api.stripe.com, which the page's CSP allows) are answered by the fake Stripe server the card
 * server also talks to (E2E_STRIPE_URL). Nothing reaches the internet.
 */
export async function routeStripe(context: BrowserContext) {
  const fakeUrl = process.env.E2E_STRIPE_URL!;
  await routeFakeStripeJs(context, "https://api.stripe.com");
  await context.route("https://api.stripe.com/**", async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fakeUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}
