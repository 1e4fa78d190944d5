import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { parseForm, startFakeStripe, type FakeStripe } from "./server";

// The fake is checked with the official SDK, as the app calls it, and with fetch where a browser would call it.

const WEBHOOK_SECRET = "whsec_fake_stripe_test";
const PUBLISHABLE_KEY = "pk_test_fake";

let fake: FakeStripe;
let stripe: Stripe;
let hook: Server;
let hookUrl: string;
let received: { signature: string; body: string }[] = [];

beforeAll(async () => {
  // Stands in for the app's webhook route: keeps what Stripe sent.
  hook = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ signature: String(request.headers["stripe-signature"]), body: Buffer.concat(chunks).toString() });
    response.writeHead(200, { "content-type": "application/json" }).end('{"received":true}');
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/webhooks`;
  fake = await startFakeStripe({ webhookUrl: hookUrl, webhookSecret: WEBHOOK_SECRET });
  stripe = new Stripe("sk_test_123", {
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
    maxNetworkRetries: 0,
  });
});

beforeEach(() => fake.setWebhookUrl(hookUrl));

afterAll(async () => {
  await fake.stop();
  await new Promise((resolve) => hook.close(resolve));
});

/** What a browser does with a SetupIntent's client secret: Stripe.js confirms it with the publishable key. */
const confirmInBrowser = (clientSecret: string, paymentMethod: string) =>
  fetch(`${fake.url}/v1/setup_intents/${clientSecret.split("_secret_")[0]}/confirm`, {
    method: "POST",
    headers: { authorization: `Bearer ${PUBLISHABLE_KEY}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_secret: clientSecret, payment_method: paymentMethod }),
  });

async function customerWithCard(card: string) {
  const customer = await stripe.customers.create({
    email: "carla@example.com",
    name: "Carla",
    metadata: { user_id: "u1" },
  });
  const intent = await stripe.setupIntents.create({
    customer: customer.id,
    usage: "off_session",
    allowed_payment_method_types: ["card"],
  });
  const confirmed = await confirmInBrowser(intent.client_secret!, card);
  const saved = await stripe.setupIntents.retrieve(intent.id, { expand: ["payment_method"] });
  return { customer, intent, confirmed, saved, paymentMethod: saved.payment_method as Stripe.PaymentMethod | null };
}

async function onboardedAccount() {
  const account = await stripe.accounts.create({
    type: "express",
    country: "US",
    email: "pete@example.com",
    capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
    metadata: { user_id: "u2" },
  });
  await fake.completeOnboarding(account.id);
  return account;
}

const charge = (
  customer: string,
  paymentMethod: string,
  destination: string,
  extra: Partial<Stripe.PaymentIntentCreateParams> = {},
) => ({
  amount: 8000,
  currency: "usd",
  customer,
  payment_method: paymentMethod,
  off_session: true,
  confirm: true,
  application_fee_amount: 400,
  transfer_data: { destination },
  description: "LawnLink: Back lawn",
  metadata: { payment_id: "pay_1", attempt: "0" },
  ...extra,
});

async function caught(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error("expected Stripe to refuse");
}

/** The PaymentIntent a card error carries, as Stripe sent it. */
const intentOf = (error: Stripe.errors.StripeError) =>
  (error.raw as { payment_intent: Stripe.PaymentIntent }).payment_intent;

describe("Connect onboarding", () => {
  it("an account link leads to hosted onboarding, which enables the account and returns to the platform", async () => {
    const account = await stripe.accounts.create({
      type: "express",
      country: "US",
      email: "pete@example.com",
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      metadata: { user_id: "u2" },
    });
    expect(account).toMatchObject({
      id: expect.stringMatching(/^acct_\w{24}$/),
      object: "account",
      type: "express",
      email: "pete@example.com",
      metadata: { user_id: "u2" },
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities: { card_payments: "inactive", transfers: "inactive" },
    });
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: "account_onboarding",
      return_url: "http://localhost/dashboard/provider?tab=earnings",
      refresh_url: "http://localhost/dashboard/provider?tab=earnings&refresh=1",
    });
    expect(link).toMatchObject({
      object: "account_link",
      url: expect.stringContaining(`${fake.url}/express/onboarding/`),
    });
    expect(link.expires_at).toBeGreaterThan(link.created);

    const visit = await fetch(link.url, { redirect: "manual" });
    expect(visit.status).toBe(302);
    expect(visit.headers.get("location")).toBe("http://localhost/dashboard/provider?tab=earnings");
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { card_payments: "active", transfers: "active" },
    });
    // Its account.updated was delivered before the browser was sent back.
    const updated = fake.events.filter((event) => event.type === "account.updated");
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({
      account: account.id,
      data: { object: { id: account.id, charges_enabled: true } },
    });

    // A link is single-use: visited again, it sends the provider to refresh_url, and nothing changes.
    const again = await fetch(link.url, { redirect: "manual" });
    expect(again.headers.get("location")).toContain("refresh=1");
    expect(fake.events.filter((event) => event.type === "account.updated")).toHaveLength(1);
  });

  it("lists the platform's accounts, newest first", async () => {
    const first = await stripe.accounts.create({ type: "express" });
    const second = await stripe.accounts.create({ type: "express" });
    const page = await stripe.accounts.list({ limit: 2 });
    expect(page.data.map((account) => account.id)).toEqual([second.id, first.id]);
    expect(page.has_more).toBe(true);
    // Unauthenticated, as a readiness probe asks it: 401, as Stripe answers.
    expect((await fetch(`${fake.url}/v1/accounts`)).status).toBe(401);
  });

  it("an account the platform does not have is refused", async () => {
    const error = await caught(stripe.accounts.retrieve("acct_nope"));
    expect(error).toBeInstanceOf(Stripe.errors.StripePermissionError);
    expect(error.code).toBe("account_invalid");
  });
});

describe("saving a card with a SetupIntent", () => {
  it("confirmed by the browser with the publishable key and client secret, the card is attached to the customer", async () => {
    const { customer, intent, confirmed, saved, paymentMethod } = await customerWithCard("pm_card_visa");
    expect(customer).toMatchObject({
      id: expect.stringMatching(/^cus_/),
      object: "customer",
      email: "carla@example.com",
      invoice_settings: { default_payment_method: null },
    });
    expect(intent).toMatchObject({
      id: expect.stringMatching(/^seti_/),
      client_secret: expect.stringMatching(new RegExp(`^${intent.id}_secret_\\w+$`)),
      status: "requires_payment_method",
      customer: customer.id,
      payment_method: null,
      usage: "off_session",
      last_setup_error: null,
    });
    expect(confirmed.status).toBe(200);
    const seen = await confirmed.json();
    // Stripe.js sees the intent's public fields only.
    expect(seen).toMatchObject({ id: intent.id, status: "succeeded", payment_method: expect.stringMatching(/^pm_/) });
    expect(seen).not.toHaveProperty("customer");
    expect(seen).not.toHaveProperty("metadata");

    expect(saved).toMatchObject({ status: "succeeded", customer: customer.id });
    expect(paymentMethod).toMatchObject({
      object: "payment_method",
      type: "card",
      customer: customer.id,
      card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: new Date().getFullYear() + 3, funding: "credit" },
    });
    expect(paymentMethod!.id).not.toBe("pm_card_visa");
    expect(await stripe.paymentMethods.retrieve(paymentMethod!.id)).toMatchObject({ card: { last4: "4242" } });

    const updated = await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: paymentMethod!.id },
    });
    expect(updated.invoice_settings.default_payment_method).toBe(paymentMethod!.id);

    // Confirmed once, it is not confirmed again.
    expect((await confirmInBrowser(intent.client_secret!, "pm_card_visa")).status).toBe(400);
  });

  it("with the publishable key, only with the intent's own client secret, and never for server calls", async () => {
    const intent = await stripe.setupIntents.create({ customer: (await stripe.customers.create({})).id });
    const wrong = await confirmInBrowser(`${intent.id}_secret_wrong`, "pm_card_visa");
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toMatchObject({ type: "invalid_request_error", param: "client_secret" });
    const read = await fetch(`${fake.url}/v1/setup_intents/${intent.id}?client_secret=${intent.client_secret}`, {
      headers: { authorization: `Bearer ${PUBLISHABLE_KEY}` },
    });
    expect(await read.json()).toMatchObject({ id: intent.id, status: "requires_payment_method" });

    const browser = new Stripe(PUBLISHABLE_KEY, {
      host: fake.host,
      port: fake.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    const error = await caught(browser.customers.create({ email: "x@example.com" }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it("a card declined at set-up is not saved: a 402 card error, and the intent still wants a payment method", async () => {
    const { confirmed, saved } = await customerWithCard("pm_card_chargeDeclined");
    expect(confirmed.status).toBe(402);
    const { error } = await confirmed.json();
    expect(error).toMatchObject({
      type: "card_error",
      code: "card_declined",
      decline_code: "generic_decline",
      message: "Your card was declined.",
      setup_intent: { status: "requires_payment_method" },
    });
    expect(saved).toMatchObject({
      status: "requires_payment_method",
      payment_method: null,
      last_setup_error: { code: "card_declined", decline_code: "generic_decline" },
    });
    await fake.deliveries();
    expect(fake.events.some((event) => event.type === "setup_intent.setup_failed")).toBe(true);
  });
});

describe("off-session PaymentIntents", () => {
  it("succeed: the charge, its transfer to the connected account and the platform's fee", async () => {
    const account = await onboardedAccount();
    const { customer, paymentMethod } = await customerWithCard("pm_card_visa");
    const before = fake.charges();
    const intent = await stripe.paymentIntents.create(charge(customer.id, paymentMethod!.id, account.id), {
      idempotencyKey: `charge-${customer.id}`,
    });
    expect(intent).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      object: "payment_intent",
      status: "succeeded",
      amount: 8000,
      amount_received: 8000,
      application_fee_amount: 400,
      transfer_data: { destination: account.id },
      metadata: { payment_id: "pay_1", attempt: "0" },
      latest_charge: expect.stringMatching(/^ch_/),
    });
    expect(fake.charges()).toBe(before + 1);
    const made = fake.objects.get(intent.latest_charge as string);
    expect(made).toMatchObject({ status: "succeeded", paid: true, amount: 8000, payment_intent: intent.id });
    expect(fake.objects.get(made.transfer)).toMatchObject({
      object: "transfer",
      amount: 8000,
      destination: account.id,
    });
    expect(fake.objects.get(made.application_fee)).toMatchObject({
      object: "application_fee",
      amount: 400,
      account: account.id,
    });
    const expandedIntent = await stripe.paymentIntents.retrieve(intent.id, { expand: ["latest_charge"] });
    expect(expandedIntent.latest_charge).toMatchObject({ id: made.id, object: "charge" });

    // The same key and parameters: the first answer again, nothing charged twice.
    const again = await stripe.paymentIntents.create(charge(customer.id, paymentMethod!.id, account.id), {
      idempotencyKey: `charge-${customer.id}`,
    });
    expect(again.id).toBe(intent.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(fake.charges()).toBe(before + 1);
    expect(fake.requests.at(-1)).toMatchObject({
      path: "/v1/payment_intents",
      replayed: true,
      idempotencyKey: `charge-${customer.id}`,
    });

    // The same key with other parameters, or for another endpoint, is refused.
    const changed = await caught(
      stripe.paymentIntents.create(charge(customer.id, paymentMethod!.id, account.id, { amount: 9000 }), {
        idempotencyKey: `charge-${customer.id}`,
      }),
    );
    expect(changed).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(changed.message).toMatch(/^Keys for idempotent requests can only be used with the same parameters/);
    const elsewhere = await caught(stripe.customers.create({}, { idempotencyKey: `charge-${customer.id}` }));
    expect(elsewhere).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    // Another API key has its own keys.
    const other = new Stripe("sk_test_other", {
      host: fake.host,
      port: fake.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    const separate = await other.paymentIntents.create(charge(customer.id, paymentMethod!.id, account.id), {
      idempotencyKey: `charge-${customer.id}`,
    });
    expect(separate.id).not.toBe(intent.id);
  });

  it("a card that fails when charged: a card error carrying the failed PaymentIntent, replayed as it was", async () => {
    const account = await onboardedAccount();
    const { customer, saved, paymentMethod } = await customerWithCard("pm_card_chargeCustomerFail");
    expect(saved.status).toBe("succeeded");
    expect(paymentMethod!.card!.last4).toBe("0341");
    const before = fake.charges();
    const attempt = () =>
      caught(
        stripe.paymentIntents.create(charge(customer.id, paymentMethod!.id, account.id), {
          idempotencyKey: `fail-${customer.id}`,
        }),
      );
    const error = (await attempt()) as Stripe.errors.StripeCardError;
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.statusCode).toBe(402);
    expect(error.code).toBe("card_declined");
    expect(error.decline_code).toBe("generic_decline");
    const failed = intentOf(error);
    expect(failed).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: "requires_payment_method",
      last_payment_error: { code: "card_declined", type: "card_error" },
    });
    expect(fake.objects.get(failed.id)?.status).toBe("requires_payment_method");

    const replayed = (await attempt()) as Stripe.errors.StripeCardError;
    expect(replayed).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(intentOf(replayed).id).toBe(failed.id);
    expect(fake.charges()).toBe(before);
    await fake.deliveries();
    expect(
      fake.events
        .filter((event) => event.type === "payment_intent.payment_failed")
        .map((event) => event.data.object.id),
    ).toContain(failed.id);
  });

  it("a card that needs authentication on every transaction: off-session it fails; on-session it asks for it", async () => {
    const account = await onboardedAccount();
    const { customer, saved, paymentMethod } = await customerWithCard("pm_card_authenticationRequired");
    expect(saved.status).toBe("succeeded");
    const error = await caught(stripe.paymentIntents.create(charge(customer.id, paymentMethod!.id, account.id)));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.code).toBe("authentication_required");
    expect(intentOf(error)).toMatchObject({ status: "requires_payment_method" });

    const onSession = await stripe.paymentIntents.create(
      charge(customer.id, paymentMethod!.id, account.id, { off_session: undefined }),
    );
    expect(onSession).toMatchObject({ status: "requires_action", next_action: { type: "use_stripe_sdk" } });
  });

  it("are refused as Stripe refuses them", async () => {
    const account = await onboardedAccount();
    const { customer, paymentMethod } = await customerWithCard("pm_card_visa");
    const refusal = async (
      params: Partial<Stripe.PaymentIntentCreateParams> & Record<string, unknown>,
      destination = account.id,
    ) => {
      const error = await caught(
        stripe.paymentIntents.create(charge(customer.id, paymentMethod!.id, destination, params)),
      );
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      return { code: error.code, param: error.param };
    };
    expect(await refusal({ amount: 49 })).toEqual({ code: "amount_too_small", param: "amount" });
    expect(await refusal({ amount: 0 })).toMatchObject({ param: "amount" });
    expect(await refusal({ currency: undefined })).toEqual({ code: "parameter_missing", param: "currency" });
    expect(await refusal({ application_fee_amount: 8001 })).toMatchObject({ param: "application_fee_amount" });
    expect(await refusal({ surprise: "yes" })).toEqual({ code: "parameter_unknown", param: "surprise" });
    expect(await refusal({}, "acct_nope")).toEqual({ code: "resource_missing", param: "transfer_data[destination]" });
    const pending = await stripe.accounts.create({ type: "express", capabilities: { transfers: { requested: true } } });
    expect(await refusal({}, pending.id)).toEqual({
      code: "insufficient_capabilities_for_transfer",
      param: "transfer_data[destination]",
    });
    const stranger = await stripe.customers.create({});
    expect(await refusal({ customer: stranger.id })).toMatchObject({ param: "payment_method" });
    expect(fake.charges()).toBeGreaterThan(0);
  });
});

describe("refunds", () => {
  it("refund in part, taking back the transfer and the fee in proportion, and never beyond the charge", async () => {
    const account = await onboardedAccount();
    const { customer, paymentMethod } = await customerWithCard("pm_card_visa");
    const intent = await stripe.paymentIntents.create(charge(customer.id, paymentMethod!.id, account.id));
    const refund = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 2000,
      reverse_transfer: true,
      refund_application_fee: true,
      metadata: { payment_id: "pay_1" },
    });
    expect(refund).toMatchObject({
      id: expect.stringMatching(/^re_/),
      object: "refund",
      amount: 2000,
      payment_intent: intent.id,
      status: "succeeded",
    });
    const made = fake.objects.get(intent.latest_charge as string);
    expect(made).toMatchObject({ amount_refunded: 2000, refunded: false });
    expect(fake.objects.get(made.transfer)).toMatchObject({ amount_reversed: 2000 });
    expect(fake.objects.get(made.application_fee)).toMatchObject({ amount_refunded: 100 });

    const beyond = await caught(stripe.refunds.create({ payment_intent: intent.id, amount: 6001 }));
    expect(beyond).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(beyond.param).toBe("amount");
    await stripe.refunds.create({ payment_intent: intent.id });
    expect(fake.objects.get(made.id)).toMatchObject({ amount_refunded: 8000, refunded: true });

    await fake.deliveries();
    const refunded = fake.events.filter(
      (event) => event.type === "charge.refunded" && event.data.object.payment_intent === intent.id,
    );
    expect(refunded.map((event) => (event.data.object as Stripe.Charge).amount_refunded)).toEqual([2000, 8000]);
  });
});

describe("webhooks", () => {
  it("are signed Stripe events, delivered in order after the answer, each verified by the SDK", async () => {
    await fake.deliveries();
    received = [];
    const account = await onboardedAccount();
    const { customer, paymentMethod } = await customerWithCard("pm_card_visa");
    const intent = await stripe.paymentIntents.create(charge(customer.id, paymentMethod!.id, account.id), {
      idempotencyKey: "webhook-charge",
    });
    await fake.openBankDispute(intent.id);
    await fake.deliveries();
    const delivered = received.map(({ body, signature }) =>
      stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET),
    );
    expect(delivered.map((event) => event.type)).toEqual([
      "account.updated",
      "setup_intent.succeeded",
      "payment_intent.succeeded",
      "charge.dispute.created",
    ]);
    expect(delivered[2]).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      object: "event",
      api_version: "2026-10-28.endive",
      livemode: false,
      pending_webhooks: 1,
      request: { id: expect.stringMatching(/^req_/), idempotency_key: "webhook-charge" },
      data: { object: { id: intent.id, status: "succeeded", metadata: { payment_id: "pay_1" } } },
    });
    expect(delivered[3].data.object).toMatchObject({
      object: "dispute",
      payment_intent: intent.id,
      charge: intent.latest_charge,
      amount: 8000,
      reason: "fraudulent",
      status: "needs_response",
    });
    // A forged body does not verify.
    expect(() =>
      stripe.webhooks.constructEvent(
        received[0].body.replace("account", "acount"),
        received[0].signature,
        WEBHOOK_SECRET,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it("held back, are still made; a delivery refused is recorded and not retried", async () => {
    await fake.deliveries();
    received = [];
    fake.setWebhookUrl(undefined);
    await stripe.customers
      .create({})
      .then((customer) =>
        stripe.setupIntents.create({ customer: customer.id, confirm: true, payment_method: "pm_card_visa" }),
      );
    await fake.deliveries();
    expect(received).toEqual([]);
    expect(fake.events.at(-1)).toMatchObject({ type: "setup_intent.succeeded", pending_webhooks: 0 });

    fake.setWebhookUrl("http://127.0.0.1:9/unreachable");
    const failures = fake.failedDeliveries.length;
    await fake.completeOnboarding((await stripe.accounts.create({ type: "express" })).id);
    expect(fake.failedDeliveries.slice(failures)).toMatchObject([
      { event: { type: "account.updated" }, url: "http://127.0.0.1:9/unreachable" },
    ]);
  });
});

describe("the API's edges", () => {
  it("a bad or missing key is a 401; an unknown URL a 404; an unknown id resource_missing", async () => {
    const badKey = new Stripe("sk_live_nope", {
      host: fake.host,
      port: fake.port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    expect(await caught(badKey.customers.create({}))).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const anonymous = await fetch(`${fake.url}/v1/customers`, { method: "POST" });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toMatch(/^You did not provide an API key/);

    const unknown = await fetch(`${fake.url}/v1/nothing_here`, { headers: { authorization: "Bearer sk_test_123" } });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toMatchObject({
      type: "invalid_request_error",
      message: expect.stringMatching(/^Unrecognized request URL \(GET: \/v1\/nothing_here\)/),
    });
    const missing = await caught(stripe.paymentIntents.retrieve("pi_nope"));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such payment_intent: 'pi_nope'",
    });
  });

  it("answers browsers' CORS preflight", async () => {
    const preflight = await fetch(`${fake.url}/v1/setup_intents/seti_x/confirm`, {
      method: "OPTIONS",
      headers: { origin: "http://127.0.0.1:3000", "access-control-request-headers": "authorization,content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("authorization,content-type");
  });

  it("parses Stripe's form encoding into nested objects and arrays", () => {
    expect(
      parseForm(
        "metadata[payment_id]=p1&metadata[0]=zero&transfer_data[destination]=acct_1&capabilities[transfers][requested]=true&payment_method_types[0]=card&expand[0]=a&expand[1]=b.c&name=Ann%20Lee",
      ),
    ).toEqual({
      metadata: { payment_id: "p1", 0: "zero" },
      transfer_data: { destination: "acct_1" },
      capabilities: { transfers: { requested: "true" } },
      payment_method_types: ["card"],
      expand: ["a", "b.c"],
      name: "Ann Lee",
    });
  });
});
