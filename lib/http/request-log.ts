import "server-only";
import { logger } from "@/lib/log/logger";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id";

export type RequestOutcome = { response: Response; userId?: string | null };

/**
 * One log line per API request (method, path without its query string, status, duration, request id, the caller's
 * id when known), and the request id echoed in the `x-request-id` response header. The query string stays out of
 * the log: it can carry a token (the unsubscribe link's).
 */
export async function logRequest(request: Request, handle: (requestId: string) => Promise<RequestOutcome>): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdOf(request.headers);
  const { response, userId } = await handle(requestId);
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    // A response with immutable headers (Response.redirect) goes out without it; the proxy's copy still applies.
  }
  const fields = {
    requestId,
    method: request.method,
    path: new URL(request.url).pathname,
    status: response.status,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    ...(userId ? { userId } : {}),
  };
  if (response.status >= 500) logger.error(fields, "request failed");
  else logger.info(fields, "request");
  return response;
}

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/** logRequest for a route handler that does not go through route() (file serving, next-auth, logout). */
export function withRequestLog<C>(handler: Handler<C>): (request: Request, context: C) => Promise<Response> {
  return (request, context) => logRequest(request, async () => ({ response: await handler(request, context) }));
}
