import { describe, expect, it } from "vitest";
import { GET as listLawns, POST as postLawn } from "@/app/api/lawns/route";
import { PATCH as editLawn } from "@/app/api/lawns/[id]/route";
import { POST as cancel } from "@/app/api/lawns/[id]/cancel/route";
import { GET as getJob } from "@/app/api/jobs/[id]/route";
import { db } from "@/lib/db/client";
import { call, expectRefusal } from "../support/http";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";
import { lawnPayload } from "../support/lawn-payload";

type Job = Record<string, unknown> & { id: string; status: string };
type Answer = {
  job: Job;
  lawns: Job[];
  pagination: { total: number; hasMore: boolean; limit: number; skip: number };
  error: string;
  code: string;
};

const lawn = lawnPayload;
const post = (token: string | undefined, body: unknown, headers?: Record<string, string>) =>
  call<Answer>(postLawn, { body, token, headers });

describe("POST /api/lawns", () => {
  it("posts a lawn (201) and keeps a first typed address as the default 'Home'", async () => {
    const owner = await createUser("homeowner", "Olivia Owner");
    const res = await post(owner.token, lawn());
    expect(res.status).toBe(201);
    expect(res.body.job).toMatchObject({
      user_id: owner.id,
      title: "Front lawn mowing",
      status: "open",
      price_type: "fixed",
      price_estimate: 55,
      location: "Brooklyn, NY",
      full_address: "142 Prospect Park West, Brooklyn, NY 11215, USA",
      city: "Brooklyn",
      state: "NY",
      postal_code: "11215",
      area: "0.25 acres",
      latitude: 40.6672,
      longitude: -73.9751,
      photos: [],
      bid_count: 0,
      owner_name: "Olivia Owner",
      address_label: "Home",
    });
    const addresses = await db.address.findMany({ where: { userId: owner.id } });
    expect(addresses).toMatchObject([
      { label: "Home", isDefault: true, fullAddress: "142 Prospect Park West, Brooklyn, NY 11215, USA" },
    ]);
    // A second typed address is not saved on its own.
    await post(owner.token, lawn({ full_address: "27 Marlborough Road, Brooklyn, NY 11226, USA" }));
    expect(await db.address.count({ where: { userId: owner.id } })).toBe(1);
  });

  it("defaults to a fixed price type and no price, and accepts location as { city, state }", async () => {
    const owner = await createUser();
    const {
      price_type: _t,
      price_estimate: _p,
      description: _d,
      area: _a,
      ...minimal
    } = lawn({ location: { city: "Hoboken", state: "NJ" } });
    const res = await post(owner.token, minimal);
    expect(res.status).toBe(201);
    expect(res.body.job).toMatchObject({
      price_type: "fixed",
      price_estimate: null,
      location: "Hoboken, NJ",
      description: "",
      area: "",
    });
  });

  it("posts at a saved address of the caller's, and refuses someone else's", async () => {
    const owner = await createUser();
    const saved = await db.address.create({
      data: {
        userId: owner.id,
        label: "Mom's House",
        isDefault: true,
        fullAddress: "18 Glenwood Avenue, Leonia, NJ 07605, USA",
        city: "Leonia",
        state: "NJ",
        postalCode: "07605",
      },
    });
    const res = await post(owner.token, { title: "Mom's lawn", user_address_id: saved.id, price_type: "auction" });
    expect(res.status).toBe(201);
    expect(res.body.job).toMatchObject({
      full_address: "18 Glenwood Avenue, Leonia, NJ 07605, USA",
      location: "Leonia, NJ",
      address_label: "Mom's House",
      price_type: "auction",
    });
    // The owner learns which saved address it is ('Post again' offers it); nobody else does.
    expect(res.body.job.user_address_id).toBe(saved.id);
    // An address saved before geocoding (no coordinates) puts the lawn at its ZIP's centroid.
    expect(res.body.job).toMatchObject({ latitude: 40.8629, longitude: -73.9879 });
    const stranger = await createUser();
    const listed = await call<Answer>(listLawns, {
      method: "GET",
      path: "/api/lawns?owner_only=false&status=all&limit=100",
      token: stranger.token,
    });
    expect(listed.body.lawns.find((job) => job.id === res.body.job.id)).toMatchObject({ user_address_id: null });
    // Someone else's saved address is answered as an unknown one, so an id reveals nothing.
    const notMine = await post(stranger.token, { title: "Not mine", user_address_id: saved.id });
    const nowhere = await post(stranger.token, {
      title: "Nowhere",
      user_address_id: "0190a4b2-0000-7000-8000-000000000000",
    });
    expect([notMine.status, notMine.body]).toEqual([
      404,
      { error: "Saved address not found", code: "address_not_found" },
    ]);
    expect([nowhere.status, nowhere.body]).toEqual([notMine.status, notMine.body]);
  });

  it("answers the posted job as a read of it afterwards shows it, at a typed address and at a saved one", async () => {
    const owner = await createUser("homeowner", "Rita Rated");
    await db.user.update({ where: { id: owner.id }, data: { phone: "+12125550123", reviewCount: 3, ratingTotal: 14 } });
    await db.photo.create({
      data: {
        userId: owner.id,
        type: "property",
        url: "/uploads/front.jpg",
        thumbUrl: "/uploads/front-thumb.jpg",
        storageKey: "front.jpg",
        contentType: "image/jpeg",
      },
    });
    const neededBy = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const read = async (id: string) =>
      (await call<Answer>(getJob, { method: "GET", params: { id }, token: owner.token })).body.job;

    // A first typed address, kept as 'Home'; then a posting at that saved address, with a photo and no price.
    const typed = await post(owner.token, lawn({ needed_by: neededBy, price_estimate: 62.5 }));
    expect(typed.status).toBe(201);
    expect(typed.body.job).toEqual(await read(typed.body.job.id));
    expect(typed.body.job).toMatchObject({
      address_label: "Home",
      needed_by: neededBy,
      price_estimate: 62.5,
      owner_name: "Rita Rated",
    });
    const home = await db.address.findFirstOrThrow({ where: { userId: owner.id } });
    const saved = await post(owner.token, {
      title: "Back lawn",
      user_address_id: home.id,
      price_type: "auction",
      photos: ["/uploads/front.jpg"],
    });
    expect(saved.status).toBe(201);
    expect(saved.body.job).toEqual(await read(saved.body.job.id));
    expect(saved.body.job).toMatchObject({
      address_label: "Home",
      user_address_id: home.id,
      price_estimate: null,
      photos: ["/uploads/front.jpg"],
    });
    // Another typed address is not saved: the posting has no label.
    const unsaved = await post(owner.token, lawn({ full_address: "27 Marlborough Road, Brooklyn, NY 11226, USA" }));
    expect(unsaved.body.job).toEqual(await read(unsaved.body.job.id));
    expect(unsaved.body.job).toMatchObject({ address_label: null });
  });

  it("needs a signed-in homeowner", async () => {
    const before = await db.job.count();
    const anonymous = await post(undefined, lawn());
    expect([anonymous.status, anonymous.body.error]).toEqual([401, "Please log in to post your lawn"]);
    const provider = await createUser("provider");
    expect((await post(provider.token, lawn())).status).toBe(403);
    const owner = await createUser();
    expect((await post(undefined, lawn(), { "x-user-id": owner.id })).status).toBe(401);
    expect(await db.job.count()).toBe(before);
  });

  it.each([
    ["a missing title", lawn({ title: undefined })],
    ["a blank title", lawn({ title: "   " })],
    ["a one-character title", lawn({ title: "A" })],
    ["a two-character title, after trimming", lawn({ title: " Ab  " })],
    ["a 121-character title", lawn({ title: "x".repeat(121) })],
    ["a 5,001-character description", lawn({ description: "x".repeat(5001) })],
    ["a 100,000-character area", lawn({ area: "x".repeat(100_000) })],
    ["a negative price", lawn({ price_estimate: -5 })],
    ["a price given as text", lawn({ price_estimate: "55" })],
    ["an unknown price type", lawn({ price_type: "hourly" })],
    ["no address", lawn({ full_address: undefined })],
    ["a latitude out of range", lawn({ latitude: 91 })],
    ["a longitude out of range", lawn({ longitude: -181 })],
    ["a malformed saved-address id", lawn({ user_address_id: "12" })],
    ["photos that are not a list", lawn({ photos: "a.jpg" })],
  ])("answers 400 for %s and writes nothing", async (_case, body) => {
    const owner = await createUser();
    const res = await post(owner.token, body);
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
    expect(await db.job.count({ where: { ownerId: owner.id } })).toBe(0);
    expect(await db.address.count({ where: { userId: owner.id } })).toBe(0);
  });

  it.each([
    ["no ZIP", { postal_code: "" }, "postal_code: Enter a 5-digit ZIP code"],
    ["a ZIP+4", { postal_code: "11215-1234" }, "postal_code: Enter a 5-digit ZIP code"],
    ["no street number", { street_number: undefined }, "street_number: Enter the street number"],
    ["no state", { state: "" }, "state: Choose a state"],
  ])("refuses a typed address with %s (400), as the posting form does", async (_case, change, error) => {
    const owner = await createUser();
    const res = await post(owner.token, lawn(change));
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect(await db.job.count({ where: { ownerId: owner.id } })).toBe(0);
  });

  it("places a typed address without coordinates at its ZIP's centroid, the saved 'Home' too", async () => {
    const owner = await createUser();
    const res = await post(owner.token, lawn({ latitude: undefined, longitude: null }));
    expect(res.status).toBe(201);
    expect(res.body.job).toMatchObject({ postal_code: "11215", latitude: 40.6669, longitude: -73.9828 });
    expect(await db.address.findFirst({ where: { userId: owner.id } })).toMatchObject({
      latitude: 40.6669,
      longitude: -73.9828,
    });
  });

  it.each([
    ["an unknown ZIP code", { postal_code: "99999" }, "postal_code: 99999 is not a US ZIP code"],
    [
      "a ZIP code of another state",
      { postal_code: "07030", latitude: undefined },
      "postal_code: ZIP code 07030 is in Hoboken, NJ, not in NY",
    ],
  ])("refuses a typed address with %s (400) and writes nothing", async (_case, change, error) => {
    const owner = await createUser();
    const res = await post(owner.token, lawn(change));
    expect(res).toMatchObject({ status: 400, body: { error } });
    expect(await db.job.count({ where: { ownerId: owner.id } })).toBe(0);
    expect(await db.address.count({ where: { userId: owner.id } })).toBe(0);
  });

  it("refuses photos that are not the owner's uploads, without saving the address (one transaction)", async () => {
    const owner = await createUser();
    const res = await post(owner.token, lawn({ photos: ["https://tracker.example.com/pixel.gif"] }));
    expect(res.status).toBe(400);
    expect(await db.address.count({ where: { userId: owner.id } })).toBe(0);
    await db.photo.create({
      data: {
        userId: owner.id,
        type: "property",
        url: "/uploads/mine.jpg",
        storageKey: "mine.jpg",
        contentType: "image/jpeg",
      },
    });
    const ok = await post(owner.token, lawn({ photos: ["/uploads/mine.jpg"] }));
    expect([ok.status, ok.body.job.photos]).toEqual([201, ["/uploads/mine.jpg"]]);
  });

  it("carries the photos' thumbnails in the same order, for the job cards", async () => {
    const owner = await createUser();
    await db.photo.createMany({
      data: [
        {
          userId: owner.id,
          type: "property",
          url: "/u/a.jpg",
          storageKey: "a.jpg",
          thumbUrl: "/u/a-thumb.jpg",
          thumbKey: "a-thumb.jpg",
          contentType: "image/jpeg",
        },
        { userId: owner.id, type: "property", url: "/u/b.jpg", storageKey: "b.jpg", contentType: "image/jpeg" }, // stored before thumbnails
      ],
    });
    const res = await post(owner.token, lawn({ photos: ["/u/b.jpg", "/u/a.jpg"] }));
    expect(res.status).toBe(201);
    expect(res.body.job).toMatchObject({
      photos: ["/u/b.jpg", "/u/a.jpg"],
      photo_thumbnails: ["/u/b.jpg", "/u/a-thumb.jpg"],
    });
  });
});

describe("GET /api/lawns", () => {
  it("lists the caller's lawns newest first with pagination, filtered by status", async () => {
    const owner = await createUser();
    const other = await createUser();
    for (let i = 0; i < 22; i++) await createJob(owner.id, { status: i < 3 ? "cancelled" : "open" });
    await createJob(other.id);
    const first = await call<Answer>(listLawns, {
      method: "GET",
      path: "/api/lawns?owner_only=true",
      token: owner.token,
    });
    expect(first.status).toBe(200);
    expect(first.body.lawns).toHaveLength(20);
    expect(first.body.pagination).toEqual({ total: 22, limit: 20, skip: 0, hasMore: true });
    expect(first.body.lawns.every((job) => job.user_id === owner.id)).toBe(true);
    const created = first.body.lawns.map((job) => job.created_at as string);
    expect([...created].sort().reverse()).toEqual(created);
    const cancelled = await call<Answer>(listLawns, {
      method: "GET",
      path: "/api/lawns?owner_only=true&status=cancelled",
      token: owner.token,
    });
    expect(cancelled.body.pagination.total).toBe(3);
    const all = await call<Answer>(listLawns, {
      method: "GET",
      path: "/api/lawns?owner_only=true&status=all&skip=20",
      token: owner.token,
    });
    expect([all.body.lawns.length, all.body.pagination.hasMore]).toEqual([2, false]);
  });

  it("lists the caller's own lawns by default, and everyone's with owner_only=false", async () => {
    const owner = await createUser();
    const other = await createUser();
    await createJob(owner.id);
    await createJob(other.id, { status: "completed" });
    const mine = await call<Answer>(listLawns, { method: "GET", path: "/api/lawns", token: owner.token });
    expect(mine.body.lawns.map((job) => job.user_id)).toEqual([owner.id]);
    const everyone = await call<Answer>(listLawns, {
      method: "GET",
      path: "/api/lawns?owner_only=false",
      token: owner.token,
    });
    expect(everyone.body.lawns.map((job) => job.user_id)).toEqual(expect.arrayContaining([owner.id, other.id]));
    // Someone else's lawn is shown as the public sees it: no street address.
    expect(everyone.body.lawns.find((job) => job.user_id === other.id)).toMatchObject({
      street: "",
      street_number: "",
    });
  });

  it("needs a signed-in caller and valid parameters", async () => {
    expect((await call(listLawns, { method: "GET", path: "/api/lawns?owner_only=true" })).status).toBe(401);
    expect(
      (await call(listLawns, { method: "GET", path: "/api/lawns?owner_only=maybe", token: (await createUser()).token }))
        .status,
    ).toBe(400);
    const owner = await createUser();
    expect((await call(listLawns, { method: "GET", path: "/api/lawns?status=lost", token: owner.token })).status).toBe(
      400,
    );
  });
});

describe("POST /api/lawns/{id}/cancel", () => {
  it("lets the owner cancel an open lawn, expiring its open bids", async () => {
    const owner = await createUser();
    const provider = await createUser("provider");
    const job = await createJob(owner.id, { priceType: "auction" });
    await db.bid.create({ data: { jobId: job.id, providerId: provider.id, amount: 40, etaDays: 1 } });
    const res = await call<Answer>(cancel, { params: { id: job.id }, token: owner.token });
    expect([res.status, res.body.job.status]).toEqual([200, "cancelled"]);
    expect((await db.bid.findFirstOrThrow({ where: { jobId: job.id } })).status).toBe("expired");
    expect((await call(cancel, { params: { id: job.id }, token: owner.token })).status).toBe(409);
  });

  it("refuses everyone but the owner, and jobs that are no longer open", async () => {
    const owner = await createUser();
    const job = await createJob(owner.id);
    expect((await call(cancel, { params: { id: job.id } })).status).toBe(401);
    expect((await call(cancel, { params: { id: job.id }, token: (await createUser()).token })).status).toBe(403);
    expect((await call(cancel, { params: { id: job.id }, token: (await createUser("provider")).token })).status).toBe(
      403,
    );
    expect(
      (await call(cancel, { params: { id: "0190a4b2-0000-7000-8000-000000000000" }, token: owner.token })).status,
    ).toBe(404);
    expect((await call(cancel, { params: { id: "nope" }, token: owner.token })).status).toBe(400);
    const completed = await createJob(owner.id, { status: "completed", providerId: (await createUser("provider")).id });
    expect((await call(cancel, { params: { id: completed.id }, token: owner.token })).status).toBe(409);
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("open");
  });

  it("gives exactly one of 20 concurrent cancels success", async () => {
    const owner = await createUser();
    const job = await createJob(owner.id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(cancel, { params: { id: job.id }, token: owner.token })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, ...Array(19).fill(409)]);
  });
});

describe("PATCH /api/lawns/{id}", () => {
  it("lets the owner edit an open posting's title, description, area and price", async () => {
    const owner = await createUser();
    const job = await createJob(owner.id);
    const res = await call<Answer>(editLawn, {
      method: "PATCH",
      params: { id: job.id },
      token: owner.token,
      body: { title: "New title", price_estimate: 80, area: "1 acre" },
    });
    expect(res.status).toBe(200);
    expect(res.body.job).toMatchObject({
      title: "New title",
      price_estimate: 80,
      area: "1 acre",
      description: "Front yard",
    });
  });

  it("refuses others, closed postings, empty and unknown edits", async () => {
    const owner = await createUser();
    const job = await createJob(owner.id);
    const edit = (token: string | undefined, body: unknown, id = job.id) =>
      call(editLawn, { method: "PATCH", params: { id }, token, body });
    expect((await edit(undefined, { title: "New title" })).status).toBe(401);
    expect((await edit((await createUser()).token, { title: "New title" })).status).toBe(403);
    expect((await edit(owner.token, {})).status).toBe(400);
    expect((await edit(owner.token, { status: "completed" })).status).toBe(400);
    const cancelled = await createJob(owner.id, { status: "cancelled" });
    expect((await edit(owner.token, { title: "New title" }, cancelled.id)).status).toBe(409);
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).title).toBe(job.title);
  });

  it("replaces the photos with the owner's uploads: adds, removes, refuses others' and too many", async () => {
    const owner = await createUser();
    const upload = (userId: string, name: string) =>
      db.photo.create({
        data: {
          userId,
          type: "property",
          url: `/uploads/${name}`,
          thumbUrl: `/uploads/t-${name}`,
          storageKey: name,
          contentType: "image/jpeg",
        },
      });
    await upload(owner.id, "a.jpg");
    await upload(owner.id, "b.jpg");
    const job = await createJob(owner.id, { photos: ["/uploads/a.jpg"], thumbnails: ["/uploads/t-a.jpg"] });
    const edit = (body: unknown) =>
      call<Answer>(editLawn, { method: "PATCH", params: { id: job.id }, token: owner.token, body });

    const added = await edit({ photos: ["/uploads/a.jpg", "/uploads/b.jpg"] });
    expect([added.status, added.body.job.photos, added.body.job.photo_thumbnails]).toEqual([
      200,
      ["/uploads/a.jpg", "/uploads/b.jpg"],
      ["/uploads/t-a.jpg", "/uploads/t-b.jpg"],
    ]);
    const removed = await edit({ photos: ["/uploads/b.jpg"] });
    expect([removed.status, removed.body.job.photos]).toEqual([200, ["/uploads/b.jpg"]]);

    await upload((await createUser()).id, "theirs.jpg");
    const theirs = await edit({ photos: ["/uploads/b.jpg", "/uploads/theirs.jpg"] });
    expectRefusal(400, theirs.body);
    expect(theirs.body.code).toBe("photo_not_uploaded");
    const tooMany = await edit({ photos: Array.from({ length: 11 }, (_, i) => `/uploads/${i}.jpg`) });
    expect([tooMany.status, tooMany.body.code]).toEqual([400, "invalid_input"]);
    expect((await db.job.findUniqueOrThrow({ where: { id: job.id } })).photos).toEqual(["/uploads/b.jpg"]);

    // A closed posting keeps its photos.
    const cancelled = await createJob(owner.id, { status: "cancelled", photos: ["/uploads/a.jpg"] });
    const closed = await call<Answer>(editLawn, {
      method: "PATCH",
      params: { id: cancelled.id },
      token: owner.token,
      body: { photos: [] },
    });
    expect([closed.status, closed.body.code]).toEqual([409, "job_not_editable"]);
  });
});

// Last: its 20 lawns, the newest, would fill the first page of the listings above.
describe("POST /api/lawns in parallel", () => {
  it("posts every one of 20 parallel lawns at one newly typed address, saving it once as 'Home'", async () => {
    const owner = await createUser("homeowner");
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(owner.token, lawn({ title: `Lawn ${i}` }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const saved = await db.address.findMany({ where: { userId: owner.id } });
    expect(saved.map((address) => [address.label, address.isDefault])).toEqual([["Home", true]]);
    for (const answer of answers)
      expect(answer.body.job).toMatchObject({ address_label: "Home", user_address_id: saved[0].id });
  });
});
