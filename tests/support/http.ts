import { expect } from "vitest";
import { errorCatalogue, type ErrorCode } from "@/lib/errors";

export type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response> | Response;

export type CallOptions = {
  method?: string;
  path?: string;
  body?: unknown;
  rawBody?: BodyInit;
  token?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
};

/** Calls a route handler with a real Request, as Next.js would, and reads the JSON answer. */
export async function call<T = Record<string, unknown>>(handler: Handler, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body = options.rawBody;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  const request = new Request(`http://localhost${options.path ?? "/"}`, {
    method: options.method ?? "POST",
    headers,
    body,
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
}

/** A refusal's body is `{ error, code }`, its code in the catalogue with this status (lib/errors.ts). */
export function expectRefusal(status: number, body: unknown, context?: string) {
  expect(body, context).toEqual({ error: expect.any(String), code: expect.any(String) });
  const { code } = body as { code: string };
  expect(code in errorCatalogue, `${context ?? ""} ${code} is in the error catalogue`).toBe(true);
  expect(errorCatalogue[code as ErrorCode].status, `${context ?? ""} ${code}'s status`).toBe(status);
}
