import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { POST as completeJobRoute } from "@/app/api/jobs/[id]/complete/route";
import { POST as startCardSetupRoute } from "@/app/api/users/card/setup/route";
import { POST as saveCardRoute } from "@/app/api/users/card/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import Stripe from "stripe";
import { db } from "@/lib/db/client";
import { chargeIdempotencyKey } from "@/lib/stripe/charge-payment";
import { getPayoutSetup, startOnboarding } from "@/lib/stripe/connect";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe/server";
import { call } from "./http";
import { createJob } from "./jobs";
import { createUser } from "./users";

export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: "sk_test_lawnlink",
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_lawnlink",
  STRIPE_WEBHOOK_SECRET: "whsec_lawnlink",
};

/**
 * Card payment on for this test file: the fake Stripe (tests/fakes/stripe/server.ts) behind the SDK, and its webhooks
 * delivered over HTTP to the real webhook route through a small local server, as Stripe delivers them.
 */
export async function withCardPayments(): Promise<{ fake: FakeStripe; stop: () => Promise<void>; webhookUrl: string }> {
  const relay: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = await webhookRoute(
      new Request("http://localhost/api/webhooks/stripe", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": String(request.headers["stripe-signature"] ?? ""),
        },
        body: Buffer.concat(chunks),
      }),
      { params: Promise.resolve({}) },
    );
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(await answer.text());
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(relay.address() as AddressInfo).port}/`;
  const fake = await startFakeStripe({ webhookUrl, webhookSecret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET });
  Object.assign(process.env, STRIPE_TEST_KEYS, { STRIPE_API_URL: fake.url });
  return {
    fake,
    webhookUrl,
    stop: async () => {
      for (const name of [...Object.keys(STRIPE_TEST_KEYS), "STRIPE_API_URL"]) delete process.env[name];
      await fake.stop();
      await new Promise((resolve) => relay.close(resolve));
    },
  };
}

/**
 * Saves a card for a homeowner as the browser does: a SetupIntent from LawnLink, confirmed with Stripe (the fake) by
 * its client secret and the publishable key, then handed back to LawnLink.
 */
export async function saveTestCard(fake: FakeStripe, token: string, paymentMethod: string) {
  const setup = await call<{ client_secret: string }>(startCardSetupRoute, { token });
  expect(setup.status).toBe(200);
  const secret = setup.body.client_secret;
  const setupIntent = secret.split("_secret_")[0];
  const confirmed = await fetch(`${fake.url}/v1/setup_intents/${setupIntent}/confirm`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${STRIPE_TEST_KEYS.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ client_secret: secret, payment_method: paymentMethod }),
  });
  const saved = await call<{ card: { brand: string; last4: string } | null }>(saveCardRoute, {
    token,
    body: { setup_intent: setupIntent },
  });
  return { stripeStatus: confirmed.status, setupIntent, saved };
}

/**
 * A provider whose Stripe onboarding is done (Stripe's hosted page visited, then back on their Earnings tab, which
 * asks Stripe afresh), so they may take paid work.
 */
export async function onboard(providerId: string) {
  const { url } = await startOnboarding(providerId, "http://localhost/dashboard/provider?tab=earnings");
  const visit = await fetch(url, { redirect: "manual" });
  expect(visit.status).toBe(302);
  expect(await getPayoutSetup(providerId)).toMatchObject({ ready: true });
  return db.user.findUniqueOrThrow({ where: { id: providerId }, select: { stripeAccountId: true } });
}

let places = 0;

/** A homeowner with a card saved (none for ""), an onboarded provider, and their $80 job the provider completed. */
export async function completedCardJob(fake: FakeStripe, card = "pm_card_visa") {
  const owner = await createUser("homeowner", "Carla Cardholder");
  const provider = await createUser("provider", "Pete Payee");
  if (card) expect((await saveTestCard(fake, owner.token, card)).saved.status).toBe(200);
  const { stripeAccountId } = await onboard(provider.id);
  const job = await createJob(owner.id, {
    latitude: 41 + (places++ % 40) * 0.2,
    longitude: -100,
    title: "Back lawn",
    priceEstimate: 80,
    agreedPrice: 80,
    status: "in_progress",
    providerId: provider.id,
    claimedAt: new Date(),
    startedAt: new Date(),
  });
  const completed = await call(completeJobRoute, { params: { id: job.id }, token: provider.token });
  expect(completed.status).toBe(200);
  return { owner, provider, job, stripeAccountId: stripeAccountId! };
}

/**
 * An instance that charged a confirmed payment and died before recording the answer: Stripe has the charge (made
 * under the attempt's idempotency key, its webhook held back), LawnLink a due payment whose lease has lapsed.
 */
export async function chargeWithAnswerLost(fake: FakeStripe, jobId: string, destination: string) {
  const payment = await db.payment.update({
    where: { jobId },
    data: { status: "due", confirmedAt: new Date(), chargeLockedUntil: new Date(Date.now() - 1000) },
  });
  const owner = await db.user.findUniqueOrThrow({ where: { id: payment.ownerId } });
  const stripe = new Stripe(STRIPE_TEST_KEYS.STRIPE_SECRET_KEY, { host: fake.host, port: fake.port, protocol: "http" });
  fake.setWebhookUrl(undefined);
  const intent = await stripe.paymentIntents.create(
    {
      amount: payment.amountCents,
      currency: "usd",
      customer: owner.stripeCustomerId!,
      payment_method: owner.cardPaymentMethodId!,
      off_session: true,
      confirm: true,
      application_fee_amount: payment.feeCents,
      transfer_data: { destination },
      description: "LawnLink: Back lawn",
      metadata: { payment_id: payment.id, attempt: String(payment.chargeAttempt) },
    },
    { idempotencyKey: chargeIdempotencyKey(payment) },
  );
  return { payment, intent };
}
