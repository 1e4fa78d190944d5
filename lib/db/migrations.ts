import "server-only";
import fs from "node:fs";
import path from "node:path";

// MIGRATIONS_DIR is overridable so that tests can apply a deliberately broken set.
export const MIGRATIONS_DIR = path.resolve(
  process.env.MIGRATIONS_DIR || path.join(import.meta.dirname, "../../prisma/migrations"),
);

/** Migration folders in the order they apply, with their SQL. */
export function readMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8") }));
}
