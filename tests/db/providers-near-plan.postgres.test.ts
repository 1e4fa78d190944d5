import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { providersNearSql, reachOf } from "@/lib/notifications/providers-near";

// Runs in the PostgreSQL pass only (vitest.config.ts includes *.postgres.test.ts when TEST_DATABASE_URL is set).
// A new job's fan-out looks for the providers in reach of it on every posting: it reads the default addresses near
// the job through partial_address_default_location, not every address there is.
const USERS = 20_000;
const PROVIDERS = 5_000;

beforeAll(async () => {
  // Users spread over the contiguous US, every fourth a provider with a radius; each with a default address.
  await db.$executeRaw`
    INSERT INTO "User" (id, email, "fullName", role, "updatedAt")
    SELECT md5('near-' || g)::uuid, 'user-' || g || '@near-plan.test', 'User ' || g,
           (CASE WHEN g <= ${PROVIDERS}::int THEN 'provider' ELSE 'homeowner' END)::"Role", now()
    FROM generate_series(1, ${USERS}::int) AS g`;
  await db.$executeRaw`
    INSERT INTO "ProviderProfile" ("userId", "serviceRadius", "updatedAt")
    SELECT md5('near-' || g)::uuid, 5 + g % 46, now() FROM generate_series(1, ${PROVIDERS}::int) AS g`;
  await db.$executeRaw`
    INSERT INTO "Address" (id, "userId", label, "isDefault", "fullAddress", latitude, longitude)
    SELECT gen_random_uuid(), md5('near-' || g)::uuid, 'Home', true, g || ' Main Street',
           25 + (g * 7919 % 2300) / 100.0, -124 + (g * 104729 % 5700) / 100.0
    FROM generate_series(1, ${USERS}::int) AS g`;
  await db.$executeRawUnsafe(`VACUUM ANALYZE "User", "ProviderProfile", "Address"`);
}, 180_000);

/** The providers in reach of a point, looked for around one row as the fan-out does around each job it writes. */
function providersNear(point: { latitude: number; longitude: number }) {
  const reach = reachOf(point);
  const columns = Object.entries(reach).map(
    ([name, value]) => Prisma.sql`${value}::float8 AS ${Prisma.raw(`"${name}"`)}`,
  );
  return Prisma.sql`
    SELECT near."id" FROM (SELECT ${Prisma.join(columns)}, ${randomUUID()}::uuid AS "ownerId") here
    CROSS JOIN LATERAL (${providersNearSql(Prisma.sql`here`)}) near`;
}

describe("the providers near a new job on PostgreSQL with 20,000 addresses", () => {
  const chicago = { latitude: 41.9399, longitude: -87.6528 };

  it("reads the default addresses near the job by their index, not every address", async () => {
    const plan = (await db.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${providersNear(chicago)}`))
      .map((row) => row["QUERY PLAN"])
      .join("\n");
    expect(plan).toContain("partial_address_default_location");
    expect(plan).not.toMatch(/Seq Scan on "Address"/);
  });

  it("finds the providers whose radius reaches the job, as a scan of every address does", async () => {
    const near = await db.$queryRaw<{ id: string }[]>(providersNear(chicago));
    const scanned = await db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("SET LOCAL enable_indexscan = off");
      await tx.$executeRawUnsafe("SET LOCAL enable_bitmapscan = off");
      return tx.$queryRaw<{ id: string }[]>(providersNear(chicago));
    });
    expect(near.length).toBeGreaterThan(0);
    expect(near.map((row) => row.id).sort()).toEqual(scanned.map((row) => row.id).sort());
  });
});
