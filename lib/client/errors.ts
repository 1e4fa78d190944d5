import { ApiError } from "./api";

/** The server's `{ error }` text (or the call's fallback) for an API refusal; `fallback` when the request never got an answer. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
