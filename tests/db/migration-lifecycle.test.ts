import { openPGlite } from "@/lib/db/pglite";
import { describe, expect, it } from "vitest";
import { readMigrations } from "@/lib/db/migrations";

// A fresh embedded database per run: its start-up alone can take most of the default timeout on a loaded machine.
describe("the lifecycle_reviews migration on existing data", { timeout: 240_000 }, () => {
  it("publishes earlier reviews, starts the rating aggregates from them, and gives held claims 72 hours from now", async () => {
    const migrations = readMigrations();
    const mine = migrations.findIndex((migration) => migration.name.endsWith("_lifecycle_reviews"));
    const pglite = openPGlite();
    for (const migration of migrations.slice(0, mine)) await pglite.exec(migration.sql);
    await pglite.exec(`
      INSERT INTO "User" ("id", "email", "fullName", "role", "updatedAt") VALUES
        ('00000000-0000-7000-8000-000000000001', 'o@x.test', 'Owner', 'homeowner', now()),
        ('00000000-0000-7000-8000-000000000002', 'p@x.test', 'Provider', 'provider', now());
      INSERT INTO "Job" ("id", "ownerId", "providerId", "title", "fullAddress", "status", "claimedAt", "updatedAt") VALUES
        ('00000000-0000-7000-8000-000000000011', '00000000-0000-7000-8000-000000000001', '00000000-0000-7000-8000-000000000002', 'Done', 'a', 'completed', now() - interval '9 days', now()),
        ('00000000-0000-7000-8000-000000000012', '00000000-0000-7000-8000-000000000001', '00000000-0000-7000-8000-000000000002', 'Held', 'b', 'claimed', now() - interval '9 days', now());
      INSERT INTO "Review" ("id", "jobId", "authorId", "subjectId", "rating") VALUES
        ('00000000-0000-7000-8000-000000000021', '00000000-0000-7000-8000-000000000011', '00000000-0000-7000-8000-000000000001', '00000000-0000-7000-8000-000000000002', 4);
    `);
    for (const migration of migrations.slice(mine)) await pglite.exec(migration.sql);
    const provider = await pglite.query<{ reviewCount: number; ratingTotal: number }>(
      `SELECT "reviewCount", "ratingTotal" FROM "User" WHERE "role" = 'provider'`,
    );
    expect(provider.rows).toEqual([{ reviewCount: 1, ratingTotal: 4 }]);
    const review = await pglite.query<{ published: boolean }>(
      `SELECT "publishedAt" = "createdAt" AS published FROM "Review"`,
    );
    expect(review.rows).toEqual([{ published: true }]);
    const held = await pglite.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM "claimLapsesAt" - now()) / 3600) AS hours FROM "Job" WHERE "status" = 'claimed'`,
    );
    expect(held.rows.map((row) => Number(row.hours))).toEqual([72]);
    await pglite.close();
  });
});
