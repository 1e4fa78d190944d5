import "server-only";
import path from "node:path";

// The one place that decides which database and which data folder the app uses.
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dir: string };

export function dataDir(): string {
  // Resolved at run time from the environment: keep the bundler from tracing the whole project for it.
  return path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR || ".data");
}

export function isPostgresUrl(url: string | undefined): boolean {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export function databaseTarget(): DatabaseTarget {
  const url = process.env.DATABASE_URL;
  if (url && isPostgresUrl(url)) return { kind: "postgres", url };
  if (url)
    throw new Error(
      `DATABASE_URL must be a postgresql:// URL (or unset for the embedded database), got "${url.split(":")[0]}:…"`,
    );
  return { kind: "pglite", dir: path.join(dataDir(), "pglite") };
}

/**
 * Interactive transactions may wait for a connection and run longer than Prisma's defaults (2 s, 5 s) allow on a
 * loaded machine: past its timeout Prisma rolls a transaction back while its last statement may still be running.
 * The embedded database has one connection, so a transaction there also waits for the one before it.
 */
export const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 30_000 } as const;
