import "server-only";
import { giveBack, resetRateLimit, takeRateLimit, type RateLimitTicket } from "./take-rate-limit";

export type SignInAttempt = { pair: RateLimitTicket; address: RateLimitTicket; account: RateLimitTicket };

/**
 * Takes one sign-in attempt (a password about to be checked) from the three sign-in counters, tightest first;
 * the first one that is full refuses with 429 and the others are not touched. Taken before the password is
 * checked, so parallel guesses cannot all pass a count that none of them has raised yet. From a device that signed
 * in to the account before (`device`, its nonce), the account-wide counter gives way to the device's own.
 */
export async function takeSignInAttempt(
  email: string,
  address: string,
  device?: string | null,
): Promise<SignInAttempt> {
  const pair = await takeRateLimit("signInPair", `${email} ${address}`);
  const byAddress = await takeRateLimit("signInAddress", address);
  const account = device
    ? await takeRateLimit("signInDevice", `${email} ${device}`)
    : await takeRateLimit("signInAccount", email);
  return { pair, address: byAddress, account };
}

/** The password was right: the pair starts over, and the looser counters get this attempt back (they count failures). */
export async function signInSucceeded(attempt: SignInAttempt): Promise<void> {
  await resetRateLimit(attempt.pair);
  await giveBack(attempt.address);
  await giveBack(attempt.account);
}
