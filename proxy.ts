import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_ID_HEADER, requestIdOf } from "@/lib/http/request-id";
import { contentSecurityPolicy, securityHeaders, type PolicyContext } from "@/lib/http/security-headers";

// The request policy, run before every request (Next.js 16's proxy, formerly middleware): a request id, URLs the
// app can decode, and the security headers of every response, pages and API alike. CSRF is checked where the caller
// is resolved (lib/http/route.ts); methods Next.js cannot represent are refused before it by scripts/http-guard.mjs.

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function isHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https";
}

function nonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

export function proxy(request: NextRequest) {
  const requestId = requestIdOf(request.headers);
  const pathname = request.nextUrl.pathname;
  const context: PolicyContext = { nonce: nonce(), https: isHttps(request), api: pathname.startsWith("/api/") || pathname === "/api" };
  const policy = contentSecurityPolicy(context);
  const headers: Record<string, string> = { ...securityHeaders(context), [REQUEST_ID_HEADER]: requestId };

  const refuse = (status: number, error: string) =>
    NextResponse.json({ error }, { status, headers: { ...headers, "content-security-policy": contentSecurityPolicy({ ...context, api: true }) } });
  // "/api/jobs/%ff": a path that does not decode names nothing (Next.js would fail decoding its params).
  if (!isDecodable(pathname)) return refuse(400, "Malformed URL");

  // Next.js reads the nonce from the request's CSP header and puts it on the scripts it renders.
  const forwarded = new Headers(request.headers);
  forwarded.set(REQUEST_ID_HEADER, requestId);
  forwarded.set("content-security-policy", policy);
  forwarded.set("x-nonce", context.nonce);
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}
