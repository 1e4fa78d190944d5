import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as placeBid } from "@/app/api/jobs/[id]/bids/route";
import { POST as sendMessage } from "@/app/api/jobs/[id]/messages/route";
import { POST as postReview } from "@/app/api/jobs/[id]/reviews/route";
import { GET as listJobs } from "@/app/api/jobs/route";
import { PATCH as editLawn } from "@/app/api/lawns/[id]/route";
import { POST as postLawn } from "@/app/api/lawns/route";
import { GET as searchPlaces } from "@/app/api/places/route";
import { POST as unsubscribe } from "@/app/api/unsubscribe/route";
import { POST as addAddress, PUT as editAddress } from "@/app/api/users/addresses/route";
import { POST as uploadPhoto } from "@/app/api/users/photos/upload/route";
import { PUT as updateProfile } from "@/app/api/users/profile/route";
import { CONTROL_CHARACTERS_MESSAGE, INVISIBLE_TEXT_MESSAGE } from "@/lib/validations/common";
import { call } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser, TEST_PASSWORD } from "../support/users";

type Answer = { status: number; body: { error?: string } | null };
/** Sends one request with `value` in the field under test. */
type Send = (value: string) => Promise<Answer>;
// `json`: the value travels in a JSON body, the only carrier that can hold a lone UTF-16 surrogate (a URL or a
// multipart form turns it into U+FFFD on the way).
type Field = { name: string; send: Send; multiline?: boolean; json?: boolean };

// What a careless or hostile client puts in text: NUL (a 500 from PostgreSQL before this rule), BEL, ESC, DEL and
// a C1 control (NEL); in JSON also a lone UTF-16 surrogate, which no encoder can write as UTF-8.
// And bidirectional controls, which make text read otherwise than it is: a right-to-left override, an isolate, a mark.
const REFUSED_EVERYWHERE = [
  "a\u0000b",
  "\u0007",
  "x\u001b[31m",
  "a\u007fb",
  "a\u0085b",
  "invoice\u202egpj.exe",
  "a\u2067b\u2069",
  "\u200fx",
];
const LONE_SURROGATE = "a\ud800b";
// Line breaks and tabs: refused in one-line fields, kept in multi-line ones (descriptions, messages, bios).
const LINES = ["first line\nsecond line", "a\tb", "windows\r\nline"];

const ADDRESS = {
  full_address: "142 Prospect Park West, Brooklyn, NY 11215, USA",
  street_number: "142",
  street: "Prospect Park West",
  city: "Brooklyn",
  state: "NY",
  postal_code: "11215",
  country: "US",
};
const LAWN = {
  title: "Front lawn",
  description: "Corner lot",
  area: "0.25 acres",
  location: "Brooklyn, NY",
  price_type: "fixed",
  price_estimate: 55,
  ...ADDRESS,
};

let fields: Field[] = [];

afterAll(() => vi.unstubAllEnvs());

beforeAll(async () => {
  // Dozens of refused sign-ups and postings from one address and account: the rate limits are not under test here.
  vi.stubEnv("RATE_LIMIT_MULTIPLIER", "100");
  const owner = await createUser("homeowner", "Olivia Owner");
  const provider = await createUser("provider", "Pat Provider");
  const open = await createJob(owner.id);
  const done = new Date(Date.now() - 3_600_000);
  const address = await call<{ id: string }>(addAddress, { token: owner.token, body: { label: "Home", ...ADDRESS } });
  expect(address.status).toBe(201);

  let n = 0;
  const unique = () => `user-${Date.now()}-${n++}@example.com`;
  const body =
    (
      handler: Parameters<typeof call>[0],
      token: string | undefined,
      base: Record<string, unknown>,
      options: { params?: Record<string, string>; path?: string; method?: string } = {},
    ) =>
    (name: string, build: (value: string) => Record<string, unknown> = (value) => ({ ...base, [name]: value })) =>
    (value: string) =>
      call(handler, { ...options, token, body: build(value) });

  const signUp = body(register, undefined, {
    password: "long-enough-pw",
    full_name: "New User",
    phone: "555-010-2000",
    role: "homeowner",
  });
  const signUpField =
    (name: string): Send =>
    (value) =>
      signUp(name, (v) => ({
        email: unique(),
        password: "long-enough-pw",
        full_name: "New User",
        phone: "555-010-2000",
        [name]: v,
      }))(value);
  const signIn = body(login, undefined, { email: owner.email, password: TEST_PASSWORD });
  const lawn = body(postLawn, owner.token, LAWN);
  const edit = body(editLawn, owner.token, {}, { method: "PATCH", params: { id: open.id } });
  const newAddress = body(addAddress, owner.token, { ...ADDRESS, label: "Cabin" });
  const profile = body(updateProfile, owner.token, {}, { method: "PUT" });
  const providerProfile = body(updateProfile, provider.token, {}, { method: "PUT" });
  const get = (handler: Parameters<typeof call>[0], path: string) => (value: string) =>
    call(handler, { method: "GET", path: `${path}${encodeURIComponent(value)}` });

  // Fresh jobs for the calls that succeed only once per job (a provider's bid, a party's review).
  const bid: Send = async (value) => {
    const job = await createJob(owner.id, { priceType: "auction" });
    return call(placeBid, {
      params: { id: job.id },
      token: provider.token,
      body: { amount: 40, eta_days: 2, message: value },
    });
  };
  const review: Send = async (value) => {
    const job = await createJob(owner.id, {
      status: "completed",
      providerId: provider.id,
      claimedAt: done,
      startedAt: done,
      completedAt: done,
    });
    return call(postReview, { params: { id: job.id }, token: owner.token, body: { rating: 5, comment: value } });
  };

  const jsonFields: Field[] = [
    { name: "sign-up email", send: signUpField("email") },
    { name: "sign-up password", send: signUpField("password") },
    { name: "sign-up full_name", send: signUpField("full_name") },
    { name: "sign-up phone", send: signUpField("phone") },
    { name: "sign-in email", send: signIn("email") },
    { name: "sign-in password", send: signIn("password") },
    ...["title", "area", "location", "full_address", "street_number", "street", "city", "postal_code", "country"].map(
      (name) => ({ name: `posting ${name}`, send: lawn(name) }),
    ),
    { name: "posting description", send: lawn("description"), multiline: true },
    {
      name: "posting location.city",
      send: lawn("location", (value) => ({ ...LAWN, location: { city: value, state: "NY" } })),
    },
    { name: "posting photos[0]", send: lawn("photos", (value) => ({ ...LAWN, photos: [`/api/uploads/${value}`] })) },
    { name: "lawn edit title", send: edit("title") },
    { name: "lawn edit area", send: edit("area") },
    { name: "lawn edit description", send: edit("description"), multiline: true },
    ...["label", "full_address", "street_number", "street", "city", "postal_code", "country"].map((name) => ({
      name: `new address ${name}`,
      send: newAddress(name),
    })),
    {
      name: "address label edit",
      send: (value) =>
        call(editAddress, {
          method: "PUT",
          path: `/api/users/addresses?id=${address.body.id}`,
          token: owner.token,
          body: { label: value },
        }),
    },
    { name: "profile full_name", send: profile("full_name") },
    { name: "profile phone", send: profile("phone") },
    { name: "profile bio", send: profile("bio"), multiline: true },
    { name: "profile lawn_care_preferences", send: profile("lawn_care_preferences"), multiline: true },
    { name: "provider equipment", send: providerProfile("equipment"), multiline: true },
    { name: "bid message", send: bid, multiline: true },
    {
      name: "message body",
      send: body(
        sendMessage,
        provider.token,
        {},
        { params: { id: open.id }, path: `/api/jobs/${open.id}/messages` },
      )("body"),
      multiline: true,
    },
    { name: "review comment", send: review, multiline: true },
  ];
  fields = [
    ...jsonFields.map((field) => ({ ...field, json: true })),
    {
      name: "photo caption",
      send: (value) => {
        const form = new FormData();
        form.append("photo", new File([new Uint8Array([1, 2, 3])], "p.jpg", { type: "image/jpeg" }));
        form.append("type", "property");
        form.append("caption", value);
        return call(uploadPhoto, { path: "/api/users/photos/upload", token: owner.token, rawBody: form });
      },
    },
    { name: "places q", send: get(searchPlaces, "/api/places?q=") },
    { name: "jobs near", send: get(listJobs, "/api/jobs?near=") },
    { name: "jobs zip", send: get(listJobs, "/api/jobs?zip=") },
    {
      name: "unsubscribe token",
      send: (value) => call(unsubscribe, { path: `/api/unsubscribe?token=${encodeURIComponent(value)}` }),
    },
  ];
});

describe("text inputs refuse control characters with 400", () => {
  it("every text field refuses NUL, other control characters and lone surrogates, naming the field's rule", async () => {
    expect(fields.length).toBeGreaterThan(40);
    for (const field of fields) {
      for (const value of field.json ? [...REFUSED_EVERYWHERE, LONE_SURROGATE] : REFUSED_EVERYWHERE) {
        const answer = await field.send(value);
        expect({ field: field.name, value, status: answer.status }).toEqual({ field: field.name, value, status: 400 });
        expect(answer.body?.error, `${field.name} ${JSON.stringify(value)}`).toContain(CONTROL_CHARACTERS_MESSAGE);
      }
    }
  });

  it("one-line fields refuse line breaks and tabs; multi-line fields keep them", async () => {
    for (const field of fields) {
      for (const value of LINES) {
        const answer = await field.send(value);
        if (field.multiline)
          expect(answer.status, `${field.name} ${JSON.stringify(value)}: ${answer.body?.error}`).toBeLessThan(300);
        else expect(answer.body?.error, `${field.name} ${JSON.stringify(value)}`).toContain(CONTROL_CHARACTERS_MESSAGE);
      }
    }
  });
});

describe("text made of zero-width characters alone is refused with 400", () => {
  it("in every text field, while text with zero-width joiners in it (emoji) is kept", async () => {
    // A photo's value is sent inside its URL, never alone.
    for (const field of fields.filter((candidate) => candidate.name !== "posting photos[0]")) {
      for (const value of ["\u200b", "\u200b\u200c\u200d", " \u2060\ufeff "]) {
        const answer = await field.send(value);
        expect({ field: field.name, value, status: answer.status }).toEqual({ field: field.name, value, status: 400 });
        expect(answer.body?.error, `${field.name} ${JSON.stringify(value)}`).toContain(INVISIBLE_TEXT_MESSAGE);
      }
    }
    const family = "Family \u{1f468}\u200d\u{1f469}\u200d\u{1f467} lawn";
    const posted = await call<{ job: { title: string } }>(postLawn, {
      token: (await createUser("homeowner")).token,
      body: { ...LAWN, title: family },
    });
    expect([posted.status, posted.body.job.title]).toEqual([201, family]);
  });
});

describe("money refuses fractions of a cent with 400", () => {
  it("a price estimate or a bid of 1e-9 (which would be stored as 0.00) or 0.001; 0, 0.29 and 999999.99 are kept", async () => {
    const owner = await createUser("homeowner");
    const provider = await createUser("provider");
    const price = (value: number) =>
      call<{ error?: string; code?: string }>(postLawn, {
        token: owner.token,
        body: { ...LAWN, price_estimate: value },
      });
    const bid = async (amount: number) =>
      call<{ error?: string; code?: string }>(placeBid, {
        params: { id: (await createJob(owner.id, { priceType: "auction" })).id },
        token: provider.token,
        body: { amount, eta_days: 1 },
      });
    for (const send of [price, bid]) {
      for (const value of [1e-9, 1e-20, 0.001, 10.005]) {
        const answer = await send(value);
        expect([value, answer.status, answer.body.code]).toEqual([value, 400, "invalid_input"]);
        expect(answer.body.error).toContain("Use at most 2 decimals");
      }
      for (const value of [0, 0.29, 19.99, 999999.99])
        expect([value, (await send(value)).status]).toEqual([value, 201]);
    }
  });
});
