import "server-only";
import { AppError } from "@/lib/errors";
import { isSafeMethod } from "./safe-methods";

export const CROSS_SITE_MESSAGE = "Cross-site request refused: send it from LawnLink's own pages";

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origins the app is reached at: the request's own (as addressed, or as a proxy in front forwarded it), and the configured public URLs. */
function appOrigins(request: Request): Set<string> {
  const url = new URL(request.url);
  const origins = new Set([url.origin]);
  const host = request.headers.get("x-forwarded-host")?.split(",")[0].trim() || request.headers.get("host");
  const protocol = request.headers.get("x-forwarded-proto")?.split(",")[0].trim() || url.protocol.replace(":", "");
  if (host) origins.add(originOf(`${protocol}://${host}`) ?? url.origin);
  for (const configured of [process.env.APP_URL, process.env.NEXTAUTH_URL]) {
    const origin = originOf(configured);
    if (origin) origins.add(origin);
  }
  return origins;
}

/**
 * CSRF: a request that may change something and rides on the browser's cookies (no Bearer token) must come from
 * the app's own pages: its Origin is one of the app's, or, from a browser that sent none, Sec-Fetch-Site says
 * same-origin (or none: typed by the user). Otherwise 403. Bearer requests are not affected: another site
 * cannot make a browser attach one. SameSite=Lax on the session cookie is the second line, not the only one.
 */
export function assertSameOrigin(request: Request): void {
  if (isSafeMethod(request.method) || request.headers.has("authorization") || !request.headers.get("cookie")) return;
  assertOwnPage(request);
}

function assertOwnPage(request: Request): void {
  const origin = request.headers.get("origin");
  if (origin !== null) {
    if (appOrigins(request).has(origin)) return;
  } else {
    const site = request.headers.get("sec-fetch-site");
    if (site === "same-origin" || site === "none") return;
  }
  throw new AppError("cross_site_request", CROSS_SITE_MESSAGE);
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Sign-in, sign-up and sign-out change which account a browser is signed in to, so another site must not make a
 * browser send them even when it carries no cookie yet (login CSRF signs a victim in to the attacker's account).
 * They take JSON only, which a cross-site page cannot send without a CORS preflight (the form types text/plain,
 * urlencoded and multipart, and a typeless body, are refused with 415), and a browser's Origin (or, without one,
 * Sec-Fetch-Site) must be the app's own. Clients outside a browser send neither header and pass.
 */
export function assertAuthWrite(request: Request): void {
  const type = request.headers.get("content-type");
  const hasBody = Number(request.headers.get("content-length") ?? "0") > 0 || request.headers.has("transfer-encoding");
  if (type ? !JSON_TYPE.test(type) : hasBody)
    throw new AppError("unsupported_media_type", "Send this request as JSON (Content-Type: application/json)");
  const browser = request.headers.has("origin") || request.headers.has("sec-fetch-site");
  if (browser) assertOwnPage(request);
}
