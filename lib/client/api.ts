import type { z, ZodType } from "zod";
import type { ErrorCode } from "@/lib/errors";
import type { ApiRoutes } from "@/lib/http/api-routes";
import { readStoredToken } from "./session-storage";

/**
 * An error response from our API. `message` is the server's `{ error }` text, else the call's fallback, else
 * SPEC §8's 'HTTP error! status: {code}'; `code` is the server's stable code (lib/errors.ts), for code to branch on.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** An API path as the OpenAPI document names it: "/api/jobs/{id}". */
export type ApiPath = keyof ApiRoutes;

type MethodOf<P extends ApiPath> = Extract<keyof ApiRoutes[P], Method>;

/** What a route answers on success, from the response schema it declares (lib/http/route.ts); null: no body. */
export type ApiAnswer<P extends ApiPath, M extends MethodOf<P>> = ApiRoutes[P][M] extends {
  definition: { response?: infer R };
}
  ? R extends ZodType
    ? z.output<R>
    : null
  : never;

/** The path parameters a path names: "/api/jobs/{id}" takes { id }. */
type ParamsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<Rest>
  : unknown;

type PathParams<P extends ApiPath> = P extends `${string}{${string}` ? { params: ParamsOf<P> } : { params?: never };

type ApiOptions<P extends ApiPath, M> = Omit<RequestInit, "body" | "method"> &
  PathParams<P> & {
    method?: M;
    /** The query string's fields; undefined ones are left out. */
    query?: Record<string, string | number | boolean | undefined>;
    /** Sent as JSON. */
    json?: unknown;
    /** Sent as multipart/form-data (file uploads). */
    form?: FormData;
    /** Shown when an error response carries no `{ error }` text (default: 'HTTP error! status: {code}'). */
    fallbackError?: string;
    /** Send the stored Bearer token (default). Sign-in and sign-up skip it: a stale token must not block them. */
    auth?: boolean;
  };

/** The URL of a call: the path with its parameters filled in, and the query string. */
export function apiUrl(
  path: string,
  params: Record<string, string> = {},
  query: ApiOptions<ApiPath, Method>["query"] = {},
) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/**
 * fetch for our own API from the browser: adds `Authorization: Bearer <token>` from localStorage, sends and reads
 * JSON, and throws ApiError for non-2xx answers. Network failures reject with fetch's own TypeError. The path is the
 * route's as the OpenAPI document names it, its parameters in `params`; the answer's type is the route's declared
 * response schema's.
 */
export async function apiFetch<P extends ApiPath, M extends MethodOf<P> = Extract<"GET", MethodOf<P>>>(
  path: P,
  ...[options]: PathParams<P> extends { params: unknown } ? [ApiOptions<P, M>] : [ApiOptions<P, M>?]
): Promise<ApiAnswer<P, M>> {
  const { method, json, form, fallbackError, auth = true, headers, params, query, ...init } = options ?? {};
  const requestHeaders = new Headers(headers);
  if (json !== undefined) requestHeaders.set("content-type", "application/json");
  const token = auth ? readStoredToken() : null;
  if (token) requestHeaders.set("authorization", `Bearer ${token}`);

  const response = await fetch(apiUrl(path, params, query), {
    ...init,
    method,
    headers: requestHeaders,
    body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = body && typeof body === "object" ? (body as { error?: unknown; code?: unknown }) : {};
    const serverText = typeof refusal.error === "string" ? refusal.error : "";
    const code = typeof refusal.code === "string" ? (refusal.code as ErrorCode) : undefined;
    throw new ApiError(serverText || fallbackError || `HTTP error! status: ${response.status}`, response.status, code);
  }
  // The server's answers are checked against the same schemas under tests (route()), so the body is trusted here.
  return body as ApiAnswer<P, M>;
}
