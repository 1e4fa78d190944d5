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
  if (url) throw new Error(`DATABASE_URL must be a postgresql:// URL (or unset for the embedded database), got "${url.split(":")[0]}:…"`);
  return { kind: "pglite", dir: path.join(dataDir(), "pglite") };
}
