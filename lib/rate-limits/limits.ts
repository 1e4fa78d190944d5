// Every rate limit, as data (docs/reliability.md "Rate limits" explains the choices). `per` says whose requests
// share a counter: one account, one client address, or (anonymousAddress) one address's requests without a session.
// Each counts requests within a fixed window of `windowSeconds` that starts with the first request it counts.

export type RateLimitRule = {
  limit: number;
  windowSeconds: number;
  per: "account" | "address" | "anonymousAddress" | "accountAndAddress" | "device";
  /** What the refusal says there were too many of. */
  what: string;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  // Sign-in (failed attempts: a correct password gives its attempt back). The pair is the tight one, so an attacker
  // at one address locks only themselves out; the per-address cap slows password spraying across many accounts;
  // the per-account cap (10 addresses' worth of failures) bounds a distributed guess on one account. It holds only
  // unknown devices: one that signed in to the account before (its device cookie) is counted on its own instead, so
  // a stranger who fills the account's counter does not lock its owner out.
  signInPair: { limit: 10, windowSeconds: 15 * MINUTE, per: "accountAndAddress", what: "failed sign-in attempts" },
  signInAddress: {
    limit: 50,
    windowSeconds: 15 * MINUTE,
    per: "address",
    what: "failed sign-in attempts from your network",
  },
  signInAccount: {
    limit: 100,
    windowSeconds: 15 * MINUTE,
    per: "account",
    what: "failed sign-in attempts for this account",
  },
  signInDevice: {
    limit: 10,
    windowSeconds: 15 * MINUTE,
    per: "device",
    what: "failed sign-in attempts from this device",
  },
  // Reset links: a network asks for a few; one account is mailed a few an hour however many networks ask (its
  // refusal is silent, so the answer never tells whether the account exists).
  passwordResetAddress: { limit: 10, windowSeconds: HOUR, per: "address", what: "password reset requests" },
  passwordResetAccount: { limit: 5, windowSeconds: HOUR, per: "account", what: "password reset emails" },
  signUp: { limit: 20, windowSeconds: HOUR, per: "address", what: "sign-ups from your network" },
  postLawn: { limit: 30, windowSeconds: HOUR, per: "account", what: "lawns posted" },
  placeBid: { limit: 60, windowSeconds: HOUR, per: "account", what: "bids" },
  claimJob: { limit: 30, windowSeconds: HOUR, per: "account", what: "claims" },
  sendMessage: { limit: 60, windowSeconds: 10 * MINUTE, per: "account", what: "messages" },
  uploadPhoto: { limit: 60, windowSeconds: HOUR, per: "account", what: "uploads" },
  // Blocking and unblocking: a person blocks a few users; the limit stops a script toggling blocks to probe who is who.
  blockUser: { limit: 30, windowSeconds: HOUR, per: "account", what: "blocks and unblocks" },
  report: { limit: 20, windowSeconds: HOUR, per: "account", what: "reports" },
  favourite: { limit: 60, windowSeconds: HOUR, per: "account", what: "favourites added and removed" },
  // Browsing the marketplace without an account: generous, a person paging never meets it.
  anonymousListing: { limit: 300, windowSeconds: MINUTE, per: "anonymousAddress", what: "requests from your network" },
  // Browsing signed in: per account, twice as generous, so a script with an account is held too.
  accountListing: { limit: 600, windowSeconds: MINUTE, per: "account", what: "listing requests" },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
