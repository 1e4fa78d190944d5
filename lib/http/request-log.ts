import "server-only";
import { logger } from "@/lib/log/logger";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id";
import { apiSecurityHeaders } from "./security-headers";

export type RequestOutcome = { response: Response; userId?: string | null };

/** The response with these headers set; a copy where its headers are immutable (Response.redirect's). */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  const set = (target: Response) => {
    for (const [name, value] of Object.entries(headers)) target.headers.set(name, value);
    return target;
  };
  try {
    return set(response);
  } catch {
    return set(
      new Response(response.body, {
        status: response.status,
        statusText: response.statusText,
        headers: new Headers(response.headers),
      }),
    );
  }
}

/**
 * Every API request passes here (route() and withRequestLog): its response gets the API's security headers
 * (proxy.ts covers only pages, so an API call skips the proxy's cost) and the request id in `x-request-id`, and one
 * log line records it (method, path without its query string, status, duration, request id, the caller's id when
 * known). The query string stays out of the log: it can carry a token (the unsubscribe link's).
 */
export async function logRequest(
  request: Request,
  handle: (requestId: string) => Promise<RequestOutcome>,
): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdOf(request.headers);
  const outcome = await handle(requestId);
  const response = withHeaders(outcome.response, { ...apiSecurityHeaders(request), [REQUEST_ID_HEADER]: requestId });
  const fields = {
    requestId,
    method: request.method,
    path: new URL(request.url).pathname,
    status: response.status,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    ...(outcome.userId ? { userId: outcome.userId } : {}),
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
