import "server-only";

export const REQUEST_ID_HEADER = "x-request-id";

// An id from a load balancer in front is kept (so its logs and ours line up) when it is a plain token; anything
// else (too long, spaces, line breaks that could forge log lines) is replaced.
const PLAIN_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the one proxy.ts (or a proxy in front) gave it, else a new one. */
export function requestIdOf(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given && PLAIN_ID.test(given) ? given : crypto.randomUUID();
}
