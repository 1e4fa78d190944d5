import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listJobs } from "@/app/api/jobs/route";
import { db } from "@/lib/db/client";
import { call, expectRefusal } from "../support/http";
import { milesBetween, publicPoint, travel } from "../support/geo";
import { createJob, jobData } from "../support/jobs";
import { createUser } from "../support/users";

type Job = Record<string, unknown> & {
  id: string;
  title: string;
  distance_miles: number | null;
  latitude: number;
  longitude: number;
};
type ListBody = { jobs: Job[]; pagination: { total: number }; error?: string };

const list = (query: string, token?: string) =>
  call<ListBody>(listJobs, { method: "GET", path: `/api/jobs${query}`, token });

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
// City-hall coordinates and the published great-circle distances from New York (miles).
const CITIES = [
  { title: "Philadelphia", latitude: 39.9526, longitude: -75.1652, miles: 80.6 },
  { title: "Boston", latitude: 42.3601, longitude: -71.0589, miles: 190.2 },
  { title: "Washington", latitude: 38.9072, longitude: -77.0369, miles: 203.9 },
  { title: "Chicago", latitude: 41.8781, longitude: -87.6298, miles: 711.3 },
];

describe("GET /api/jobs near a place", () => {
  let owner: Awaited<ReturnType<typeof createUser>>;
  const near = `near=${NEW_YORK.latitude},${NEW_YORK.longitude}`;

  beforeAll(async () => {
    owner = await createUser("homeowner");
    for (const city of CITIES)
      await createJob(owner.id, { title: city.title, latitude: city.latitude, longitude: city.longitude });
    // Just inside and just outside 10 miles, in each direction (the box must not cut the circle's edge).
    for (const [bearing, direction] of [
      [0, "north"],
      [90, "east"],
      [180, "south"],
      [270, "west"],
    ] as const) {
      await createJob(owner.id, {
        title: `Inside ${direction}`,
        ...travel(NEW_YORK, bearing, 9.9),
        priceType: bearing === 90 ? "auction" : "fixed",
      });
      await createJob(owner.id, { title: `Outside ${direction}`, ...travel(NEW_YORK, bearing, 10.1) });
    }
    await createJob(owner.id, { title: "Claimed nearby", ...travel(NEW_YORK, 45, 3), status: "claimed" });
    await createJob(owner.id, { title: "Somewhere unknown", latitude: null, longitude: null });
  });

  it("measures great-circle distances within 0.5% of the published ones (New York to Philadelphia is 80.6 miles)", async () => {
    const res = await list(`?${near}&radius=500&limit=100`);
    expect(res.status).toBe(200);
    for (const city of CITIES.filter((c) => c.miles <= 500)) {
      const job = res.body.jobs.find((candidate) => candidate.title === city.title);
      expect(job, city.title).toBeDefined();
      expect(Math.abs(job!.distance_miles! - city.miles) / city.miles, city.title).toBeLessThan(0.005);
    }
    expect(res.body.jobs.some((job) => job.title === "Chicago")).toBe(false);
    const fromChicago = await list("?near=41.8781,-87.6298&radius=500&limit=100");
    expect(fromChicago.body.jobs.map((job) => job.title)).toEqual(["Chicago"]);
    expect(fromChicago.body.jobs[0].distance_miles).toBe(0);
  });

  it("keeps the jobs within the radius, up to its edge in every direction, with distances rounded to 0.1 mile", async () => {
    const res = await list(`?${near}&radius=10&sort=distance`);
    expect(res.body.jobs.map((job) => job.title).sort()).toEqual([
      "Inside east",
      "Inside north",
      "Inside south",
      "Inside west",
    ]);
    expect(res.body.jobs.map((job) => job.distance_miles)).toEqual([9.9, 9.9, 9.9, 9.9]);
    expect(res.body.pagination.total).toBe(4);
    const wider = await list(`?${near}&radius=10.2`);
    expect(wider.body.pagination.total).toBe(8);
  });

  it("lists the nearest first with sort=distance, and keeps the other sorts and filters within the circle", async () => {
    const nearest = await list(`?${near}&radius=250&sort=distance&limit=100`);
    const distances = nearest.body.jobs.map((job) => job.distance_miles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(nearest.body.jobs.at(-1)!.title).toBe("Washington");
    const newest = await list(`?${near}&radius=250&limit=100`);
    expect(newest.body.jobs.map((job) => job.title)[0]).toBe("Outside west");
    expect((await list(`?${near}&radius=250&price_type=auction`)).body.jobs.map((job) => job.title)).toEqual([
      "Inside east",
    ]);
    const everyStatus = await list(`?${near}&radius=5&status=all`);
    expect(everyStatus.body.jobs.map((job) => [job.title, job.distance_miles])).toEqual([["Claimed nearby", 3]]);
    expect((await list(`?${near}&radius=5`)).body.pagination.total).toBe(0);
  });

  it("pages through a circle with a total", async () => {
    const first = await list(`?${near}&radius=250&sort=distance&limit=3`);
    const second = await list(`?${near}&radius=250&sort=distance&limit=3&skip=3`);
    expect(first.body.pagination.total).toBe(11);
    expect(new Set([...first.body.jobs, ...second.body.jobs].map((job) => job.id)).size).toBe(6);
  });

  it("centres on a ZIP code's centroid", async () => {
    const res = await list("?zip=19103&radius=5");
    expect(res.body.jobs.map((job) => job.title)).toEqual(["Philadelphia"]);
    expect(res.body.jobs[0].distance_miles).toBeCloseTo(0.5, 0);
  });

  it("has no distance without a centre, and never lists a job without coordinates near anything", async () => {
    const plain = await list("?limit=100");
    expect(plain.body.jobs.every((job) => job.distance_miles === null)).toBe(true);
    const all = await list(`?${near}&radius=500&status=all&limit=100`);
    expect(all.body.jobs.some((job) => job.title === "Somewhere unknown")).toBe(false);
  });

  it("shows strangers the coordinates rounded to 3 decimals", async () => {
    const [job] = (await list(`?${near}&radius=10&sort=distance&limit=1`)).body.jobs;
    expect(job.latitude).toBe(Math.round(job.latitude * 1000) / 1000);
    const exact = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(exact.latitude).not.toBe(job.latitude);
    expect(job.distance_miles).toBe(9.9);
  });

  describe("near=me", () => {
    it("centres on a provider's default address within their service radius, unless a radius is given", async () => {
      const provider = await createUser("provider");
      await db.providerProfile.update({ where: { userId: provider.id }, data: { serviceRadius: 15 } });
      await db.address.create({
        data: {
          userId: provider.id,
          label: "Home",
          isDefault: true,
          fullAddress: "City Hall, New York, NY 10007, USA",
          postalCode: "10007",
          ...NEW_YORK,
        },
      });
      await db.address.create({
        data: {
          userId: provider.id,
          label: "Cabin",
          isDefault: false,
          fullAddress: "Main St, Chicago, IL 60614, USA",
          postalCode: "60614",
          latitude: 41.92,
          longitude: -87.65,
        },
      });
      const mine = await list("?near=me&sort=distance", provider.token);
      expect(mine.status).toBe(200);
      expect(mine.body.jobs.map((job) => job.title).sort()).toEqual([
        "Inside east",
        "Inside north",
        "Inside south",
        "Inside west",
        "Outside east",
        "Outside north",
        "Outside south",
        "Outside west",
      ]);
      expect((await list("?near=me&radius=200", provider.token)).body.pagination.total).toBe(10);
    });

    it("uses the onboarding default radius (10 miles) for someone without a service radius", async () => {
      const homeowner = await createUser("homeowner");
      await db.address.create({
        data: {
          userId: homeowner.id,
          label: "Home",
          isDefault: true,
          fullAddress: "City Hall, New York, NY 10007",
          postalCode: "10007",
          ...NEW_YORK,
        },
      });
      expect((await list("?near=me", homeowner.token)).body.pagination.total).toBe(4);
    });

    it("asks a provider without an address to add one (400), and a visitor to sign in (401)", async () => {
      const provider = await createUser("provider");
      const res = await list("?near=me", provider.token);
      expect(res).toMatchObject({
        status: 400,
        body: { code: "no_home_address" },
      });
      expect((await list("?near=me")).status).toBe(401);
    });
  });

  it.each([
    "?near=abc",
    "?near=91,0",
    "?near=-90.5,10",
    "?near=40,181",
    "?near=40.7",
    "?near=40.7,-74&radius=0",
    "?near=40.7,-74&radius=-5",
    "?near=40.7,-74&radius=501",
    "?near=40.7,-74&radius=abc",
    "?near=40.7,-74&zip=10001",
    "?zip=00000",
    "?zip=1234",
    "?zip=abcde",
    "?radius=10",
    "?sort=distance",
  ])("answers 400 with { error } for %s", async (query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
  });
});

describe("GET /api/jobs nearest first, page by page", () => {
  // Kansas City, 1,000 miles and more from the other suite's jobs.
  const CENTRE = { latitude: 39.0997, longitude: -94.5786 };
  type Placed = {
    id: string;
    ownerId: string;
    status: string;
    priceType: string;
    createdAt: Date;
    latitude: number;
    longitude: number;
  };
  let jobs: Placed[];
  let owners: Awaited<ReturnType<typeof createUser>>[];
  let viewer: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    owners = [await createUser("homeowner"), await createUser("homeowner")];
    viewer = await createUser("provider");
    // 60 jobs within 40 miles; every fifth shares the place of the one before (ties in distance), some not open.
    const random = fc.sample(
      fc.tuple(fc.double({ min: 0, max: 360, noNaN: true }), fc.double({ min: 0, max: 40, noNaN: true })),
      { numRuns: 60, seed: 7 },
    );
    jobs = [];
    for (const [index, [bearing, miles]] of random.entries()) {
      const place =
        index % 5 === 4
          ? { latitude: jobs[index - 1].latitude, longitude: jobs[index - 1].longitude }
          : travel(CENTRE, bearing, miles);
      jobs.push(
        (await createJob(owners[index % 2].id, {
          ...place,
          status: index % 7 === 3 ? "claimed" : "open",
          priceType: index % 3 === 0 ? "auction" : "fixed",
        })) as Placed,
      );
    }
  });

  /**
   * The listing by hand: the matching jobs within the radius, nearest first, then newest, then by id (descending),
   * measured from their public position, or their exact one in a listing of the caller's own jobs.
   */
  function expected(radius: number, match: (job: Placed) => boolean, own = false) {
    return jobs
      .map((job) => ({ job, miles: milesBetween(CENTRE, own ? job : publicPoint(job)) }))
      .filter(({ job, miles }) => miles <= radius && match(job))
      .sort(
        (a, b) =>
          a.miles - b.miles || b.job.createdAt.getTime() - a.job.createdAt.getTime() || (a.job.id < b.job.id ? 1 : -1),
      )
      .map(({ job }) => job.id);
  }

  it("lists every job within the radius exactly once across the pages, in order, ties newest first", async () => {
    const all = expected(40, (job) => job.status === "open");
    const seen: string[] = [];
    for (let skip = 0; skip < all.length + 3; skip += 3) {
      const res = await list(
        `?near=${CENTRE.latitude},${CENTRE.longitude}&radius=40&sort=distance&limit=3&skip=${skip}`,
        viewer.token,
      );
      expect(res.body.pagination.total).toBe(all.length);
      seen.push(...res.body.jobs.map((job) => job.id));
    }
    expect(seen).toEqual(all);
  });

  it("matches the listing by hand for any radius, page, price type and owner", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 1, max: 45, noNaN: true }),
        fc.integer({ min: 0, max: 70 }),
        fc.integer({ min: 1, max: 25 }),
        fc.constantFrom("all", "fixed", "auction"),
        fc.boolean(),
        async (radius, skip, limit, priceType, mine) => {
          const who = mine ? owners[0] : viewer;
          const res = await list(
            `?near=${CENTRE.latitude},${CENTRE.longitude}&radius=${radius}&sort=distance&limit=${limit}&skip=${skip}&price_type=${priceType}${mine ? "&mine=true" : ""}`,
            who.token,
          );
          const all = expected(
            radius,
            (job) =>
              job.status === "open" &&
              (priceType === "all" || job.priceType === priceType) &&
              (!mine || job.ownerId === who.id),
            mine,
          );
          expect(res.status).toBe(200);
          expect(res.body.pagination.total).toBe(all.length);
          expect(res.body.jobs.map((job) => job.id)).toEqual(all.slice(skip, skip + limit));
        },
      ),
      { numRuns: 60, seed: 11 },
    );
  });
});

describe("GET /api/jobs nearest first, deep pages", () => {
  // Denver, far from the other suites' jobs: 540 jobs at 36 places, so every place holds 15 jobs at one distance.
  const CENTRE = { latitude: 39.7392, longitude: -104.9903 };
  let expected: string[];
  let viewer: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    const owner = await createUser("homeowner");
    viewer = await createUser("provider");
    const places = Array.from({ length: 36 }, (_, i) => travel(CENTRE, i * 10, 1 + i * 0.5));
    const rows = Array.from({ length: 540 }, (_, i) => jobData(owner.id, places[i % 36]));
    await db.job.createMany({ data: rows });
    const created = await db.job.findMany({
      where: { ownerId: owner.id },
      select: { id: true, createdAt: true, latitude: true, longitude: true },
    });
    expected = created
      .map((job) => ({ job, miles: milesBetween(CENTRE, { latitude: job.latitude!, longitude: job.longitude! }) }))
      .sort(
        (a, b) =>
          a.miles - b.miles || b.job.createdAt.getTime() - a.job.createdAt.getTime() || (a.job.id < b.job.id ? 1 : -1),
      )
      .map(({ job }) => job.id);
  });

  it("pages past the 500th job (where a page sorts the circle instead) in the same order, every job once", async () => {
    const seen: string[] = [];
    for (let skip = 0; skip < 600; skip += 90) {
      const res = await list(
        `?near=${CENTRE.latitude},${CENTRE.longitude}&radius=20&sort=distance&limit=90&skip=${skip}`,
        viewer.token,
      );
      expect(res.body.pagination.total).toBe(540);
      seen.push(...res.body.jobs.map((job) => job.id));
    }
    expect(seen).toEqual(expected);
  });
});

describe("GET /api/jobs measures strangers' circles from the public position", () => {
  // Wichita, far from the other suites' jobs; on a meridian of the 3-decimal grid, so only latitudes are rounded.
  const EDGE_CENTRE = { latitude: 37.6148, longitude: -97.3 };
  const ORDER_CENTRE = { latitude: 37.7002, longitude: -97.3 };
  let owner: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  // Inside 1 mile exactly, outside once rounded; and the other way round (both round to 37.600).
  const inside = { latitude: 37.6004, longitude: -97.3 };
  const outside = { latitude: 37.5996, longitude: -97.3 };
  // Nearer exactly, farther once rounded (37.702), than `second` (37.699).
  const first = { latitude: 37.7017, longitude: -97.3 };
  const second = { latitude: 37.6986, longitude: -97.3 };

  beforeAll(async () => {
    owner = await createUser("homeowner");
    stranger = await createUser("provider");
    for (const [title, place] of Object.entries({ inside, outside, first, second }))
      await createJob(owner.id, { title, ...place });
  });

  const titles = (body: ListBody) => body.jobs.map((job) => job.title);
  const midway = (a: number, b: number) => Math.round(((a + b) / 2) * 10_000) / 10_000;
  const circle = (centre: { latitude: number; longitude: number }, radius: number, extra = "") =>
    `?near=${centre.latitude},${centre.longitude}&radius=${radius}&sort=distance${extra}`;

  it("lists a job by whether its public position is within the radius, whatever its exact one", async () => {
    const edge = midway(milesBetween(EDGE_CENTRE, inside), milesBetween(EDGE_CENTRE, publicPoint(inside)));
    expect(milesBetween(EDGE_CENTRE, inside)).toBeLessThan(edge);
    expect(milesBetween(EDGE_CENTRE, publicPoint(inside))).toBeGreaterThan(edge);
    for (const token of [undefined, stranger.token]) {
      const res = await list(circle(EDGE_CENTRE, edge), token);
      expect(res.status).toBe(200);
      expect(titles(res.body)).toEqual([]);
      expect(res.body.pagination.total).toBe(0);
    }
    // The owner's own listing measures from the exact position, which they know.
    expect(titles((await list(circle(EDGE_CENTRE, edge, "&mine=true"), owner.token)).body)).toEqual(["inside"]);

    const wider = midway(milesBetween(EDGE_CENTRE, outside), milesBetween(EDGE_CENTRE, publicPoint(outside)));
    expect(milesBetween(EDGE_CENTRE, outside)).toBeGreaterThan(wider);
    expect(milesBetween(EDGE_CENTRE, publicPoint(outside))).toBeLessThan(wider);
    const res = await list(circle(EDGE_CENTRE, wider), stranger.token);
    expect(titles(res.body).sort()).toEqual(["inside", "outside"]);
    const rounded = Math.round(milesBetween(EDGE_CENTRE, publicPoint(outside)) * 10) / 10;
    expect(Math.round(milesBetween(EDGE_CENTRE, outside) * 10) / 10).not.toBe(rounded);
    expect(res.body.jobs.map((job) => job.distance_miles)).toEqual([rounded, rounded]);
    expect(titles((await list(circle(EDGE_CENTRE, wider, "&mine=true"), owner.token)).body)).toEqual(["inside"]);
  });

  it("sorts strangers' listings by the distance of the public position", async () => {
    expect(milesBetween(ORDER_CENTRE, first)).toBeLessThan(milesBetween(ORDER_CENTRE, second));
    expect(milesBetween(ORDER_CENTRE, publicPoint(first))).toBeGreaterThan(
      milesBetween(ORDER_CENTRE, publicPoint(second)),
    );
    for (const token of [undefined, stranger.token])
      expect(titles((await list(circle(ORDER_CENTRE, 1), token)).body)).toEqual(["second", "first"]);
    expect(titles((await list(circle(ORDER_CENTRE, 1, "&mine=true"), owner.token)).body)).toEqual(["first", "second"]);
  });
});
