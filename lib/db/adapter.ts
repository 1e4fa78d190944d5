import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs";
import type { SqlDriverAdapterFactory, SqlQuery } from "@prisma/driver-adapter-utils";
import { PrismaPg } from "@prisma/adapter-pg";
import type { PoolConfig } from "pg";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { databaseTarget, type DatabaseTarget } from "./config";
import { openPGlite } from "./pglite";

/**
 * A PostgreSQL server that is down or unreachable must not hang requests: a connection (a new one, or a free one
 * from the pool) that does not come within 3 s, or a statement that gets no answer within 2 s, fails, and the
 * request answers 503 (lib/http/route.ts). 2 s because a write that loses its server mid-transaction waits twice on
 * the silent connection, for its statement and then for the ROLLBACK, and must still answer within 5 s. The pool drops broken connections and opens new ones on the next
 * request, so the app recovers by itself when the server is back. TCP keep-alive notices a silently dead server.
 */
export const POOL_OPTIONS = { connectionTimeoutMillis: 3_000, query_timeout: 2_000, keepAlive: true } as const;

/**
 * Each distinct statement becomes a named prepared statement on each pooled connection, so PostgreSQL parses and
 * plans it once per connection rather than on every execution (planning the joined listing statement takes about as
 * long as running it). The name is a digest of the text, so one text always has one name.
 */
export function statementName(query: SqlQuery): string {
  return `p${createHash("sha1").update(query.sql).digest("base64url")}`;
}

/** The driver adapter for a PostgreSQL server, its statements prepared (statementName); the tests' pools use it too. */
export function postgresAdapter(url: string, pool: Omit<PoolConfig, "connectionString">): SqlDriverAdapterFactory {
  return new PrismaPg({ connectionString: url, ...pool }, { statementNameGenerator: statementName });
}

export type OpenDatabase = { adapter: SqlDriverAdapterFactory; close: () => Promise<void> };

/** The driver adapter for the configured database; `close` shuts an embedded database down cleanly. */
export function openDatabase(target: DatabaseTarget = databaseTarget()): OpenDatabase {
  if (target.kind === "postgres") return { adapter: postgresAdapter(target.url, POOL_OPTIONS), close: async () => {} };
  if (!target.dir.startsWith("memory://")) fs.mkdirSync(target.dir, { recursive: true });
  const pglite = openPGlite(target.dir);
  return { adapter: pgliteAdapter(pglite), close: () => pglite.close() };
}

export function pgliteAdapter(pglite: PGlite): SqlDriverAdapterFactory {
  return new PrismaPGlite(pglite) as unknown as SqlDriverAdapterFactory;
}
