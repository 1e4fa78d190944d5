type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;

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
