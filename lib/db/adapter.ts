import "server-only";
import fs from "node:fs";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPg } from "@prisma/adapter-pg";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { databaseTarget, type DatabaseTarget } from "./config";

export type OpenDatabase = { adapter: SqlDriverAdapterFactory; close: () => Promise<void> };

/** The driver adapter for the configured database; `close` shuts an embedded database down cleanly. */
export function openDatabase(target: DatabaseTarget = databaseTarget()): OpenDatabase {
  if (target.kind === "postgres") return { adapter: new PrismaPg({ connectionString: target.url }), close: async () => {} };
  if (!target.dir.startsWith("memory://")) fs.mkdirSync(target.dir, { recursive: true });
  const pglite = new PGlite(target.dir);
  return { adapter: pgliteAdapter(pglite), close: () => pglite.close() };
}

export function pgliteAdapter(pglite: PGlite): SqlDriverAdapterFactory {
  return new PrismaPGlite(pglite) as unknown as SqlDriverAdapterFactory;
}
