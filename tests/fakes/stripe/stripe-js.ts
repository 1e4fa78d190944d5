import type { BrowserContext, Page } from "@playwright/test";

// A stand-in for Stripe.js (https://js.stripe.com/endive/stripe.js, which @stripe/stripe-js's loadStripe injects),
// served by a Playwright route. It implements what LawnLink's card form uses, as Stripe documents it: Stripe(key),
// elements({ clientSecret }) with the Payment Element, elements.submit, confirmSetup and retrieveSetupIntent; and
// what loadStripe and react-stripe-js check (Stripe.version, _registerWrapper, registerAppInfo, and the presence of
// createToken, createPaymentMethod and confirmCardPayment). Stripe's card frame is an accessible <select> of Stripe's
// test payment methods; confirming sends the chosen one to the fake API (server.ts) as Stripe.js would.

/** Where real Stripe.js sends its API calls; routeFakeStripeJs forwards them to the fake server. */
export const STRIPE_API_ORIGIN = "https://api.stripe.com";

function installFakeStripeJs(apiUrl: string) {
  type Params = Record<string, unknown>;
  type Handler = (event: unknown) => void;
  type StripeError = { type: string; message?: string; code?: string; decline_code?: string };
  type Group = { options: Params; element: ReturnType<typeof paymentElement> | null };

  const TEST_CARDS = [
    ["pm_card_visa", "Visa •••• 4242"],
    ["pm_card_mastercard", "Mastercard •••• 4444"],
    ["pm_card_chargeCustomerFail", "Visa •••• 0341 (charge fails)"],
    ["pm_card_authenticationRequired", "Visa •••• 3184 (needs authentication)"],
    ["pm_card_chargeDeclined", "Visa •••• 0002 (declined)"],
  ];
  const integrationError = (message: string) => Object.assign(new Error(message), { name: "IntegrationError" });
  let mounts = 0;

  function paymentElement(options: Params) {
    const handlers = new Map<string, Set<Handler>>();
    let fieldset: HTMLFieldSetElement | null = null;
    let select: HTMLSelectElement | null = null;
    let destroyed = false;
    const emit = (name: string, event: unknown) => [...(handlers.get(name) ?? [])].forEach((handler) => handler(event));
    const changed = () =>
      emit("change", {
        elementType: "payment",
        collapsed: false,
        complete: true,
        empty: false,
        value: { type: "card" },
      });

    const element = {
      mount(target: string | HTMLElement) {
        if (destroyed) throw integrationError("This Element has already been destroyed. Please create a new one.");
        if (fieldset) throw integrationError("This Element is already mounted. Use `unmount()` to unmount it first.");
        const parent = typeof target === "string" ? document.querySelector(target) : target;
        if (!parent)
          throw integrationError(
            `The selector you specified (${String(target)}) applies to no DOM elements that are currently on the page.`,
          );
        const id = `fake-stripe-card-${++mounts}`;
        fieldset = document.createElement("fieldset");
        fieldset.style.display = "grid";
        fieldset.style.gap = "0.25rem";
        const legend = document.createElement("legend");
        legend.textContent = "Card";
        const label = document.createElement("label");
        label.htmlFor = id;
        label.textContent = "Test card";
        select = document.createElement("select");
        select.id = id;
        for (const [value, text] of TEST_CARDS) select.add(new Option(text, value));
        select.disabled = Boolean(options.readOnly);
        select.addEventListener("change", changed);
        select.addEventListener("focus", () => emit("focus", { elementType: "payment" }));
        select.addEventListener("blur", () => emit("blur", { elementType: "payment" }));
        fieldset.append(legend, label, select);
        parent.append(fieldset);
        // Stripe's frame loads after mount: then "ready", and the form's first state.
        setTimeout(() => {
          if (!fieldset) return;
          emit("ready", { elementType: "payment" });
          changed();
        }, 20);
      },
      unmount() {
        fieldset?.remove();
        fieldset = select = null;
      },
      destroy() {
        element.unmount();
        destroyed = true;
        handlers.clear();
      },
      on(name: string, handler: Handler) {
        if (!handlers.has(name)) handlers.set(name, new Set());
        handlers.get(name)!.add(handler);
        return element;
      },
      once(name: string, handler: Handler) {
        const once = (event: unknown) => {
          element.off(name, once);
          handler(event);
        };
        return element.on(name, once);
      },
      off(name: string, handler?: Handler) {
        if (handler) handlers.get(name)?.delete(handler);
        else handlers.delete(name);
        return element;
      },
      update(updates: Params) {
        Object.assign(options, updates);
        if (select) select.disabled = Boolean(options.readOnly);
      },
      focus: () => select?.focus(),
      blur: () => select?.blur(),
      clear() {
        if (!select) return;
        select.selectedIndex = 0;
        changed();
      },
      collapse() {},
    };
    return { element, paymentMethod: () => select?.value ?? null, destroyed: () => destroyed };
  }

  function Stripe(publishableKey: unknown, stripeOptions: { stripeAccount?: string } = {}) {
    if (typeof publishableKey !== "string" || !/^pk_(test|live)_/.test(publishableKey))
      throw integrationError(
        `Invalid value for Stripe(): apiKey should be a publishable key. You specified: ${String(publishableKey)}.`,
      );
    const groups = new WeakMap<object, Group>();

    /** Stripe's API with the publishable key: the answer, or the error Stripe.js hands back. */
    async function request(method: "GET" | "POST", path: string, params: Params) {
      const form = new URLSearchParams();
      for (const [name, value] of Object.entries(params)) if (value !== undefined) form.append(name, String(value));
      try {
        const response = await fetch(method === "GET" ? `${apiUrl}${path}?${form}` : `${apiUrl}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${publishableKey}`,
            ...(method === "POST" && { "content-type": "application/x-www-form-urlencoded" }),
            ...(stripeOptions.stripeAccount && { "stripe-account": stripeOptions.stripeAccount }),
          },
          body: method === "POST" ? form : undefined,
        });
        const body = await response.json();
        return response.ok ? { body } : { error: body.error as StripeError };
      } catch {
        return { error: { type: "api_connection_error", message: "An error occurred with our connection to Stripe." } };
      }
    }

    const intentId = (clientSecret: string) => clientSecret.split("_secret_")[0];
    const unsupported = (name: string) => () =>
      Promise.reject(
        integrationError(`stripe.${name}() is not part of LawnLink's fake Stripe.js (tests/fakes/stripe).`),
      );

    return {
      elements(options: Params = {}) {
        const group: Group = { options: { ...options }, element: null };
        const elements = {
          create(type: string, elementOptions: Params = {}) {
            if (type !== "payment")
              throw integrationError(`The fake Stripe.js makes the Payment Element only, not "${type}".`);
            if (group.element && !group.element.destroyed())
              throw integrationError("Can only create one Element of type payment.");
            group.element = paymentElement({ ...elementOptions });
            return group.element.element;
          },
          getElement: (type: string) =>
            type === "payment" && group.element && !group.element.destroyed() ? group.element.element : null,
          update: (updates: Params) => void Object.assign(group.options, updates),
          fetchUpdates: async () => ({}),
          submit: async () =>
            group.element?.paymentMethod()
              ? {}
              : { error: { type: "validation_error", message: "Mount the Payment Element before submitting it." } },
        };
        groups.set(elements, group);
        return elements;
      },

      async confirmSetup({
        elements,
        clientSecret,
        confirmParams = {},
        redirect = "always",
      }: { elements?: object; clientSecret?: string; confirmParams?: Params; redirect?: string } = {}) {
        const group = elements ? groups.get(elements) : undefined;
        const secret = clientSecret ?? group?.options.clientSecret;
        if (typeof secret !== "string")
          throw integrationError(
            "stripe.confirmSetup(): pass the SetupIntent's clientSecret to elements() or to confirmSetup().",
          );
        const returnUrl = confirmParams.return_url as string | undefined;
        if (redirect !== "if_required" && !returnUrl)
          throw integrationError(
            "stripe.confirmSetup(): `confirmParams.return_url` is required unless passing `redirect: 'if_required'`.",
          );
        const paymentMethod = confirmParams.payment_method ?? group?.element?.paymentMethod();
        if (!paymentMethod)
          throw integrationError("stripe.confirmSetup(): `elements` must hold a mounted Payment Element.");
        const id = intentId(secret);
        const { body, error } = await request("POST", `/v1/setup_intents/${id}/confirm`, {
          client_secret: secret,
          payment_method: paymentMethod,
          return_url: returnUrl,
        });
        if (error) return { error };
        if (redirect === "if_required") return { setupIntent: body };
        // Card set-ups need no redirect, but redirect "always" returns to return_url as Stripe does.
        const back = new URL(returnUrl!, location.href);
        back.search = new URLSearchParams({
          ...Object.fromEntries(back.searchParams),
          setup_intent: id,
          setup_intent_client_secret: secret,
          redirect_status: "succeeded",
        }).toString();
        location.assign(back);
        return new Promise<never>(() => {});
      },

      async retrieveSetupIntent(clientSecret: string) {
        const { body, error } = await request("GET", `/v1/setup_intents/${intentId(clientSecret)}`, {
          client_secret: clientSecret,
        });
        return error ? { error } : { setupIntent: body };
      },

      async retrievePaymentIntent(clientSecret: string) {
        const { body, error } = await request("GET", `/v1/payment_intents/${intentId(clientSecret)}`, {
          client_secret: clientSecret,
        });
        return error ? { error } : { paymentIntent: body };
      },

      registerAppInfo() {},
      _registerWrapper() {},
      createToken: unsupported("createToken"),
      createPaymentMethod: unsupported("createPaymentMethod"),
      confirmCardPayment: unsupported("confirmCardPayment"),
      confirmCardSetup: unsupported("confirmCardSetup"),
      confirmPayment: unsupported("confirmPayment"),
      handleNextAction: unsupported("handleNextAction"),
    };
  }

  // loadStripe compares this with the release train it was built for.
  (window as unknown as { Stripe: unknown }).Stripe = Object.assign(Stripe, { version: "endive" });
}

/** The script, calling Stripe's API at `apiUrl` (the fake server's url, or STRIPE_API_ORIGIN when routed). */
export function fakeStripeJsSource(apiUrl: string): string {
  // `__name`: the test runner's transpiler may wrap named functions in it; the page has no such helper.
  return `var __name = (target) => target;\n(${installFakeStripeJs.toString()})(${JSON.stringify(apiUrl.replace(/\/$/, ""))});`;
}

/**
 * Serves the fake Stripe.js in place of Stripe's. The page calls https://api.stripe.com, as real Stripe.js does (the
 * app's Content-Security-Policy allows only that), and the route forwards those calls to the fake server at `apiUrl`,
 * so the browser needs no way to reach it.
 */
export async function routeFakeStripeJs(target: Page | BrowserContext, apiUrl: string) {
  const base = apiUrl.replace(/\/$/, "");
  await target.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: fakeStripeJsSource(STRIPE_API_ORIGIN) }),
  );
  await target.route(`${STRIPE_API_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${base}${url.pathname}${url.search}` }) });
  });
}
