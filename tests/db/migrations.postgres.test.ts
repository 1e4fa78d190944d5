import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { readMigrations } from "@/lib/db/migrations";
import { admin, brokenMigrationsDir, cleanUp, migrate, PARTIAL_INDEXES } from "./migrate-cli";

// Runs in the PostgreSQL pass only (vitest.config.ts includes *.postgres.test.ts when TEST_DATABASE_URL is set).
const serverUrl = process.env.TEST_DATABASE_URL!;
const createdDatabases: string[] = [];
const expectedNames = readMigrations().map((m) => m.name);

afterAll(async () => {
  for (const name of createdDatabases) await admin(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  cleanUp();
});

async function freshPostgresUrl(): Promise<string> {
  const name = `lawnlink_migrate_${randomUUID().replaceAll("-", "")}`;
  await admin(serverUrl, `CREATE DATABASE "${name}"`);
  createdDatabases.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Each case runs the migration CLI (tsx + the WASM schema engine) in a child process: slow on a loaded machine.
describe("migrations on a fresh PostgreSQL database", { timeout: 240_000 }, () => {
  it("apply every migration and record them", async () => {
    const url = await freshPostgresUrl();
    const result = await migrate(["deploy"], { DATABASE_URL: url });
    expect(result.ok).toBe(true);
    const applied = await admin(
      url,
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name",
    );
    expect(applied.rows.map((r) => r.migration_name)).toEqual(expectedNames);
    const indexes = await admin(url, "SELECT indexname FROM pg_indexes WHERE indexname LIKE 'partial_%'");
    expect(indexes.rows.map((r) => r.indexname).sort()).toEqual(PARTIAL_INDEXES);
    // Hand-written too: rate-limit counters write no WAL (the migration rate_limit_unlogged says why).
    const unlogged = await admin(url, "SELECT relname FROM pg_class WHERE relpersistence = 'u' AND relkind = 'r'");
    expect(unlogged.rows.map((r) => r.relname)).toEqual(["RateLimit"]);
  });

  it("match schema.prisma (no pending schema change)", async () => {
    const result = await migrate(["diff"], { DATABASE_URL: await freshPostgresUrl() });
    expect(result.ok).toBe(true);
    expect(result.output.trim()).toMatch(/^(-- This is an empty migration\.)?$/);
  });

  it("fail when a migration is broken", async () => {
    const url = await freshPostgresUrl();
    const result = await migrate(["deploy"], { DATABASE_URL: url, MIGRATIONS_DIR: brokenMigrationsDir() });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/NoSuchTable/);
    const recorded = await admin(
      url,
      "SELECT 1 FROM _prisma_migrations WHERE migration_name = '29990101000000_broken' AND finished_at IS NOT NULL",
    );
    expect(recorded.rows).toHaveLength(0);
  });
});
