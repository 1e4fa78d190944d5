import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "./client";

// Prisma's codes for a database it cannot reach or that stopped answering: can't reach the server (P1001), timed out
// connecting (P1002) or in an operation (P1008), the server closed the connection (P1017), no pool connection in
// time (P2024), a transaction that could not start in time (P2028).
const UNAVAILABLE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
// What the pg driver says when it gives up on a connection or a statement (lib/db/adapter.ts POOL_OPTIONS), or a
// server that went away under it; and the driver adapter's kinds for the same.
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connect ECONNREFUSED|ECONNRESET|Connection closed|terminating connection due to administrator command|the database system is (shutting down|starting up)/i;
const UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

/** Whether an error means the database is down or unreachable (503), rather than a fault in the request or the code. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  if (error instanceof Prisma.PrismaClientKnownRequestError && UNAVAILABLE_CODES.has(error.code)) return true;
  // A raw query's failure (P2010, as the rate limits' upsert raises) carries the adapter's error in its meta.
  const adapterError =
    error instanceof Prisma.PrismaClientKnownRequestError
      ? (error.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError
      : undefined;
  if (adapterError && isDatabaseUnavailable(adapterError)) return true;
  for (
    let cause = error, depth = 0;
    cause instanceof Object && depth < 5;
    cause = (cause as { cause?: unknown }).cause, depth++
  ) {
    const kind = (cause as { kind?: unknown }).kind;
    if (typeof kind === "string" && UNAVAILABLE_KINDS.has(kind)) return true;
    if (cause instanceof Error && UNAVAILABLE_MESSAGES.test(cause.message)) return true;
  }
  return false;
}

/** Whether the database answers a trivial query within `timeoutMs`. */
export async function databaseAnswers(timeoutMs = 3_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([db.$queryRaw`SELECT 1`.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
