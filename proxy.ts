import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_ID_HEADER, requestIdOf } from "@/lib/http/request-id";
import { isHttps, securityHeaders } from "@/lib/http/security-headers";

// The request policy of pages and files (Next.js 16's proxy, formerly middleware): a request id and the security
// headers, with a fresh CSP nonce per page. API routes are left out (config below): route() gives their responses
// the same headers (lib/http/request-log.ts) without the cost of a proxy pass on every call. Methods Next.js cannot
// represent and URLs that do not decode are refused before either by scripts/http-guard.mjs; CSRF is checked where
// the caller is resolved (lib/http/route.ts).

function nonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

export function proxy(request: NextRequest) {
  const requestId = requestIdOf(request.headers);
  const policy = securityHeaders({ nonce: nonce(), https: isHttps(request), api: false });
  // Next.js reads the nonce from the request's CSP header and puts it on the scripts it renders.
  const forwarded = new Headers(request.headers);
  forwarded.set(REQUEST_ID_HEADER, requestId);
  forwarded.set("content-security-policy", policy["content-security-policy"]);
  const response = NextResponse.next({ request: { headers: forwarded } });
  for (const [name, value] of Object.entries({ ...policy, [REQUEST_ID_HEADER]: requestId }))
    response.headers.set(name, value);
  return response;
}

export const config = { matcher: "/((?!api(?:/|$)).*)" };
