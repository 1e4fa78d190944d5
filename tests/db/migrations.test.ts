import path from "node:path";
import { openPGlite } from "@/lib/db/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { readMigrations } from "@/lib/db/migrations";
import { brokenMigrationsDir, cleanUp, migrate, PARTIAL_INDEXES, tmp } from "./migrate-cli";

afterAll(cleanUp);

const expectedNames = readMigrations().map((m) => m.name);

// Each case runs the migration CLI (tsx + the WASM schema engine) in a child process: slow on a loaded machine.
describe("migrations on a fresh embedded PGlite", { timeout: 240_000 }, () => {
  it("apply every migration through the WASM schema engine and record them", async () => {
    const dataDir = path.join(tmp, "pglite-ok");
    const result = await migrate(["deploy"], { DATA_DIR: dataDir });
    expect(result.output).toContain(expectedNames.at(-1));
    expect(result.ok).toBe(true);
    const db = openPGlite(path.join(dataDir, "pglite"));
    const applied = await db.query<{ migration_name: string }>(
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name",
    );
    const indexes = await db.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE indexname LIKE 'partial_%'",
    );
    await db.close();
    expect(applied.rows.map((r) => r.migration_name)).toEqual(expectedNames);
    expect(indexes.rows.map((r) => r.indexname).sort()).toEqual(PARTIAL_INDEXES);
  });

  it("match schema.prisma (no pending schema change)", async () => {
    const result = await migrate(["diff"], { DATA_DIR: path.join(tmp, "pglite-diff") });
    expect(result.ok).toBe(true);
    expect(result.output.trim()).toMatch(/^(-- This is an empty migration\.)?$/);
  });

  it("fail, and do not record it as applied, when a migration is broken", async () => {
    const dataDir = path.join(tmp, "pglite-broken");
    const result = await migrate(["deploy"], { DATA_DIR: dataDir, MIGRATIONS_DIR: brokenMigrationsDir() });
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/NoSuchTable/);
    const db = openPGlite(path.join(dataDir, "pglite"));
    const broken = await db.query(
      "SELECT 1 FROM _prisma_migrations WHERE migration_name = '29990101000000_broken' AND finished_at IS NOT NULL",
    );
    await db.close();
    expect(broken.rows).toHaveLength(0);
  });
});
