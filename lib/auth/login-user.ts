import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { signInSucceeded, takeSignInAttempt } from "@/lib/rate-limits/sign-in-attempts";
import { verifyDecoy, verifyPassword } from "./password";
import type { SignInInput } from "./schemas";

const INVALID_CREDENTIALS = "Invalid email or password";

/**
 * Checks a password from the client at `address`. The attempt is counted first (lib/rate-limits: per account and
 * address, per address, per account, in the database so the limits hold across instances); a right password
 * gives it back.
 */
export async function loginUser({ email, password }: SignInInput, address: string) {
  const attempt = await takeSignInAttempt(email, address);
  const user = await db.user.findUnique({ where: { email } });
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyDecoy(password), false);
  if (!valid || !user) throw new AppError("invalid_credentials", INVALID_CREDENTIALS);
  await signInSucceeded(attempt);
  return user;
}
