import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { MIGRATIONS_DIR } from "@/lib/db/migrations";

const exec = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
export const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lawnlink-migrations-"));

export function cleanUp() {
  fs.rmSync(tmp, { recursive: true, force: true });
}

export async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs `npm run db:*`'s script (scripts/migrate.ts) as a separate process, like a deployment would. */
export function migrate(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _url, ...base } = process.env;
  return exec(path.join(root, "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/migrate.ts", ...args], {
    cwd: root,
    env: { ...base, ...env },
  })
    .then(({ stdout }) => ({ ok: true as const, output: stdout }))
    .catch((error: { stdout?: string; stderr?: string }) => ({
      ok: false as const,
      output: `${error.stdout}${error.stderr}`,
    }));
}

/** A copy of the real migrations plus one that fails half-way. */
export function brokenMigrationsDir(): string {
  const dir = path.join(tmp, `broken-${randomUUID()}`);
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  fs.mkdirSync(path.join(dir, "29990101000000_broken"));
  fs.writeFileSync(
    path.join(dir, "29990101000000_broken", "migration.sql"),
    'CREATE TABLE "Fine" ("id" INT);\nALTER TABLE "NoSuchTable" ADD COLUMN "x" INT;\n',
  );
  return dir;
}

/** The hand-written partial indexes every migrated database has (schema.prisma lists them at the top). */
export const PARTIAL_INDEXES = [
  "partial_address_default_location",
  "partial_address_one_default_per_user",
  "partial_bid_one_accepted_per_job",
  "partial_photo_one_primary_per_user",
  "partial_report_one_open_per_subject",
];
