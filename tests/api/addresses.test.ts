import { afterAll, describe, expect, it } from "vitest";
import { DELETE, GET, POST, PUT } from "@/app/api/users/addresses/route";
import { createAddress } from "@/lib/addresses/create-address";
import { db } from "@/lib/db/client";
import { call, expectRefusal } from "../support/http";
import { createUser } from "../support/users";
import { checkInvariants } from "../support/invariants";

// Whatever the suite did through the API, the database's rules still hold (tests/support/invariants.ts).
afterAll(async () => {
  expect(await checkInvariants(db)).toEqual([]);
});

type AddressDto = Record<string, unknown> & { id: string; label: string; is_default: boolean };

const path = "/api/users/addresses";
const list = async (token: string) => (await call<AddressDto[]>(GET, { method: "GET", path, token })).body;
const add = (token: string | undefined, body: unknown) => call<AddressDto>(POST, { path, token, body });
const put = (token: string | undefined, id: string, body: unknown) =>
  call<AddressDto>(PUT, { method: "PUT", path: `${path}?id=${id}`, token, body });
const remove = (token: string | undefined, id: string) =>
  call(DELETE, { method: "DELETE", path: `${path}?id=${id}`, token });

const home = {
  label: "Home",
  full_address: "350 5th Ave, New York, NY 10118, USA",
  street: "5th Ave",
  street_number: "350",
  city: "New York",
  state: "NY",
  postal_code: "10118",
  country: "US",
  latitude: 40.7484,
  longitude: -73.9857,
};

/** A complete address, different for each label. */
const addressFor = (label: string, extra: Record<string, unknown> = {}) => ({
  ...home,
  label,
  street: `${label} St`,
  full_address: `1 ${label} St, Brooklyn, NY 11215, USA`,
  ...extra,
});

async function addMany(token: string, labels: string[]) {
  const ids: string[] = [];
  for (const label of labels) ids.push((await add(token, addressFor(label))).body.id);
  return ids;
}

const defaults = (addresses: AddressDto[]) =>
  addresses.filter((address) => address.is_default).map((address) => address.label);

describe("POST /api/users/addresses", () => {
  it("saves the first address as the default even when it says otherwise, answering 201 with the address", async () => {
    const user = await createUser();
    const res = await add(user.token, { ...home, is_default: false });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), is_default: true, ...home });
    expect(await list(user.token)).toEqual([res.body]);
  });

  it("places an address that arrives without coordinates at its ZIP's centroid", async () => {
    const user = await createUser();
    const res = await add(user.token, { ...home, latitude: null, longitude: undefined });
    expect(res.status).toBe(201);
    // ZIP 10118's centroid in the zipcodes package's table.
    expect(res.body).toMatchObject({ latitude: 40.749, longitude: -73.9865, postal_code: "10118" });
  });

  it.each([
    ["a ZIP code that does not exist", { postal_code: "00000" }, "postal_code: 00000 is not a US ZIP code"],
    [
      "a ZIP code of another state",
      { postal_code: "19103" },
      "postal_code: ZIP code 19103 is in Philadelphia, PA, not in NY",
    ],
  ])("refuses %s (400) even with coordinates, and saves nothing", async (_case, change, error) => {
    const user = await createUser();
    const res = await add(user.token, { ...home, ...change });
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect(await list(user.token)).toEqual([]);
  });

  it.each([
    ["no ZIP", { postal_code: undefined }, "postal_code: Enter a 5-digit ZIP code"],
    ["a 4-digit ZIP", { postal_code: "1011" }, "postal_code: Enter a 5-digit ZIP code"],
    ["a ZIP with letters", { postal_code: "1O118" }, "postal_code: Enter a 5-digit ZIP code"],
    ["no street number", { street_number: " " }, "street_number: Enter the street number"],
    ["no street", { street: "" }, "street: Enter the street"],
    ["no city", { city: undefined }, "city: Enter the city"],
    ["a state that is not a US state code", { state: "XX" }, "state: Choose a state"],
    ["a country other than the US", { country: "CA" }, "country: LawnLink serves US addresses only"],
  ])("refuses an address with %s (400), as the form does", async (_case, change, error) => {
    const user = await createUser();
    const res = await add(user.token, { ...home, ...change });
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect(await list(user.token)).toEqual([]);
  });

  it("refuses the same address twice for one user with 409, whatever its label or letter case", async () => {
    const user = await createUser();
    expect((await add(user.token, home)).status).toBe(201);
    const again = await add(user.token, { ...home, label: "Office", full_address: home.full_address.toUpperCase() });
    expect(again).toMatchObject({ status: 409, body: { code: "address_duplicate" } });
    expect(await list(user.token)).toHaveLength(1);
    const other = await createUser();
    expect((await add(other.token, home)).status).toBe(201);
  });

  it("saves one of two identical addresses sent at once", async () => {
    const user = await createUser();
    const results = await Promise.all([add(user.token, home), add(user.token, { ...home, label: "Again" })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await list(user.token)).toHaveLength(1);
  });

  it("makes a new address the default when asked, clearing the old default", async () => {
    const user = await createUser();
    await addMany(user.token, ["Home", "Office"]);
    const res = await add(user.token, addressFor("Mom's House", { is_default: true }));
    expect(res.body.is_default).toBe(true);
    expect(defaults(await list(user.token))).toEqual(["Mom's House"]);
  });

  it("keeps the old default when the new address is not asked to be one", async () => {
    const user = await createUser();
    await addMany(user.token, ["Home", "Office"]);
    expect(defaults(await list(user.token))).toEqual(["Home"]);
  });

  it("keeps exactly one default when several first addresses arrive at once", async () => {
    const user = await createUser();
    const results = await Promise.all(
      ["A", "B", "C", "D", "E"].map((label, i) => add(user.token, addressFor(label, { is_default: i % 2 === 0 }))),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(defaults(await list(user.token))).toHaveLength(1);
  });

  it.each([
    ["no label", { full_address: "1 Main St" }],
    ["no address", { label: "Home" }],
    ["a blank label", { label: "   ", full_address: "1 Main St" }],
    ["a blank address", { label: "Home", full_address: "" }],
    ["an empty body", {}],
  ])("answers 400 'Please provide a label and select an address' for %s", async (_case, body) => {
    const user = await createUser();
    const res = await add(user.token, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: "Please provide a label and select an address", code: "invalid_input" });
    expect(await list(user.token)).toEqual([]);
  });

  it.each([
    ["a latitude above 90", { ...home, latitude: 90.5 }],
    ["a latitude below -90", { ...home, latitude: -91 }],
    ["a longitude above 180", { ...home, longitude: 181 }],
    ["a longitude below -180", { ...home, longitude: -180.01 }],
    ["a latitude as a string", { ...home, latitude: "40.7" }],
    ["a 100,000-character address", { ...home, full_address: "x".repeat(100_000) }],
    ["a 51-character label", { ...home, label: "x".repeat(51) }],
    ["a numeric city", { ...home, city: 7 }],
    ["a non-boolean is_default", { ...home, is_default: "yes" }],
    ["an array body", [home]],
  ])("answers 400 with { error } for %s", async (_case, body) => {
    const user = await createUser();
    const res = await add(user.token, body);
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
  });

  it("answers 400 to malformed JSON", async () => {
    const user = await createUser();
    const res = await call(POST, {
      path,
      token: user.token,
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
  });

  it("answers 401 to an anonymous caller", async () => {
    expect((await add(undefined, home)).status).toBe(401);
  });
});

describe("GET /api/users/addresses", () => {
  it("lists only the caller's addresses, the default first, then newest first", async () => {
    const user = await createUser();
    const other = await createUser();
    await addMany(other.token, ["Theirs"]);
    const [, office] = await addMany(user.token, ["Home", "Office", "Gym", "Cabin"]);
    await put(user.token, office, { is_default: true });
    expect((await list(user.token)).map((a) => a.label)).toEqual(["Office", "Cabin", "Gym", "Home"]);
  });

  it("answers 401 to an anonymous caller", async () => {
    expect((await call(GET, { method: "GET", path })).status).toBe(401);
  });
});

describe("PUT /api/users/addresses?id=", () => {
  it("renames an address and ignores the address parts sent with it", async () => {
    const user = await createUser();
    const created = (await add(user.token, home)).body;
    const res = await put(user.token, created.id, {
      ...created,
      label: "Our Place",
      full_address: "Somewhere else",
      city: "Boston",
      latitude: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...created, label: "Our Place" });
  });

  it("sets the default, clearing the old one", async () => {
    const user = await createUser();
    const [homeId, officeId] = await addMany(user.token, ["Home", "Office"]);
    const res = await put(user.token, officeId, { is_default: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: officeId, is_default: true });
    expect(defaults(await list(user.token))).toEqual(["Office"]);
    expect((await put(user.token, homeId, { is_default: true })).status).toBe(200);
    expect(defaults(await list(user.token))).toEqual(["Home"]);
  });

  it("keeps exactly one default when two addresses are made default at once", async () => {
    const user = await createUser();
    const ids = await addMany(user.token, ["A", "B", "C"]);
    const results = await Promise.all(ids.map((id) => put(user.token, id, { is_default: true })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(defaults(await list(user.token))).toHaveLength(1);
  });

  it("answers 404 for someone else's address and leaves it unchanged", async () => {
    const owner = await createUser();
    const intruder = await createUser();
    const [id] = await addMany(owner.token, ["Home"]);
    await addMany(intruder.token, ["Mine"]);
    const res = await put(intruder.token, id, { label: "Stolen", is_default: true });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.any(String), code: "address_not_found" });
    expect((await list(owner.token))[0]).toMatchObject({ label: "Home", is_default: true });
    expect(defaults(await list(intruder.token))).toEqual(["Mine"]);
  });

  it("answers 404 for an unknown id", async () => {
    const user = await createUser();
    expect((await put(user.token, "01970000-0000-7000-8000-000000000000", { label: "X" })).status).toBe(404);
  });

  it.each([
    ["a non-uuid id", "42", { label: "X" }],
    ["no id", "", { label: "X" }],
    ["nothing to change", null, {}],
    ["only is_default: false", null, { is_default: false }],
    ["a blank label", null, { label: "  " }],
    ["a 100,000-character label", null, { label: "x".repeat(100_000) }],
  ])("answers 400 for %s", async (_case, id, body) => {
    const user = await createUser();
    const [existing] = await addMany(user.token, ["Home"]);
    const res = await put(user.token, id ?? existing, body);
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
  });

  it("answers 401 to an anonymous caller", async () => {
    expect((await put(undefined, "01970000-0000-7000-8000-000000000000", { label: "X" })).status).toBe(401);
  });
});

describe("DELETE /api/users/addresses?id=", () => {
  it("deletes a non-default address and keeps the default", async () => {
    const user = await createUser();
    const [, officeId] = await addMany(user.token, ["Home", "Office"]);
    const res = await remove(user.token, officeId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await list(user.token)).map((a) => [a.label, a.is_default])).toEqual([["Home", true]]);
  });

  it("makes the newest remaining address the default when the default is deleted", async () => {
    const user = await createUser();
    const [homeId] = await addMany(user.token, ["Home", "Office", "Gym"]);
    await remove(user.token, homeId);
    expect((await list(user.token)).map((a) => [a.label, a.is_default])).toEqual([
      ["Gym", true],
      ["Office", false],
    ]);
  });

  it("deletes the last address", async () => {
    const user = await createUser();
    const [id] = await addMany(user.token, ["Home"]);
    expect((await remove(user.token, id)).status).toBe(200);
    expect(await list(user.token)).toEqual([]);
  });

  it("answers 404 for someone else's address and keeps it", async () => {
    const owner = await createUser();
    const intruder = await createUser();
    const [id] = await addMany(owner.token, ["Home"]);
    const res = await remove(intruder.token, id);
    expect(res.status).toBe(404);
    expect(await list(owner.token)).toHaveLength(1);
  });

  it("answers 400 for a non-uuid id and 401 to an anonymous caller", async () => {
    const user = await createUser();
    expect((await remove(user.token, "../1")).status).toBe(400);
    expect((await remove(undefined, "01970000-0000-7000-8000-000000000000")).status).toBe(401);
  });
});

describe("createAddress (for lawn posting)", () => {
  it("joins the caller's transaction: nothing is saved when it rolls back", async () => {
    const user = await createUser();
    await expect(
      db.$transaction(async (tx) => {
        await createAddress({ ...home, userId: user.id, is_default: true }, tx);
        throw new Error("posting failed");
      }),
    ).rejects.toThrow("posting failed");
    expect(await db.address.count({ where: { userId: user.id } })).toBe(0);
  });
});
