import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// A local stand-in for Stripe's REST API (v1), for tests only: the subset LawnLink calls, answered as Stripe answers
// (its objects, its errors and HTTP statuses, idempotency, signed webhooks), so the official SDK and Stripe.js can be
// pointed at it unchanged. Cards are Stripe's documented test payment methods (pm_card_visa, …) with their documented
// behaviours. Everything lives in memory, in one Stripe account, in test mode.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Stripe's objects are JSON of many shapes
type Any = any;
type Json = Record<string, Any>;

export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey?: string;
  /** The form body (POST) or query (GET), parsed into nested objects as Stripe parses it. */
  params: Json;
  status: number;
  /** Answered from the saved result of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
};

export type FailedDelivery = { event: Stripe.Event; url: string; status?: number; error?: string };

export interface FakeStripe {
  host: "127.0.0.1";
  port: number;
  protocol: "http";
  /** http://127.0.0.1:port */
  url: string;
  webhookSecret: string;
  /** Every /v1 request received, in order. */
  requests: RecordedRequest[];
  /** Every object made (accounts, customers, intents, payment methods, charges, refunds, transfers, fees, disputes). */
  objects: Map<string, Any>;
  /** Every event made, delivered or not, in order. */
  events: Stripe.Event[];
  failedDeliveries: FailedDelivery[];
  /** How many PaymentIntents succeeded. */
  charges(): number;
  /** Resolves once every webhook queued so far has been delivered (or has failed). */
  deliveries(): Promise<void>;
  /** Where events made from now on are delivered; undefined holds them back (they are still in `events`). */
  setWebhookUrl(url: string | undefined): void;
  /** What visiting an account link does: the account can take charges and be paid; its account.updated delivered. */
  completeOnboarding(accountId: string): Promise<Json>;
  /** The cardholder disputes a succeeded payment with their bank: charge.dispute.created, delivered. */
  openBankDispute(paymentIntentId: string): Promise<Json>;
  stop(): Promise<void>;
}

export type FakeStripeOptions = {
  webhookUrl?: string;
  webhookSecret?: string;
  /** The base of account-link URLs, when a browser reaches this server by another address. */
  publicUrl?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
};

type Behaviour = "succeeds" | "chargeFails" | "needsAuthentication" | "declined";

/** Stripe's test payment methods (docs.stripe.com/testing), each a card with its documented behaviour. */
export const TEST_CARDS: Record<string, { brand: string; last4: string; behaviour: Behaviour }> = {
  pm_card_visa: { brand: "visa", last4: "4242", behaviour: "succeeds" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", behaviour: "succeeds" },
  // Attaching succeeds; every charge is declined.
  pm_card_chargeCustomerFail: { brand: "visa", last4: "0341", behaviour: "chargeFails" },
  // Every transaction needs 3D Secure: set-up is authenticated in the browser, off-session charges fail.
  pm_card_authenticationRequired: { brand: "visa", last4: "3184", behaviour: "needsAuthentication" },
  // Declined at once, set-up included.
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", behaviour: "declined" },
};

const DECLINES = {
  card_declined: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  authentication_required: {
    code: "authentication_required",
    decline_code: "authentication_required",
    message: "Your card was declined. This transaction requires authentication.",
  },
};

// Each endpoint's parameters, from the SDK's *CreateParams types: any other is refused, as Stripe refuses it.
const PARAMS = {
  accountCreate: `account_token business_profile business_type capabilities company controller country default_currency
    documents email expand external_account groups individual metadata settings tos_acceptance type`,
  accountLinkCreate: "account type collect collection_options expand refresh_url return_url",
  customerCreate: `address balance business_name cash_balance description email expand individual_name invoice_prefix
    invoice_settings metadata name next_invoice_sequence payment_method phone preferred_locales shipping
    source tax tax_exempt tax_id_data test_clock validate`,
  customerUpdate: `address balance business_name cash_balance default_source description email expand individual_name
    invoice_prefix invoice_settings metadata name next_invoice_sequence phone preferred_locales shipping
    source tax tax_exempt validate`,
  // payment_method_types is the older name of allowed_payment_method_types, still accepted.
  setupIntentCreate: `allowed_payment_method_types attach_to_self automatic_payment_methods confirm confirmation_token
    customer customer_account description excluded_payment_method_types expand flow_directions mandate_data
    metadata on_behalf_of payment_method payment_method_configuration payment_method_data
    payment_method_options payment_method_types return_url single_use usage use_stripe_sdk`,
  // client_secret: Stripe.js confirms with the publishable key and the intent's secret.
  setupIntentConfirm: `allowed_payment_method_types client_secret confirmation_token expand mandate_data payment_method
    payment_method_data payment_method_options return_url use_stripe_sdk`,
  paymentIntentCreate: `amount currency allowed_payment_method_types amount_details application_fee_amount
    automatic_payment_methods capture_method confirm confirmation_method confirmation_token customer
    customer_account description error_on_requires_action excluded_payment_method_types expand hooks mandate
    mandate_data metadata off_session on_behalf_of payment_details payment_method
    payment_method_configuration payment_method_data payment_method_options payment_method_types
    radar_options receipt_email return_url setup_future_usage shipping statement_descriptor
    statement_descriptor_suffix transfer_data transfer_group use_stripe_sdk`,
  refundCreate: `amount charge currency customer expand instructions_email metadata origin payment_intent reason
    refund_application_fee reverse_transfer`,
  // Paging forward only: ending_before and created filters are not implemented.
  list: "expand limit starting_after",
  retrieve: "expand",
  retrieveIntent: "client_secret expand",
};

/** What Stripe.js sees of an intent fetched or confirmed with the publishable key and its client secret. */
const PUBLIC_FIELDS: Record<string, string[]> = {
  setup_intent: `id object automatic_payment_methods cancellation_reason client_secret created description
    last_setup_error livemode next_action payment_method payment_method_types status usage`.split(/\s+/),
  payment_intent:
    `id object amount automatic_payment_methods canceled_at cancellation_reason capture_method client_secret
    confirmation_method created currency description last_payment_error livemode next_action payment_method
    payment_method_types processing receipt_email setup_future_usage shipping status`.split(/\s+/),
};

// Path segment → object type, for retrieving any object by id, and the noun of its "No such …" message.
const COLLECTIONS: Record<string, string> = {
  customers: "customer",
  setup_intents: "setup_intent",
  payment_intents: "payment_intent",
  payment_methods: "payment_method",
  charges: "charge",
  refunds: "refund",
  transfers: "transfer",
  application_fees: "application_fee",
  disputes: "dispute",
  events: "event",
};
const NOUNS: Record<string, string> = { setup_intent: "setupintent", payment_method: "PaymentMethod" };

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(body.message);
  }
}

const withDocs = (error: Json) =>
  error.code ? { ...error, doc_url: `https://stripe.com/docs/error-codes/${error.code.replaceAll("_", "-")}` } : error;
const invalid = (message: string, fields: Json = {}, status = 400) =>
  new ApiError(status, withDocs({ type: "invalid_request_error", message, ...fields }));
const noSuch = (type: string, id: string, param: string, status = 400) =>
  invalid(`No such ${NOUNS[type] ?? type}: '${id}'`, { code: "resource_missing", param }, status);

const ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const random = (length = 24) => [...randomBytes(length)].map((byte) => ALPHANUMERIC[byte % 62]).join("");
const newId = (prefix: string) => `${prefix}_${random()}`;
const now = () => Math.floor(Date.now() / 1000);
const clone = <T>(value: T): T => structuredClone(value);
const list = (url: string) => ({ object: "list", data: [], has_more: false, total_count: 0, url });

// --- Parameters: Stripe's form encoding, `a[b][0]=c`, into nested objects and arrays.

export function parseForm(text: string): Json {
  const root: Json = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const [head, ...rest] = name.split("[");
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ""))];
    let node = root;
    path.forEach((segment, index) => {
      const key = segment === "" ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) node[key] = value;
      else node = node[key] = typeof node[key] === "object" ? node[key] : {};
    });
  }
  return arrays(root) as Json;
}

/** Objects keyed 0…n-1 are arrays (`expand[0]=…`); metadata keys are always keys. */
function arrays(value: unknown, key = ""): unknown {
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([name, child]) => [name, arrays(child, name)] as const);
  const indexed = entries.length > 0 && entries.every(([name]) => /^\d+$/.test(name));
  if (indexed && key !== "metadata") return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  return Object.fromEntries(entries);
}

function allow(params: Json, names: string) {
  const allowed = names.split(/\s+/);
  for (const key of Object.keys(params))
    if (!allowed.includes(key))
      throw invalid(`Received unknown parameter: ${key}`, { code: "parameter_unknown", param: key });
}

function required(params: Json, name: string): string {
  const value = params[name];
  if (value === undefined || value === "")
    throw invalid(`Missing required param: ${name}.`, { code: "parameter_missing", param: name });
  return str(value, name)!;
}

function str(value: unknown, param: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalid(`Invalid string: ${JSON.stringify(value)}`, { param });
  return value;
}

function int(value: unknown, param: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^-?\d+$/.test(value))
    throw invalid(`Invalid integer: ${String(value)}`, { code: "parameter_invalid_integer", param });
  return Number(value);
}

function bool(value: unknown, param: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === "true" || value === "false") return value === "true";
  throw invalid(`Invalid boolean: ${String(value)}`, { param });
}

function strings(value: unknown, param: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string"))
    throw invalid(`Invalid array`, { param });
  return value;
}

/** Metadata as Stripe keeps it: an empty value removes its key, an empty string all of them. */
function metadata(value: unknown, current: Json = {}): Json {
  if (value === undefined) return current;
  if (value === "") return {};
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw invalid("Invalid metadata: must be a hash", { param: "metadata" });
  const next = { ...current };
  for (const [key, item] of Object.entries(value)) {
    if (typeof item !== "string") throw invalid(`Invalid metadata[${key}]: must be a string`, { param: "metadata" });
    if (key.length > 40) throw invalid("Metadata keys can have up to 40 characters", { param: `metadata[${key}]` });
    if (item.length > 500)
      throw invalid("Metadata values can have up to 500 characters", { param: `metadata[${key}]` });
    if (item === "") delete next[key];
    else next[key] = item;
  }
  if (Object.keys(next).length > 50) throw invalid("Metadata can have up to 50 keys", { param: "metadata" });
  return next;
}

/** Stable text of parameters, to compare an idempotent request with its first use. */
const fingerprint = (value: unknown): string =>
  typeof value !== "object" || value === null
    ? JSON.stringify(value)
    : Array.isArray(value)
      ? `[${value.map(fingerprint).join(",")}]`
      : `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${fingerprint((value as Json)[key])}`)
          .join(",")}}`;

// --- The server.

type Key = { value: string; publishable: boolean };
type Outgoing = { event: Stripe.Event; url: string };
type Call = {
  params: Json;
  key: Key;
  requestId: string;
  idempotencyKey?: string;
  stripeAccount?: string;
  /** Events this request made: delivered after it is answered, as Stripe delivers them. */
  outbox: Outgoing[];
};
type Handler = (call: Call, id: string) => Json;
type Route = { method: string; pattern: RegExp; handler: Handler; publishable?: boolean };
type Saved = { endpoint: string; fingerprint: string; status: number; body: Json; requestId: string };
type AccountLink = { account: string; returnUrl?: string; refreshUrl?: string; expiresAt: number; used: boolean };

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const objects = new Map<string, Any>();
  const events: Stripe.Event[] = [];
  const requests: RecordedRequest[] = [];
  const failedDeliveries: FailedDelivery[] = [];
  const behaviours = new Map<string, Behaviour>();
  const idempotent = new Map<string, Saved>();
  const links = new Map<string, AccountLink>();
  const webhookSecret = options.webhookSecret ?? "whsec_fake";
  let webhookUrl = options.webhookUrl;
  let queue: Promise<void> = Promise.resolve();
  const stopping = new AbortController();

  // --- Objects.

  function find(type: string, id: unknown, param: string, status = 400): Json {
    const object = typeof id === "string" ? objects.get(id) : undefined;
    if (object?.object !== type) throw noSuch(type, String(id), param, status);
    return object;
  }

  function save(object: Json): Json {
    objects.set(object.id, object);
    return object;
  }

  /** Replaces the ids at each `expand` path with their objects, as Stripe expands them. */
  function expanded(object: Json, paths: unknown): Json {
    const result = clone(object);
    for (const path of strings(paths, "expand") ?? []) {
      let node: Json | null = result;
      const segments = path.split(".");
      segments.forEach((segment, index) => {
        if (node === null) return;
        const value = node[segment];
        const last = index === segments.length - 1;
        if (typeof value === "string" && objects.has(value)) node[segment] = clone(objects.get(value)!);
        else if (value === undefined || (last && value !== null))
          throw invalid(`This property cannot be expanded (${segments.slice(0, index + 1).join(".")}).`, {
            param: "expand",
          });
        node = node[segment];
      });
    }
    return result;
  }

  /** An object as the caller may see it: an intent fetched with the publishable key shows only its public fields. */
  function view(object: Json, call: Call): Json {
    const fields = call.key.publishable ? PUBLIC_FIELDS[object.object] : undefined;
    const visible = fields ? Object.fromEntries(fields.map((field) => [field, object[field] ?? null])) : object;
    return expanded(visible, call.params.expand);
  }

  /** With the publishable key, an intent is reached only with its client secret (Stripe.js holds it). */
  function checkClientSecret(call: Call, intent: Json) {
    if (!call.key.publishable) return;
    const secret = required(call.params, "client_secret");
    if (secret !== intent.client_secret)
      throw invalid(
        `The client_secret provided does not match the client_secret associated with the ${intent.object === "setup_intent" ? "SetupIntent" : "PaymentIntent"}.`,
        { param: "client_secret" },
      );
  }

  // --- Events and their delivery.

  function emit(type: string, object: Json, call: Call | null, extra: Json = {}): Outgoing[] {
    const { previous_attributes, ...fields } = extra;
    const event = {
      id: newId("evt"),
      object: "event",
      ...fields,
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: clone(object), ...(previous_attributes && { previous_attributes }) },
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: { id: call?.requestId ?? null, idempotency_key: call?.idempotencyKey ?? null },
      type,
    } as unknown as Stripe.Event;
    events.push(event);
    // The endpoint is the one set when the event is made: a test that holds webhooks back delivers them itself.
    const outgoing = webhookUrl ? [{ event, url: webhookUrl }] : [];
    call?.outbox.push(...outgoing);
    return outgoing;
  }

  /** Delivers in order, one at a time, never retried: a failure is recorded. */
  function send(outgoing: Outgoing[]) {
    for (const { event, url } of outgoing) queue = queue.then(() => deliver(event, url));
  }

  async function deliver(event: Stripe.Event, url: string) {
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "stripe-signature": signature,
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        },
        body: payload,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(30_000)]),
      });
      await response.arrayBuffer();
      if (!response.ok) failedDeliveries.push({ event, url, status: response.status });
    } catch (error) {
      failedDeliveries.push({ event, url, error: String(error) });
    }
  }

  async function deliveries() {
    let current: Promise<void>;
    do {
      current = queue;
      await current;
    } while (current !== queue);
  }

  // --- Accounts (Connect Express) and onboarding.

  const requirements = (done: boolean) => {
    const due = done
      ? []
      : [
          "business_profile.url",
          "external_account",
          "individual.first_name",
          "individual.last_name",
          "tos_acceptance.date",
          "tos_acceptance.ip",
        ];
    return {
      alternatives: [],
      current_deadline: null,
      currently_due: due,
      disabled_reason: done ? null : "requirements.past_due",
      errors: [],
      eventually_due: due,
      past_due: due,
      pending_verification: [],
    };
  };

  function createAccount(call: Call): Json {
    const { params } = call;
    allow(params, PARAMS.accountCreate);
    const type = str(params.type, "type");
    if (type === undefined && params.controller === undefined)
      throw invalid("Missing required param: type.", { code: "parameter_missing", param: "type" });
    if (type !== undefined && !["custom", "express", "standard"].includes(type))
      throw invalid("Invalid type: must be one of custom, express, or standard", { param: "type" });
    const requested = Object.entries((params.capabilities ?? {}) as Json)
      .filter(([, capability]) => bool(capability?.requested, "capabilities") === true)
      .map(([name]) => [name, "inactive"]);
    const id = newId("acct");
    return save({
      id,
      object: "account",
      business_type: str(params.business_type, "business_type") ?? null,
      capabilities: Object.fromEntries(requested),
      charges_enabled: false,
      country: str(params.country, "country") ?? "US",
      created: now(),
      default_currency: str(params.default_currency, "default_currency") ?? "usd",
      details_submitted: false,
      email: str(params.email, "email") ?? null,
      external_accounts: list(`/v1/accounts/${id}/external_accounts`),
      future_requirements: requirements(true),
      metadata: metadata(params.metadata),
      payouts_enabled: false,
      requirements: requirements(false),
      tos_acceptance: { date: null },
      type: type ?? "standard",
    });
  }

  function retrieveAccount(call: Call, id: string): Json {
    allow(call.params, PARAMS.retrieve);
    const account = objects.get(id);
    // Stripe answers an account the platform does not reach (or that does not exist) so.
    if (account?.object !== "account")
      throw invalid(
        `The provided key '${redact(call.key.value)}' does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
        { code: "account_invalid" },
        403,
      );
    return view(account, call);
  }

  /** The platform's connected accounts, newest first, a page at a time. */
  function listAccounts(call: Call): Json {
    const { params } = call;
    allow(params, PARAMS.list);
    const limit = int(params.limit, "limit") ?? 10;
    if (limit < 1 || limit > 100) throw invalid("This value must be between 1 and 100.", { param: "limit" });
    const accounts = [...objects.values()].filter((object) => object.object === "account").reverse();
    const after = str(params.starting_after, "starting_after");
    const start = after === undefined ? 0 : accounts.findIndex((account) => account.id === after) + 1;
    if (after !== undefined && start === 0) throw noSuch("account", after, "starting_after");
    const page = accounts.slice(start, start + limit);
    return {
      object: "list",
      data: page.map((account) => view(account, call)),
      has_more: start + limit < accounts.length,
      url: "/v1/accounts",
    };
  }

  function createAccountLink(call: Call): Json {
    const { params } = call;
    allow(params, PARAMS.accountLinkCreate);
    const account = find("account", required(params, "account"), "account");
    const type = required(params, "type");
    if (!["account_onboarding", "account_update"].includes(type))
      throw invalid("Invalid type: must be one of account_onboarding or account_update", { param: "type" });
    const urls: Json = {};
    for (const name of ["return_url", "refresh_url"]) {
      const value = str(params[name], name);
      if (value !== undefined && !URL.canParse(value))
        throw invalid("Not a valid URL", { code: "url_invalid", param: name });
      if (value !== undefined) urls[name] = value;
    }
    const created = now();
    const token = random(32);
    links.set(token, {
      account: account.id,
      returnUrl: urls.return_url,
      refreshUrl: urls.refresh_url,
      expiresAt: created + 300,
      used: false,
    });
    const base = (options.publicUrl ?? fake.url).replace(/\/$/, "");
    const query = new URLSearchParams({ link: token, ...urls });
    return {
      object: "account_link",
      created,
      expires_at: created + 300,
      url: `${base}/express/onboarding/${account.id}?${query}`,
    };
  }

  async function completeOnboarding(accountId: string): Promise<Json> {
    const account = objects.get(accountId);
    if (account?.object !== "account") throw new Error(`No such account: ${accountId}`);
    if (account.charges_enabled && account.payouts_enabled && account.details_submitted) return clone(account);
    const previous_attributes = clone({
      capabilities: account.capabilities,
      charges_enabled: account.charges_enabled,
      details_submitted: account.details_submitted,
      payouts_enabled: account.payouts_enabled,
      requirements: account.requirements,
    });
    const requested = Object.keys(account.capabilities);
    Object.assign(account, {
      capabilities: Object.fromEntries(
        (requested.length ? requested : ["card_payments", "transfers"]).map((name) => [name, "active"]),
      ),
      charges_enabled: true,
      details_submitted: true,
      payouts_enabled: true,
      requirements: requirements(true),
      tos_acceptance: { date: now(), ip: "127.0.0.1", user_agent: "LawnLink tests" },
    });
    // Events about a connected account name it, as Connect webhooks do.
    send(emit("account.updated", account, null, { account: account.id, previous_attributes }));
    await deliveries();
    return clone(account);
  }

  /** Stripe's hosted onboarding, visited by the provider's browser: done at once, then back to the platform. */
  async function onboardingPage(accountId: string, query: URLSearchParams, response: ServerResponse) {
    const link = links.get(query.get("link") ?? "");
    const usable = link && link.account === accountId && !link.used && link.expiresAt >= now();
    // A link is single-use and short-lived: a stale one sends the provider to refresh_url for a new one.
    const next = usable ? link.returnUrl : (link?.refreshUrl ?? query.get("refresh_url"));
    if (usable) {
      link.used = true;
      await completeOnboarding(accountId);
    }
    if (next) {
      response.writeHead(302, { location: next, "access-control-allow-origin": "*" });
      response.end();
    } else {
      response.writeHead(usable ? 200 : 410, { "content-type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><title>Stripe</title><p>${usable ? "Onboarding complete." : "This link has expired."}</p>`,
      );
    }
  }

  // --- Customers and payment methods.

  function createCard(token: string, customer: string | null): Json {
    const card = TEST_CARDS[token];
    const paymentMethod = save({
      id: newId("pm"),
      object: "payment_method",
      allow_redisplay: "unspecified",
      billing_details: {
        address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
        email: null,
        name: null,
        phone: null,
      },
      card: {
        brand: card.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
        country: "US",
        display_brand: card.brand,
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        fingerprint: random(16),
        funding: "credit",
        last4: card.last4,
        networks: { available: [card.brand], preferred: null },
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: now(),
      customer,
      livemode: false,
      metadata: {},
      type: "card",
    });
    behaviours.set(paymentMethod.id, card.behaviour);
    return paymentMethod;
  }

  /** A test token (pm_card_visa, …) makes a new card, as Stripe does; otherwise an existing PaymentMethod. */
  const paymentMethodOf = (value: string, param: string) =>
    TEST_CARDS[value] ? createCard(value, null) : find("payment_method", value, param);

  /** A PaymentMethod attached to a customer is used only with that customer. */
  function checkOwner(paymentMethod: Json, customer: string | null, param: string) {
    if (paymentMethod.customer && paymentMethod.customer !== customer)
      throw invalid(
        customer
          ? `The provided PaymentMethod ${paymentMethod.id} belongs to another Customer. Use a PaymentMethod attached to ${customer}.`
          : `The provided PaymentMethod ${paymentMethod.id} is attached to a Customer: pass that customer with it.`,
        { param },
      );
  }

  function setDefaultPaymentMethod(customer: Json, invoiceSettings: unknown) {
    const value = str((invoiceSettings as Json | undefined)?.default_payment_method, "invoice_settings");
    if (value === undefined) return;
    if (value !== "" && objects.get(value)?.customer !== customer.id)
      throw invalid(
        `The customer does not have a payment method with the ID ${value}. The payment method must be attached to the customer.`,
        { code: "resource_missing", param: "invoice_settings[default_payment_method]" },
      );
    customer.invoice_settings.default_payment_method = value || null;
  }

  function createCustomer(call: Call): Json {
    const { params } = call;
    allow(params, PARAMS.customerCreate);
    const customer: Json = {
      id: newId("cus"),
      object: "customer",
      address: null,
      balance: 0,
      created: now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: str(params.description, "description") || null,
      discount: null,
      email: str(params.email, "email") || null,
      invoice_prefix: random(8).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: metadata(params.metadata),
      name: str(params.name, "name") || null,
      next_invoice_sequence: 1,
      phone: str(params.phone, "phone") || null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: "none",
      test_clock: null,
    };
    const paymentMethod =
      params.payment_method && paymentMethodOf(required(params, "payment_method"), "payment_method");
    if (paymentMethod) {
      checkOwner(paymentMethod, customer.id, "payment_method");
      paymentMethod.customer = customer.id;
    }
    save(customer);
    setDefaultPaymentMethod(customer, params.invoice_settings);
    return view(customer, call);
  }

  function updateCustomer(call: Call, id: string): Json {
    const { params } = call;
    allow(params, PARAMS.customerUpdate);
    const customer = find("customer", id, "id", 404);
    setDefaultPaymentMethod(customer, params.invoice_settings);
    for (const field of ["description", "email", "name", "phone"]) {
      const value = str(params[field], field);
      if (value !== undefined) customer[field] = value || null;
    }
    customer.metadata = metadata(params.metadata, customer.metadata);
    return view(customer, call);
  }

  // --- SetupIntents: saving a card for later, off-session charges.

  function cardError(kind: keyof typeof DECLINES, paymentMethod: Json, charge?: string): Json {
    return withDocs({
      type: "card_error",
      ...DECLINES[kind],
      ...(charge && { charge }),
      payment_method: clone(paymentMethod),
    });
  }

  function createSetupIntent(call: Call): Json {
    const { params } = call;
    allow(params, PARAMS.setupIntentCreate);
    const customer = params.customer === undefined ? null : find("customer", params.customer, "customer").id;
    const usage = str(params.usage, "usage") ?? "off_session";
    if (!["on_session", "off_session"].includes(usage))
      throw invalid("Invalid usage: must be one of off_session or on_session", { param: "usage" });
    const allowed = strings(params.allowed_payment_method_types, "allowed_payment_method_types");
    const automatic = bool(params.automatic_payment_methods?.enabled, "automatic_payment_methods[enabled]");
    const id = newId("seti");
    const intent = save({
      id,
      object: "setup_intent",
      allowed_payment_method_types: allowed ?? null,
      application: null,
      automatic_payment_methods: automatic
        ? { allow_redirects: params.automatic_payment_methods.allow_redirects ?? "always", enabled: true }
        : null,
      cancellation_reason: null,
      client_secret: `${id}_secret_${random()}`,
      created: now(),
      customer,
      description: str(params.description, "description") ?? null,
      excluded_payment_method_types: null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: metadata(params.metadata),
      next_action: null,
      on_behalf_of: null,
      payment_method: params.payment_method
        ? paymentMethodOf(required(params, "payment_method"), "payment_method").id
        : null,
      payment_method_configuration_details: null,
      payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: "automatic" } },
      payment_method_types: allowed ?? strings(params.payment_method_types, "payment_method_types") ?? ["card"],
      single_use_mandate: null,
      status: params.payment_method ? "requires_confirmation" : "requires_payment_method",
      usage,
    });
    if (bool(params.confirm, "confirm")) confirmSetup(call, intent, intent.payment_method);
    return view(intent, call);
  }

  function confirmSetupIntent(call: Call, id: string): Json {
    const { params } = call;
    allow(params, PARAMS.setupIntentConfirm);
    const intent = find("setup_intent", id, "intent", 404);
    checkClientSecret(call, intent);
    confirmSetup(call, intent, str(params.payment_method, "payment_method") ?? intent.payment_method);
    return view(intent, call);
  }

  function confirmSetup(call: Call, intent: Json, paymentMethodId: string | null) {
    if (intent.status === "succeeded" || intent.status === "canceled")
      throw invalid(`You cannot confirm this SetupIntent because it has a status of ${intent.status}.`, {
        code: "setup_intent_unexpected_state",
        setup_intent: view(intent, call),
      });
    if (!paymentMethodId)
      throw invalid(
        "You cannot confirm this SetupIntent because it's missing a payment method. Update the SetupIntent with a payment method and then confirm it again.",
        { code: "setup_intent_unexpected_state", setup_intent: view(intent, call) },
      );
    const paymentMethod = paymentMethodOf(paymentMethodId, "payment_method");
    checkOwner(paymentMethod, intent.customer, "payment_method");
    intent.latest_attempt = newId("setatt");
    // 3D Secure during set-up (pm_card_authenticationRequired) counts as done: the fake Stripe.js completes it.
    if (behaviours.get(paymentMethod.id) === "declined") {
      const error = cardError("card_declined", paymentMethod);
      Object.assign(intent, { status: "requires_payment_method", payment_method: null, last_setup_error: error });
      emit("setup_intent.setup_failed", intent, call);
      throw new ApiError(402, { ...error, setup_intent: view(intent, call) });
    }
    paymentMethod.customer = intent.customer ?? paymentMethod.customer;
    Object.assign(intent, { status: "succeeded", payment_method: paymentMethod.id, last_setup_error: null });
    emit("setup_intent.succeeded", intent, call);
  }

  // --- PaymentIntents, charges, transfers to connected accounts, application fees.

  function createPaymentIntent(call: Call): Json {
    const { params } = call;
    allow(params, PARAMS.paymentIntentCreate);
    const amount = int(required(params, "amount"), "amount")!;
    if (amount < 1)
      throw invalid("This value must be greater than or equal to 1.", {
        code: "parameter_invalid_integer",
        param: "amount",
      });
    const currency = required(params, "currency").toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, { param: "currency" });
    if (currency === "usd" && amount < 50)
      throw invalid("Amount must be at least $0.50 usd", { code: "amount_too_small", param: "amount" });
    const fee = int(params.application_fee_amount, "application_fee_amount");
    if (fee !== undefined && (fee < 0 || fee > amount))
      throw invalid("application_fee_amount must be between 0 and the PaymentIntent's amount.", {
        param: "application_fee_amount",
      });
    let transferData: Json | null = null;
    if (params.transfer_data !== undefined) {
      const destination = required(params.transfer_data ?? {}, "destination");
      const account = objects.get(destination);
      if (account?.object !== "account")
        throw invalid(`No such destination: '${destination}'`, {
          code: "resource_missing",
          param: "transfer_data[destination]",
        });
      if (!account.charges_enabled || (account.capabilities.transfers && account.capabilities.transfers !== "active"))
        throw invalid(
          "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
          { code: "insufficient_capabilities_for_transfer", param: "transfer_data[destination]" },
        );
      const transferAmount = int(params.transfer_data.amount, "transfer_data[amount]");
      if (transferAmount !== undefined && (transferAmount < 0 || transferAmount > amount))
        throw invalid("transfer_data[amount] must be between 0 and the PaymentIntent's amount.", {
          param: "transfer_data[amount]",
        });
      if (transferAmount !== undefined && fee !== undefined)
        throw invalid("You cannot set both transfer_data[amount] and application_fee_amount.", {
          param: "application_fee_amount",
        });
      transferData = { amount: transferAmount ?? null, destination };
    }
    if (fee !== undefined && !transferData && !call.stripeAccount)
      throw invalid(
        "Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).",
        { param: "application_fee_amount" },
      );
    const customer = params.customer === undefined ? null : find("customer", params.customer, "customer").id;
    const paymentMethod =
      params.payment_method && paymentMethodOf(required(params, "payment_method"), "payment_method");
    if (paymentMethod) checkOwner(paymentMethod, customer, "payment_method");
    // off_session is a boolean, or one_off / recurring.
    const offSession = ["true", "one_off", "recurring"].includes(params.off_session);
    if (params.off_session !== undefined && !offSession) bool(params.off_session, "off_session");
    const confirm = bool(params.confirm, "confirm") ?? false;
    if (offSession && !confirm)
      throw invalid("off_session can only be used when confirm=true.", { param: "off_session" });
    if (confirm && !paymentMethod)
      throw invalid(
        "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method or ConfirmationToken.",
        { code: "payment_intent_unexpected_state" },
      );
    const id = newId("pi");
    const intent = save({
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      application: null,
      application_fee_amount: fee ?? null,
      automatic_payment_methods: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: str(params.capture_method, "capture_method") ?? "automatic_async",
      client_secret: `${id}_secret_${random()}`,
      confirmation_method: "automatic",
      created: now(),
      currency,
      customer,
      description: str(params.description, "description") ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: metadata(params.metadata),
      next_action: null,
      on_behalf_of: null,
      payment_method: paymentMethod?.id ?? null,
      payment_method_options: { card: { request_three_d_secure: "automatic" } },
      payment_method_types: ["card"],
      processing: null,
      receipt_email: str(params.receipt_email, "receipt_email") ?? null,
      setup_future_usage: null,
      shipping: null,
      statement_descriptor: null,
      statement_descriptor_suffix: str(params.statement_descriptor_suffix, "statement_descriptor_suffix") ?? null,
      status: paymentMethod ? "requires_confirmation" : "requires_payment_method",
      transfer_data: transferData,
      transfer_group: transferData ? `group_${id}` : null,
    });
    if (confirm) confirmPayment(call, intent, paymentMethod, offSession);
    return view(intent, call);
  }

  function confirmPayment(call: Call, intent: Json, paymentMethod: Json, offSession: boolean) {
    const behaviour = behaviours.get(paymentMethod.id) ?? "succeeds";
    const fail = (kind: keyof typeof DECLINES, charge?: Json) => {
      const error = cardError(kind, paymentMethod, charge?.id);
      Object.assign(intent, {
        status: "requires_payment_method",
        payment_method: null,
        last_payment_error: error,
        latest_charge: charge?.id ?? null,
      });
      emit("payment_intent.payment_failed", intent, call);
      throw new ApiError(402, { ...error, payment_intent: view(intent, call) });
    };
    if (behaviour === "needsAuthentication") {
      if (offSession) fail("authentication_required");
      // On-session, the customer is asked to authenticate (Stripe.js's handleNextAction).
      Object.assign(intent, {
        status: "requires_action",
        next_action: { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } },
      });
      emit("payment_intent.requires_action", intent, call);
      return;
    }
    if (behaviour !== "succeeds") fail("card_declined", createCharge(intent, paymentMethod, false));
    const charge = createCharge(intent, paymentMethod, true);
    Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: charge.id });
    emit("payment_intent.succeeded", intent, call);
  }

  function createCharge(intent: Json, paymentMethod: Json, succeeded: boolean): Json {
    const { brand, last4, exp_month, exp_year, funding, country } = paymentMethod.card;
    const charge = save({
      id: newId("ch"),
      object: "charge",
      amount: intent.amount,
      amount_captured: succeeded ? intent.amount : 0,
      amount_refunded: 0,
      application: null,
      application_fee: null,
      application_fee_amount: intent.application_fee_amount,
      balance_transaction: succeeded ? newId("txn") : null,
      billing_details: clone(paymentMethod.billing_details),
      captured: succeeded,
      created: now(),
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description,
      disputed: false,
      failure_code: succeeded ? null : DECLINES.card_declined.code,
      failure_message: succeeded ? null : DECLINES.card_declined.message,
      fraud_details: {},
      livemode: false,
      metadata: clone(intent.metadata),
      on_behalf_of: null,
      outcome: succeeded
        ? {
            network_status: "approved_by_network",
            reason: null,
            risk_level: "normal",
            seller_message: "Payment complete.",
            type: "authorized",
          }
        : {
            network_status: "declined_by_network",
            reason: "generic_decline",
            risk_level: "normal",
            seller_message: "The bank did not return any further details with this decline.",
            type: "issuer_declined",
          },
      paid: succeeded,
      payment_intent: intent.id,
      payment_method: paymentMethod.id,
      payment_method_details: {
        card: { brand, country, exp_month, exp_year, funding, last4, network: brand, three_d_secure: null },
        type: "card",
      },
      receipt_url: null,
      refunded: false,
      review: null,
      shipping: null,
      status: succeeded ? "succeeded" : "failed",
      transfer: null,
      transfer_data: clone(intent.transfer_data),
      transfer_group: intent.transfer_group,
    });
    if (!succeeded || !intent.transfer_data) return charge;
    // A destination charge: the amount goes to the connected account, which pays the platform its fee.
    const { destination } = intent.transfer_data;
    const transfer = save({
      id: newId("tr"),
      object: "transfer",
      amount: intent.transfer_data.amount ?? intent.amount,
      amount_reversed: 0,
      created: now(),
      currency: intent.currency,
      destination,
      destination_payment: newId("py"),
      livemode: false,
      metadata: {},
      reversals: list(""),
      reversed: false,
      source_transaction: charge.id,
      source_type: "card",
      transfer_group: intent.transfer_group,
    });
    transfer.reversals.url = `/v1/transfers/${transfer.id}/reversals`;
    charge.transfer = transfer.id;
    if (intent.application_fee_amount !== null) {
      const fee = save({
        id: newId("fee"),
        object: "application_fee",
        account: destination,
        amount: intent.application_fee_amount,
        amount_refunded: 0,
        balance_transaction: newId("txn"),
        charge: transfer.destination_payment,
        created: now(),
        currency: intent.currency,
        fee_source: { charge: charge.id, type: "charge" },
        livemode: false,
        originating_transaction: charge.id,
        refunded: false,
        refunds: list(""),
      });
      fee.refunds.url = `/v1/application_fees/${fee.id}/refunds`;
      charge.application_fee = fee.id;
    }
    return charge;
  }

  // --- Refunds and disputes.

  function createRefund(call: Call): Json {
    const { params } = call;
    allow(params, PARAMS.refundCreate);
    let charge: Json;
    if (params.payment_intent !== undefined) {
      const intent = find("payment_intent", params.payment_intent, "payment_intent");
      if (intent.status !== "succeeded")
        throw invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
          param: "payment_intent",
        });
      charge = objects.get(intent.latest_charge)!;
    } else if (params.charge !== undefined) {
      charge = find("charge", params.charge, "charge");
    } else {
      throw invalid("One of the following params should be provided for this request: payment_intent or charge.", {
        code: "parameter_missing",
      });
    }
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining === 0)
      throw invalid(`Charge ${charge.id} has already been refunded.`, { code: "charge_already_refunded" });
    const amount = int(params.amount, "amount") ?? remaining;
    if (amount < 1)
      throw invalid("This value must be greater than or equal to 1.", {
        code: "parameter_invalid_integer",
        param: "amount",
      });
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    if (amount > remaining)
      throw invalid(
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(remaining)})`,
        { param: "amount" },
      );
    const reason = str(params.reason, "reason");
    if (reason !== undefined && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason))
      throw invalid("Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer", {
        param: "reason",
      });
    const refund = save({
      id: newId("re"),
      object: "refund",
      amount,
      balance_transaction: newId("txn"),
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      destination_details: {
        card: { reference_status: "pending", reference_type: "acquirer_reference_number", type: "refund" },
        type: "card",
      },
      metadata: metadata(params.metadata),
      payment_intent: charge.payment_intent,
      reason: reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: "succeeded",
      transfer_reversal: null,
    });
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    // Both are taken back in proportion to the amount refunded.
    const share = (total: number, taken: number) =>
      Math.min(total - taken, charge.refunded ? total - taken : Math.round((amount * total) / charge.amount));
    const transfer = charge.transfer && objects.get(charge.transfer);
    if (bool(params.reverse_transfer, "reverse_transfer") && transfer) {
      transfer.amount_reversed += share(transfer.amount, transfer.amount_reversed);
      transfer.reversed = transfer.amount_reversed === transfer.amount;
      refund.transfer_reversal = newId("trr");
    }
    const fee = charge.application_fee && objects.get(charge.application_fee);
    if (bool(params.refund_application_fee, "refund_application_fee") && fee) {
      const refunded = share(fee.amount, fee.amount_refunded);
      fee.amount_refunded += refunded;
      fee.refunded = fee.amount_refunded === fee.amount;
      fee.refunds.data.push({
        id: newId("fr"),
        object: "fee_refund",
        amount: refunded,
        created: now(),
        currency: fee.currency,
        fee: fee.id,
        metadata: {},
      });
      fee.refunds.total_count += 1;
    }
    emit("charge.refunded", charge, call);
    return view(refund, call);
  }

  async function openBankDispute(paymentIntentId: string): Promise<Json> {
    const intent = objects.get(paymentIntentId);
    if (intent?.object !== "payment_intent" || intent.status !== "succeeded")
      throw new Error(`${paymentIntentId} is not a succeeded PaymentIntent`);
    const charge = objects.get(intent.latest_charge)!;
    if (charge.disputed) throw new Error(`${charge.id} is already disputed`);
    charge.disputed = true;
    const dispute = save({
      id: newId("dp"),
      object: "dispute",
      amount: charge.amount,
      balance_transactions: [],
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      evidence: {},
      evidence_details: { due_by: now() + 7 * 86_400, has_evidence: false, past_due: false, submission_count: 0 },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: intent.id,
      reason: "fraudulent",
      status: "needs_response",
    });
    send(emit("charge.dispute.created", dispute, null));
    await deliveries();
    return clone(dispute);
  }

  // --- Routing.

  function retrieve(type: string): Handler {
    return (call, id) => {
      const intent = type === "setup_intent" || type === "payment_intent";
      allow(call.params, intent ? PARAMS.retrieveIntent : PARAMS.retrieve);
      if (type === "event") {
        const event = events.find((candidate) => candidate.id === id);
        if (!event) throw noSuch("event", id, "id", 404);
        return expanded(event, call.params.expand);
      }
      const object = find(type, id, "id", 404);
      checkClientSecret(call, object);
      return view(object, call);
    };
  }

  const routes: Route[] = [
    { method: "POST", pattern: /^\/v1\/accounts$/, handler: createAccount },
    { method: "GET", pattern: /^\/v1\/accounts$/, handler: listAccounts },
    { method: "GET", pattern: /^\/v1\/accounts\/([^/]+)$/, handler: retrieveAccount },
    { method: "POST", pattern: /^\/v1\/account_links$/, handler: createAccountLink },
    { method: "POST", pattern: /^\/v1\/customers$/, handler: createCustomer },
    { method: "POST", pattern: /^\/v1\/customers\/([^/]+)$/, handler: updateCustomer },
    { method: "POST", pattern: /^\/v1\/setup_intents$/, handler: createSetupIntent },
    {
      method: "POST",
      pattern: /^\/v1\/setup_intents\/([^/]+)\/confirm$/,
      handler: confirmSetupIntent,
      publishable: true,
    },
    { method: "POST", pattern: /^\/v1\/payment_intents$/, handler: createPaymentIntent },
    { method: "POST", pattern: /^\/v1\/refunds$/, handler: createRefund },
    ...Object.entries(COLLECTIONS).map(([collection, type]) => ({
      method: "GET",
      pattern: new RegExp(`^/v1/${collection}/([^/]+)$`),
      handler: retrieve(type),
      publishable: type === "setup_intent" || type === "payment_intent",
    })),
  ];

  function authenticate(header: string | undefined): Key {
    if (!header)
      throw invalid(
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
        {},
        401,
      );
    // Bearer, or Basic with the key as the user name: Stripe takes both.
    const [scheme, credentials = ""] = header.split(" ");
    const value = /^basic$/i.test(scheme)
      ? Buffer.from(credentials, "base64").toString().split(":")[0]
      : /^bearer$/i.test(scheme)
        ? credentials
        : "";
    if (/^(sk|rk)_test_\w+$/.test(value)) return { value, publishable: false };
    if (/^pk_test_\w+$/.test(value)) return { value, publishable: true };
    throw invalid(`Invalid API Key provided: ${redact(value)}`, {}, 401);
  }

  /** Answers one /v1 request: status and body, and headers beyond the usual. */
  function answer(request: IncomingMessage, path: string, call: Omit<Call, "key">, replayed: { value: boolean }) {
    const method = request.method ?? "GET";
    const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    if (!route)
      throw invalid(
        `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        {},
        404,
      );
    const key = authenticate(request.headers.authorization);
    if (key.publishable && !route.publishable)
      throw invalid(
        "This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.",
        { code: "secret_key_required" },
        401,
      );
    const run = () => {
      const id = decodeURIComponent(route.pattern.exec(path)![1] ?? "");
      return { status: 200, body: route.handler({ ...call, key }, id) };
    };
    if (method !== "POST" || !call.idempotencyKey) return run();

    // Idempotency (docs.stripe.com/api/idempotent_requests): per key and account, the first result is kept and
    // replayed; a key reused for another request is refused. A request refused before it ran (a 400) keeps nothing.
    if (call.idempotencyKey.length > 255)
      throw invalid("Keys for idempotent requests can only be up to 255 characters long.", {
        param: "Idempotency-Key",
      });
    const scope = `${key.value}\n${call.stripeAccount ?? ""}\n${call.idempotencyKey}`;
    const endpoint = `${method} ${path}`;
    const saved = idempotent.get(scope);
    if (saved) {
      const retry = `Try using a key other than '${call.idempotencyKey}' if you meant to execute a different request.`;
      if (saved.endpoint !== endpoint)
        throw new ApiError(400, {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.endpoint}' vs '${endpoint}'). ${retry}`,
        });
      if (saved.fingerprint !== fingerprint(call.params))
        throw new ApiError(400, {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. ${retry}`,
        });
      replayed.value = true;
      return {
        status: saved.status,
        body: saved.body,
        headers: { "idempotent-replayed": "true", "original-request": saved.requestId },
      };
    }
    const keep = (status: number, body: Json) =>
      idempotent.set(scope, {
        endpoint,
        fingerprint: fingerprint(call.params),
        status,
        body,
        requestId: call.requestId,
      });
    try {
      const result = run();
      keep(result.status, result.body);
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) keep(402, { error: error.body });
      throw error;
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const cors = { "access-control-allow-origin": "*" };
    if (request.method === "OPTIONS") {
      response.writeHead(204, {
        ...cors,
        "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
        "access-control-allow-headers":
          request.headers["access-control-request-headers"] ?? "authorization, content-type",
        "access-control-max-age": "600",
      });
      return response.end();
    }
    const onboarding = /^\/express\/onboarding\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && onboarding) return onboardingPage(onboarding[1], url.searchParams, response);

    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === "string" && value !== "" ? value : undefined;
    };
    const call = {
      params: parseForm(request.method === "POST" ? Buffer.concat(chunks).toString() : url.search.slice(1)),
      requestId: newId("req"),
      idempotencyKey: header("idempotency-key"),
      stripeAccount: header("stripe-account"),
      outbox: [] as Outgoing[],
    };
    const replayed = { value: false };
    let result: { status: number; body: Json; headers?: Record<string, string> };
    try {
      result = answer(request, url.pathname, call, replayed);
    } catch (error) {
      if (error instanceof ApiError) result = { status: error.status, body: { error: error.body } };
      else {
        console.error("fake Stripe:", error);
        result = {
          status: 500,
          body: { error: { type: "api_error", message: String(error) } },
          headers: { "stripe-should-retry": "false" },
        };
      }
    }
    if (url.pathname.startsWith("/v1/"))
      requests.push({
        method: request.method ?? "GET",
        path: url.pathname,
        ...(call.idempotencyKey && { idempotencyKey: call.idempotencyKey }),
        params: call.params,
        status: result.status,
        replayed: replayed.value,
      });
    response.writeHead(result.status, {
      ...cors,
      "content-type": "application/json",
      "request-id": call.requestId,
      "stripe-version": header("stripe-version") ?? Stripe.API_VERSION,
      ...(call.idempotencyKey && { "idempotency-key": call.idempotencyKey }),
      ...result.headers,
    });
    response.end(JSON.stringify(result.body, null, 2));
    send(call.outbox);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error("fake Stripe:", error);
      if (!response.headersSent) response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;

  const fake: FakeStripe = {
    host: "127.0.0.1",
    port,
    protocol: "http",
    url: `http://127.0.0.1:${port}`,
    webhookSecret,
    requests,
    objects,
    events,
    failedDeliveries,
    charges: () =>
      [...objects.values()].filter((object) => object.object === "payment_intent" && object.status === "succeeded")
        .length,
    deliveries,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    completeOnboarding,
    openBankDispute,
    stop: async () => {
      stopping.abort();
      await deliveries();
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
    },
  };
  return fake;
}

/** An API key as Stripe prints it in errors: its prefix and last four characters. */
function redact(key: string) {
  const prefix = /^[a-z]{2}_(test|live)_/.exec(key)?.[0] ?? "";
  return key.length > prefix.length + 4
    ? `${prefix}${"*".repeat(key.length - prefix.length - 4)}${key.slice(-4)}`
    : key;
}
