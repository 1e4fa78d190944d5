import type { ErrorCode } from "@/lib/errors";
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

type ApiOptions = Omit<RequestInit, "body"> & {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (file uploads). */
  form?: FormData;
  /** Shown when an error response carries no `{ error }` text (default: 'HTTP error! status: {code}'). */
  fallbackError?: string;
  /** Send the stored Bearer token (default). Sign-in and sign-up skip it: a stale token must not block them. */
  auth?: boolean;
};

/**
 * fetch for our own API from the browser: adds `Authorization: Bearer <token>` from localStorage, sends and reads
 * JSON, and throws ApiError for non-2xx answers. Network failures reject with fetch's own TypeError.
 */
export async function apiFetch<T>(
  path: string,
  { json, form, fallbackError, auth = true, headers, ...init }: ApiOptions = {},
): Promise<T> {
  const requestHeaders = new Headers(headers);
  if (json !== undefined) requestHeaders.set("content-type", "application/json");
  const token = auth ? readStoredToken() : null;
  if (token) requestHeaders.set("authorization", `Bearer ${token}`);

  const response = await fetch(path, {
    ...init,
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
  return body as T;
}
