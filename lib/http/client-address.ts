import "server-only";

/**
 * The client address that per-address rate limits count, from X-Forwarded-For:
 * - TRUST_PROXY=N (N ≥ 1 proxies in front that each append the address they received): the Nth address from the
 *   right, the one the outermost trusted proxy saw. What the client wrote to the left of it is ignored.
 * - TRUST_PROXY unset or 0 (the app serves clients directly): the rightmost address, which is the socket's: the
 *   server's preload (scripts/http-guard.mjs) replaces whatever X-Forwarded-For the client sent with it.
 * IPv4-mapped IPv6 addresses read as IPv4; other IPv6 addresses count by their /64 network, which one subscriber
 * usually holds whole. "unknown" when there is none.
 */
export function clientAddress(request: Request, env: Record<string, string | undefined> = process.env): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = Number(env.TRUST_PROXY ?? "0");
  const trusted = Number.isInteger(hops) && hops > 0 ? hops : 1;
  const address = forwarded[Math.max(0, forwarded.length - trusted)];
  return address ? normalizeAddress(address) : "unknown";
}

function normalizeAddress(address: string): string {
  const plain = address
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "")
    .toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1];
  if (!plain.includes(":")) return plain.slice(0, 64);
  const [head, tail = ""] = plain.split("::");
  const left = head ? head.split(":") : [];
  const right = plain.includes("::") && tail ? tail.split(":") : [];
  const groups = plain.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
