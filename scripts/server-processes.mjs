// How many `next start` processes `npm start` runs (scripts/start.mjs). Each is a whole app instance: the app keeps
// nothing in memory that instances must share, so on PostgreSQL one process per core serves what one process alone
// cannot (a Node.js process runs JavaScript on one core). The embedded database lives inside its one process.

/**
 * WEB_CONCURRENCY when set (the name Node.js hosts use for it); otherwise one per core on PostgreSQL and one on the
 * embedded database, which cannot be shared between processes and so refuses more.
 */
export function serverProcesses(env, cores) {
  const embedded = !env.DATABASE_URL;
  const asked = env.WEB_CONCURRENCY;
  if (asked === undefined || asked === "") return embedded ? 1 : cores;
  const processes = Number(asked);
  if (!Number.isInteger(processes) || processes < 1)
    throw new Error(`WEB_CONCURRENCY must be a whole number of processes, 1 or more: got "${asked}"`);
  if (embedded && processes > 1)
    throw new Error(
      "WEB_CONCURRENCY above 1 needs PostgreSQL (DATABASE_URL): the embedded database lives in one process",
    );
  return processes;
}
