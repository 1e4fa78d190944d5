import fc from "fast-check";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { SESSION_COOKIE } from "@/lib/auth/token";
import { db } from "@/lib/db/client";
import { unsubscribeToken } from "@/lib/notifications/unsubscribe";
import { expectRefusal } from "../support/http";
import { createJob } from "../support/jobs";
import { createOperator } from "../support/operators";
import { createUser, TEST_PASSWORD } from "../support/users";

// Property-based fuzzing of every API route handler (found on disk, so a new route is fuzzed without being listed
// here): random bodies, query strings, path params and callers, through the real handlers and database. For every
// request: no 5xx; a refusal (4xx) is JSON { error, code } with a catalogued code; and after a refusal the database is exactly as before
// (every table's row count and row contents, hashed), apart from the sign-in limiter's own counters.

/** Runs per route and method (docs/reliability.md, "Fuzzing"). Seeded, so a failure replays. */
const RUNS = 50;
const SEED = 20261123;

type Handler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const modules = import.meta.glob<Record<string, unknown>>("../../app/api/**/route.ts", { eager: true });
// Not next-auth's own handler (/api/auth/[...nextauth], OAuth only): it reads Next.js's request scope (cookies()),
// which exists only inside a running Next.js server.
const ROUTES = Object.entries(modules).flatMap(([file, module]) => {
  const path = file.replace("../../app", "").replace(/\/route\.ts$/, "");
  if (path.includes("[...nextauth]")) return [];
  return METHODS.filter((method) => typeof module[method] === "function").map((method) => ({
    path,
    method,
    handler: module[method] as Handler,
  }));
});

// Every field name any schema knows (bodies and query strings alike), read from the schemas themselves.
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};
function keysOf(schema: z.ZodType, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  const inner = [def.innerType, def.in, def.out, def.left, def.right, ...(def.options ?? [])].filter(
    (s): s is z.ZodType => !!s?._zod,
  );
  return [
    ...Object.keys(def.shape ?? {}),
    ...Object.values(def.shape ?? {}).flatMap((s) => keysOf(s, seen)),
    ...inner.flatMap((s) => keysOf(s, seen)),
  ];
}
const schemaModules = import.meta.glob<Record<string, unknown>>(
  ["../../lib/*/schemas.ts", "../../lib/validations/common.ts"],
  { eager: true },
);
const FIELD_NAMES = [
  ...new Set(
    Object.values(schemaModules).flatMap((module) =>
      Object.values(module)
        .filter((value): value is z.ZodType => !!(value as z.ZodType)?._zod)
        .flatMap((schema) => keysOf(schema)),
    ),
  ),
].sort();

// Tables whose rows a refusal may legitimately add: the counters of rate limits (a refused sign-in is counted).
const COUNTER_TABLES = /^RateLimit\w*$/;
// Columns a refusal may legitimately change: when a signed-in caller's latest write request began, refused or not
// (lib/users/last-write.ts).
const BOOKKEEPING_COLUMNS: Record<string, string[]> = { User: ["lastWriteAt"] };
const rowText = (table: string) =>
  (BOOKKEEPING_COLUMNS[table] ?? []).reduce((row, column) => `(${row} - '${column}')`, "to_jsonb(x)") + "::text";

let snapshotQuery = "";
async function snapshot(): Promise<string> {
  const rows = await db.$queryRawUnsafe<{ t: string; n: bigint; h: bigint | null }[]>(snapshotQuery);
  return rows.map((row) => `${row.t}:${row.n}:${row.h}`).join(" ");
}

type World = Awaited<ReturnType<typeof makeWorld>>;
async function makeWorld() {
  const owner = await createUser("homeowner", "Olivia Owner");
  const stranger = await createUser("homeowner", "Sam Stranger");
  const provider = await createUser("provider", "Pat Provider");
  const operator = await createOperator();
  const open = await createJob(owner.id);
  const auction = await createJob(owner.id, { priceType: "auction" });
  const claimed = await createJob(owner.id, { status: "claimed", providerId: provider.id });
  const done = new Date(Date.now() - 3_600_000);
  const completed = await createJob(owner.id, {
    status: "completed",
    providerId: provider.id,
    claimedAt: done,
    startedAt: done,
    completedAt: done,
  });
  const bid = await db.bid.create({ data: { jobId: auction.id, providerId: provider.id, amount: 40, etaDays: 2 } });
  const address = await db.address.create({
    data: {
      userId: owner.id,
      label: "Home",
      isDefault: true,
      fullAddress: "142 Prospect Park West, Brooklyn, NY 11215, USA",
      streetNumber: "142",
      street: "Prospect Park West",
      city: "Brooklyn",
      state: "NY",
      postalCode: "11215",
      country: "US",
    },
  });
  // A weekly plan between them, with a visit due today and one ahead, for the plan and visit routes.
  const recurring = await createJob(owner.id, {
    status: "in_progress",
    providerId: provider.id,
    startedAt: done,
    recurrenceFrequency: "weekly",
    recurrenceStartsOn: done,
  });
  const plan = await db.servicePlan.create({
    data: {
      jobId: recurring.id,
      ownerId: owner.id,
      providerId: provider.id,
      frequency: "weekly",
      startsOn: done,
      pricePerVisit: 45,
      timeZone: "America/New_York",
    },
  });
  const day = (days: number) =>
    new Date(`${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);
  const visits = await db.visit.createManyAndReturn({
    data: [-1, 10].map((days) => ({ planId: plan.id, date: day(days), originalDate: day(days) })),
  });
  const ids = [
    ...[owner.id, stranger.id, provider.id, open.id, auction.id, claimed.id, completed.id, bid.id, address.id],
    ...[recurring.id, plan.id, ...visits.map((visit) => visit.id)],
  ];
  return { owner, stranger, provider, operator, ids, unsubscribe: unsubscribeToken(owner.id) };
}

// Plausible values for the fields, so that many requests get past validation into the domain code.
function samples(world: World): Record<string, fc.Arbitrary<unknown>> {
  const id = fc.constantFrom(...world.ids);
  return {
    title: fc.constantFrom("Front lawn", "Back yard mowing"),
    description: fc.constantFrom("", "Corner lot\nwith a gate"),
    area: fc.constant("0.25 acres"),
    location: fc.constantFrom("Brooklyn, NY", { city: "Brooklyn", state: "NY" }),
    full_address: fc.constant("142 Prospect Park West, Brooklyn, NY 11215, USA"),
    street_number: fc.constant("142"),
    street: fc.constant("Prospect Park West"),
    city: fc.constant("Brooklyn"),
    state: fc.constantFrom("NY", "NJ", "ZZ"),
    postal_code: fc.constantFrom("11215", "07605", "00000"),
    country: fc.constantFrom("US", "Canada"),
    latitude: fc.double({ min: -100, max: 100 }),
    longitude: fc.double({ min: -200, max: 200 }),
    price_type: fc.constantFrom("fixed", "auction"),
    price_estimate: fc.oneof(fc.constant(55), fc.constant(null), fc.double()),
    needed_by: fc.constantFrom(null, "2026-12-01", "2999-01-01", "not a date"),
    recurrence: fc.constantFrom(
      { frequency: "weekly", starts_on: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), weekday: 5 },
      { frequency: "monthly", starts_on: "2999-01-01" },
      { frequency: "daily" },
    ),
    until: fc.constantFrom(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10), "2020-01-01", "x"),
    last_visit_on: fc.constantFrom(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10), "2020-01-01"),
    date: fc.constantFrom(new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10), "2020-01-01", "13/01"),
    from: fc.constantFrom("2026-01-01", "x"),
    to: fc.constantFrom("2030-01-01", "2000-01-01"),
    photos: fc.array(fc.constantFrom("/api/uploads/a/b.png", "https://x.ufs.sh/f/1"), { maxLength: 3 }),
    user_address_id: id,
    invite_provider_id: id,
    label: fc.constantFrom("Home", "Office"),
    is_default: fc.boolean(),
    amount: fc.oneof(fc.constant(40), fc.double(), fc.integer()),
    eta_days: fc.integer({ min: -2, max: 400 }),
    message: fc.constantFrom("I can do it", null),
    body: fc.constantFrom("Is the gate locked?", ""),
    rating: fc.integer({ min: 0, max: 6 }),
    comment: fc.constantFrom("Great work", null),
    email: fc.constantFrom(world.owner.email, "new@example.com", "not-an-email"),
    password: fc.constantFrom(TEST_PASSWORD, "wrong-password", "short"),
    full_name: fc.constant("Fuzz Tester"),
    phone: fc.constantFrom("555-010-2000", "abc"),
    role: fc.constantFrom("homeowner", "provider", "admin"),
    bio: fc.constant("Hello"),
    equipment: fc.constant("Mower"),
    lawn_care_preferences: fc.constant("Weekly"),
    experience_years: fc.integer({ min: -1, max: 70 }),
    service_radius: fc.integer({ min: 0, max: 120 }),
    profile_complete: fc.boolean(),
    notification_preferences: fc.record({ email: fc.boolean(), sms: fc.boolean() }),
    ids: fc.array(fc.oneof(id, fc.uuid()), { maxLength: 3 }),
    all: fc.constantFrom(true, false),
    subject_type: fc.constantFrom("job", "message", "review", "user", "bid"),
    subject_id: id,
    note: fc.constantFrom("", "Asked to be paid in cash", null),
    action: fc.constantFrom("none", "hide", "remove_review", "warn", "suspend", "ban"),
    status: fc.constantFrom("open", "all", "claimed", "bogus"),
    sort: fc.constantFrom("created_at", "distance", "needed_by"),
    mine: fc.constantFrom("true", "false"),
    near: fc.constantFrom("me", "40.7,-74", "91,0"),
    zip: fc.constantFrom("11215", "1121"),
    radius: fc.constantFrom("10", "0", "501"),
    limit: fc.constantFrom("1", "20", "0", "101"),
    skip: fc.constantFrom("0", "5", "-1"),
    owner_only: fc.constantFrom("true", "false"),
    unread: fc.constantFrom("true", "false"),
    q: fc.constantFrom("Brook", "11215", "x"),
    provider_id: id,
    token: fc.constantFrom(world.unsubscribe, "bogus"),
    id,
    type: fc.constantFrom("profile", "property"),
    caption: fc.constant("Lawn"),
    is_primary: fc.constantFrom("true", "false"),
    reason: fc.constantFrom("Spam", "", "  ", "spam", "fraud", "off_platform_payment"),
  };
}

// Strings that broke, or could break, something: control characters, a lone surrogate, path and SQL tricks, a body
// over the 64 KB limit.
const NASTY = [
  "a\u0000b",
  "\u0000",
  "name\u0000",
  "\u0007",
  "\u001b[31m",
  "a\u007f",
  "\u0085",
  "a\ud800b",
  "",
  " ",
  "😀",
  "%00",
  "%ff",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "\u202egnp.exe",
  "x".repeat(70_000),
];

const anyValue = (world: World) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.string({ maxLength: 6000 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(...world.ids),
    fc.uuid(),
    fc.jsonValue({ maxDepth: 2 }),
  );

function valueFor(key: string, world: World, sample: Record<string, fc.Arbitrary<unknown>>) {
  return sample[key]
    ? fc.oneof({ arbitrary: sample[key], weight: 3 }, { arbitrary: anyValue(world), weight: 1 })
    : anyValue(world);
}

type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string }
  | { kind: "multipart"; fields: Record<string, string>; file: Uint8Array | null };

// Valid bodies of the app's forms, to be spoiled one or two fields at a time: most requests then reach the domain code.
function templates(world: World): Record<string, Record<string, unknown>> {
  // A new address each time, so that sign-ups keep succeeding (and reaching the database) rather than meeting 409.
  const newEmail = fc.uuid().map((id) => `fuzz-${id}@example.com`);
  const address = {
    full_address: "142 Prospect Park West, Brooklyn, NY 11215, USA",
    street_number: "142",
    street: "Prospect Park West",
    city: "Brooklyn",
    state: "NY",
    postal_code: "11215",
    country: "US",
  };
  return {
    "POST /api/lawns": {
      title: "Front lawn",
      description: "Corner lot",
      area: "0.25 acres",
      location: "Brooklyn, NY",
      price_type: "auction",
      price_estimate: 55,
      bidding_closes_at: new Date(Date.now() + 86_400_000).toISOString(),
      auto_award: { min_rating: 4 },
      ...address,
    },
    "PATCH /api/lawns/[id]": { title: "Front lawn", description: "Corner lot", area: "0.25 acres", price_estimate: 60 },
    "POST /api/users/addresses": { label: "Cabin", is_default: false, ...address },
    "PUT /api/users/addresses": { label: "Cabin", is_default: true },
    "POST /api/jobs/[id]/bids": { amount: 40, eta_days: 2, message: "I can do it" },
    "POST /api/jobs/[id]/messages": { body: "Is the gate locked?" },
    "POST /api/jobs/[id]/reviews": { rating: 5, comment: "Great work" },
    "PUT /api/users/profile": {
      full_name: "Fuzz Tester",
      phone: "555-010-2000",
      bio: "Hello",
      lawn_care_preferences: "Weekly",
    },
    "POST /api/auth/register": {
      email: newEmail,
      password: "long-enough-pw",
      full_name: "Fuzz Tester",
      phone: "555-010-2000",
      role: "provider",
    },
    "POST /api/auth/login": { email: world.owner.email, password: TEST_PASSWORD },
    "POST /api/notifications/read": { ids: world.ids.slice(0, 2) },
    "POST /api/users/blocks": { user_id: world.provider.id },
    "POST /api/reports": { subject_type: "user", subject_id: world.provider.id, reason: "spam", note: "Spam" },
    "POST /api/admin/reports/[id]/resolve": { action: "none", note: "Checked" },
    "POST /api/admin/users/[id]/suspend": { reason: "Fuzzing" },
    "POST /api/admin/users/[id]/reinstate": { reason: "Fuzzing" },
    "POST /api/admin/jobs/[id]/hide": { reason: "Fuzzing" },
    "DELETE /api/admin/reviews/[id]": { reason: "Fuzzing" },
    "POST /api/plans/[id]/pause": { until: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10) },
    "POST /api/visits/[id]/reschedule": { date: new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10) },
    "POST /api/visits/[id]/complete": { photos: [] },
    "POST /api/jobs/[id]/book-again": { date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10) },
    "POST /api/users/favourites": { provider_id: world.provider.id },
  };
}

function bodies(route: string, world: World, sample: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Body> {
  // The route's own form when it has one (else any), with one of its fields, or another field, spoiled.
  const asRecord = (template: Record<string, unknown>) =>
    fc.record(
      Object.fromEntries(
        Object.entries(template).map(([key, value]) => [
          key,
          value instanceof fc.Arbitrary ? value : fc.constant(value),
        ]),
      ),
    );
  const forms = Object.fromEntries(
    Object.entries(templates(world)).map(([name, template]) => [name, asRecord(template)]),
  );
  const form = forms[route] ?? fc.oneof(...Object.values(forms));
  const spoiled = form
    .chain((template) =>
      fc.tuple(
        fc.constant(template),
        fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...Object.keys(template)) }, fc.constantFrom(...FIELD_NAMES)),
        anyValue(world),
      ),
    )
    .map(([template, key, value]): Body => ({ kind: "json", value: { ...template, [key]: value } }));
  const fieldsObject = fc
    .subarray(FIELD_NAMES, { maxLength: 14 })
    .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, valueFor(key, world, sample)]))));
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({ kind: "none" }) },
    { weight: 8, arbitrary: spoiled },
    { weight: 3, arbitrary: fieldsObject.map((value): Body => ({ kind: "json", value })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: "json", value })) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: "binary", maxLength: 200 }).map((text): Body => ({ kind: "raw", text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .record({
          fields: fc.dictionary(
            fc.constantFrom("type", "caption", "is_primary", "photo", "other"),
            fc.string({ unit: "binary", maxLength: 30 }),
          ),
          file: fc.option(fc.uint8Array({ maxLength: 64 })),
        })
        .map(({ fields, file }): Body => ({ kind: "multipart", fields, file })),
    },
  );
}

const asText = (value: unknown) =>
  typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);

function queries(world: World, sample: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  const known = fc
    .subarray(FIELD_NAMES, { maxLength: 6 })
    .chain((keys) => fc.record(Object.fromEntries(keys.map((key) => [key, valueFor(key, world, sample).map(asText)]))));
  const unknown = fc.dictionary(
    fc.string({ unit: "binary", maxLength: 8 }),
    fc.string({ unit: "binary", maxLength: 20 }),
    { maxKeys: 2 },
  );
  return fc.tuple(known, unknown).map(([a, b]) => new URLSearchParams({ ...a, ...b }).toString());
}

function params(path: string, world: World): fc.Arbitrary<Record<string, unknown>> {
  const names = [...path.matchAll(/\[(\.\.\.)?(\w+)\]/g)].map(([, rest, name]) => ({ rest: !!rest, name }));
  const segment = fc.oneof(
    fc.constantFrom(...world.ids),
    fc.uuid(),
    fc.string({ unit: "binary", maxLength: 20 }),
    fc.constantFrom("session", "csrf", "providers", "signin", "google", "a.png"),
  );
  return fc.record(
    Object.fromEntries(names.map(({ rest, name }) => [name, rest ? fc.array(segment, { maxLength: 4 }) : segment])),
  );
}

type Caller = "anonymous" | "owner" | "stranger" | "provider" | "operator";
type Transport = "bearer" | "cookie" | "cross-site cookie";

function encodePath(path: string, values: Record<string, unknown>): string {
  const encode = (value: unknown) => {
    try {
      return encodeURIComponent(String(value));
    } catch {
      return "x"; // a lone surrogate: no URL can carry it
    }
  };
  return path.replace(/\[(\.\.\.)?(\w+)\]/g, (_, _rest, name: string) =>
    Array.isArray(values[name]) ? (values[name] as unknown[]).map(encode).join("/") : encode(values[name]),
  );
}

async function send(
  route: (typeof ROUTES)[number],
  world: World,
  input: { body: Body; query: string; params: Record<string, unknown>; caller: Caller; transport: Transport },
) {
  const headers = new Headers();
  const token = input.caller === "anonymous" ? null : world[input.caller].token;
  if (token && input.transport === "bearer") headers.set("authorization", `Bearer ${token}`);
  if (token && input.transport !== "bearer") {
    headers.set("cookie", `${SESSION_COOKIE}=${token}`);
    headers.set("origin", input.transport === "cookie" ? "http://localhost" : "https://evil.example");
  }
  let body: BodyInit | undefined;
  if (input.body.kind === "json") {
    headers.set("content-type", "application/json");
    body = JSON.stringify(input.body.value);
  } else if (input.body.kind === "raw") {
    headers.set("content-type", "application/json");
    body = input.body.text;
  } else if (input.body.kind === "multipart") {
    const form = new FormData();
    for (const [name, value] of Object.entries(input.body.fields)) form.append(name, value);
    if (input.body.file)
      form.append("photo", new File([new Uint8Array(input.body.file)], "photo.png", { type: "image/png" }));
    body = form;
  }
  const url = `http://localhost${encodePath(route.path, input.params)}${input.query ? `?${input.query}` : ""}`;
  const withBody = route.method !== "GET" && body !== undefined;
  const response = await route.handler(
    new NextRequest(url, { method: route.method, headers, body: withBody ? body : undefined }),
    { params: Promise.resolve(input.params) },
  );
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

let world: World;
let sample: Record<string, fc.Arbitrary<unknown>>;
let worldSessions: { id: string; userId: string; createdAt: Date; expiresAt: Date }[];

beforeAll(async () => {
  world = await makeWorld();
  sample = samples(world);
  worldSessions = await db.session.findMany();
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations' ORDER BY 1`,
  );
  snapshotQuery = tables
    .filter(({ name }) => !COUNTER_TABLES.test(name))
    .map(
      ({ name }) =>
        `SELECT '${name}' AS t, count(*) AS n, sum(hashtext(${rowText(name)})::bigint) AS h FROM "${name}" x`,
    )
    .join(" UNION ALL ");
});

describe("fuzzing every API route", () => {
  it("finds the routes and the fields to fuzz", () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    expect(FIELD_NAMES).toEqual(
      expect.arrayContaining(["title", "amount", "body", "email", "near", "label", "ids", "caption"]),
    );
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}: no 5xx, refusals are JSON { error, code }, and a refusal changes nothing`, async () => {
      let before = await snapshot();
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            body: bodies(`${route.method} ${route.path}`, world, sample),
            query: queries(world, sample),
            params: params(route.path, world),
            caller: fc.constantFrom<Caller>("anonymous", "owner", "stranger", "provider", "operator"),
            transport: fc.constantFrom<Transport>("bearer", "bearer", "cookie", "cross-site cookie"),
          }),
          async (input) => {
            const answer = await send(route, world, input);
            expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
            const after = await snapshot();
            if (answer.status >= 400) {
              expect(answer.type).toContain("application/json");
              expectRefusal(answer.status, JSON.parse(answer.text));
              expect(after, "the database changed after a refusal").toBe(before);
            }
            before = after;
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // An operator's route may have suspended the world's users, ending their sessions: every route starts with
      // the same callers signed in.
      await db.user.updateMany({ where: { suspendedAt: { not: null } }, data: { suspendedAt: null } });
      await db.session.createMany({ data: worldSessions, skipDuplicates: true });
    });
  }
});
