import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { signInSucceeded, takeSignInAttempt } from "@/lib/rate-limits/sign-in-attempts";
import { knownDevice, signDeviceToken } from "./device-token";
import { verifyDecoy, verifyPassword } from "./password";
import type { SignInInput } from "./schemas";

const INVALID_CREDENTIALS = "Invalid email or password";
export const SUSPENDED_MESSAGE = "This account is suspended";

/**
 * Checks a password from the client at `address`. The attempt is counted first (lib/rate-limits: per account and
 * address, per address, and per account, or per device for a device that signed in to the account before: its
 * `deviceToken`; in the database so the limits hold across instances); a right password gives it back and
 * remembers the device with a new device token.
 */
export async function loginUser(
  { email, password }: SignInInput,
  { address, deviceToken }: { address: string; deviceToken: string | undefined },
) {
  const attempt = await takeSignInAttempt(email, address, await knownDevice(deviceToken, email));
  const user = await db.user.findUnique({ where: { email } });
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyDecoy(password), false);
  if (!valid || !user) throw new AppError("invalid_credentials", INVALID_CREDENTIALS);
  await signInSucceeded(attempt);
  // Said only to whoever knows the password: to anyone else a suspended account is one more wrong guess.
  if (user.suspendedAt) throw new AppError("account_suspended", SUSPENDED_MESSAGE);
  return { user, deviceToken: await signDeviceToken(email) };
}
