import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { verifyDecoy, verifyPassword } from "./password";
import type { SignInInput } from "./schemas";

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 60_000;
const INVALID_CREDENTIALS = "Invalid email or password";
const TOO_MANY_ATTEMPTS = "Too many failed sign-in attempts. Please wait a minute and try again.";

/** Checks a password. Failures are counted per email in the database, so the limit holds across instances. */
export async function loginUser({ email, password }: SignInInput) {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  const recentFailures = await db.loginFailure.count({ where: { email, createdAt: { gt: since } } });
  if (recentFailures >= LOGIN_FAILURE_LIMIT) throw new AppError("RATE_LIMITED", TOO_MANY_ATTEMPTS);

  const user = await db.user.findUnique({ where: { email } });
  const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, password) : (await verifyDecoy(password), false);
  if (valid && user) {
    await db.loginFailure.deleteMany({ where: { email } });
    return user;
  }

  await db.$transaction([
    db.loginFailure.deleteMany({ where: { email, createdAt: { lte: since } } }),
    db.loginFailure.create({ data: { email } }),
  ]);
  // The failure that reaches the limit is already refused as rate-limited.
  if (recentFailures + 1 >= LOGIN_FAILURE_LIMIT) throw new AppError("RATE_LIMITED", TOO_MANY_ATTEMPTS);
  throw new AppError("UNAUTHENTICATED", INVALID_CREDENTIALS);
}
