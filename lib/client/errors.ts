import { ApiError } from "./api";

/**
 * The one error text of the client (SPEC §8): for an API refusal the server's `{ error }` text (or, when it sent
 * none, 'HTTP error! status: {code}'); `fallback` when the request never got an answer (offline, aborted).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** A refusal the same request would get again (4xx): never retried. */
export const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;
