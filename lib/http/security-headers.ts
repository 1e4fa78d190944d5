import "server-only";
import { googleMapsConfig } from "@/lib/maps/google-config";
import { stripePublishableKey } from "@/lib/payments/terms";
// The headers that do not vary by request, in JSON so that scripts/http-guard.mjs (plain Node) sends the same ones.
// nosniff; frames denied (X-Frame-Options for browsers that predate frame-ancestors); cross-origin requests carry
// only the origin (Google checks it against the key's referrer restriction); no camera, microphone, position or
// payments asked for.
import fixed from "./fixed-security-headers.json";

/** What the request policy (proxy.ts, and request-log.ts for the API) knows about one request when it writes the response's security headers. */
export type PolicyContext = {
  /** A fresh random value per request: Next.js puts it on its own scripts (it reads it from the CSP request header). */
  nonce: string;
  /** Reached over HTTPS (directly or behind a proxy that says so): HSTS and upgrade-insecure-requests apply. */
  https: boolean;
  /** An API route or another non-page response: a policy that allows nothing to load. */
  api: boolean;
  env?: Record<string, string | undefined>;
};

// The Google Maps JavaScript API's origins (Google's CSP guide for the Maps JavaScript API): its script, the map
// tiles and marker images, the Places calls, its fonts and styles. Only when a key is configured.
const GOOGLE_MAPS = {
  script: ["https://maps.googleapis.com"],
  connect: ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"],
  img: ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.googleusercontent.com"],
  font: ["https://fonts.gstatic.com"],
  style: ["https://fonts.googleapis.com"],
  frame: ["https://*.google.com"],
};
// Stripe.js and its Elements' frames (Stripe's CSP guide), when card payment is on: its script, its API, the frames
// of its card fields and of a bank's authentication, and its images.
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  connect: ["https://api.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  img: ["https://*.stripe.com"],
};
// Photos stored on UploadThing are served from its CDN (lib/photos/storage.ts), when UPLOADTHING_TOKEN is set.
const UPLOADTHING_IMAGES = ["https://*.ufs.sh", "https://utfs.io"];

function directives(entries: [string, string[]][]): string {
  return entries.map(([name, sources]) => [name, ...sources].join(" ")).join("; ");
}

/**
 * The Content-Security-Policy of a page. Scripts: only those carrying this request's nonce (Next.js's own), and
 * what they load ('strict-dynamic': the route chunks, the Google loader's script); no 'unsafe-eval', no inline
 * script. Styles keep 'unsafe-inline': React renders style attributes and the UI and map libraries insert <style>
 * elements, and a nonce cannot cover attributes. MapLibre runs its worker from /maplibre/… ('self').
 */
function contentSecurityPolicy({ nonce, https, api, env = process.env }: PolicyContext): string {
  if (api) return fixed.apiContentSecurityPolicy;
  const google = googleMapsConfig(env).apiKey ? GOOGLE_MAPS : null;
  const stripe = stripePublishableKey(env) ? STRIPE : null;
  const uploadthing = env.UPLOADTHING_TOKEN ? UPLOADTHING_IMAGES : [];
  const frames = [...(google?.frame ?? []), ...(stripe?.frame ?? [])];
  return directives([
    ["default-src", ["'self'"]],
    [
      "script-src",
      ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(google?.script ?? []), ...(stripe?.script ?? [])],
    ],
    ["style-src", ["'self'", "'unsafe-inline'", ...(google?.style ?? [])]],
    // blob: and data: for the previews of a photo being chosen and the map's own images.
    ["img-src", ["'self'", "blob:", "data:", ...(google?.img ?? []), ...(stripe?.img ?? []), ...uploadthing]],
    ["font-src", ["'self'", ...(google?.font ?? [])]],
    ["connect-src", ["'self'", ...(google?.connect ?? []), ...(stripe?.connect ?? [])]],
    ["worker-src", ["'self'", "blob:"]],
    ["frame-src", frames.length > 0 ? frames : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ...(https ? ([["upgrade-insecure-requests", []]] as [string, string[]][]) : []),
  ]);
}

/** Reached over HTTPS, directly or behind a proxy that says so (its first X-Forwarded-Proto). */
export function isHttps(request: Request): boolean {
  return (
    new URL(request.url).protocol === "https:" ||
    request.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https"
  );
}

/** The headers of every API response (lib/http/request-log.ts sets them; pages get theirs from proxy.ts). */
export function apiSecurityHeaders(request: Request): Record<string, string> {
  return securityHeaders({ nonce: "", https: isHttps(request), api: true });
}

/** Every response's security headers (pages and API alike). */
export function securityHeaders(context: PolicyContext): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(context),
    ...fixed.everyResponse,
    // Browsers honour HSTS only over HTTPS; a production server behind TLS tells them to stay there for a year.
    ...(context.https && process.env.NODE_ENV === "production"
      ? { "strict-transport-security": fixed.strictTransportSecurity }
      : {}),
  };
}
