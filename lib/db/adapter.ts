import "server-only";
import fs from "node:fs";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPg } from "@prisma/adapter-pg";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { databaseTarget, type DatabaseTarget } from "./config";

/**
 * A PostgreSQL server that is down or unreachable must not hang requests: a connection (a new one, or a free one
 * from the pool) that does not come within 3 s, or a statement that gets no answer within 2 s, fails, and the
 * request answers 503 (lib/http/route.ts). 2 s because a write that loses its server mid-transaction waits twice on
 * the silent connection, for its statement and then for the ROLLBACK, and must still answer within 5 s. The pool drops broken connections and opens new ones on the next
 * request, so the app recovers by itself when the server is back. TCP keep-alive notices a silently dead server.
 */
export const POOL_OPTIONS = { connectionTimeoutMillis: 3_000, query_timeout: 2_000, keepAlive: true } as const;

export type OpenDatabase = { adapter: SqlDriverAdapterFactory; close: () => Promise<void> };

/** The driver adapter for the configured database; `close` shuts an embedded database down cleanly. */
export function openDatabase(target: DatabaseTarget = databaseTarget()): OpenDatabase {
  if (target.kind === "postgres") return { adapter: new PrismaPg({ connectionString: target.url, ...POOL_OPTIONS }), close: async () => {} };
  if (!target.dir.startsWith("memory://")) fs.mkdirSync(target.dir, { recursive: true });
  const pglite = new PGlite(target.dir);
  return { adapter: pgliteAdapter(pglite), close: () => pglite.close() };
}

export function pgliteAdapter(pglite: PGlite): SqlDriverAdapterFactory {
  return new PrismaPGlite(pglite) as unknown as SqlDriverAdapterFactory;
}
