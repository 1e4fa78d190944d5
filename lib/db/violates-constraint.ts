import "server-only";

/**
 * Whether a failed statement broke the named constraint (a CHECK kept by the database, say). The database names it
 * in its message; Prisma wraps that error (a raw statement's in `meta.driverAdapterError`, others as `cause`), and
 * the driver adapter keeps the database's message either way.
 */
export function violatesConstraint(error: unknown, constraint: string): boolean {
  const quoted = `"${constraint}"`;
  for (let current = error, depth = 0; current instanceof Object && depth < 6; depth++) {
    const { message, cause, meta } = current as {
      message?: unknown;
      cause?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    if (typeof message === "string" && message.includes(quoted)) return true;
    const causeOf = (cause as { originalMessage?: unknown } | undefined)?.originalMessage;
    if (typeof causeOf === "string" && causeOf.includes(quoted)) return true;
    current = meta?.driverAdapterError ?? cause;
  }
  return false;
}
