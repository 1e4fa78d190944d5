import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { signInSucceeded, takeSignInAttempt } from "@/lib/rate-limits/sign-in-attempts";
import { hashPassword, verifyPassword } from "./password";
import type { PasswordChangeInput } from "./schemas";

/**
 * Replaces the user's password after checking the current one, and ends every other session of theirs (other
 * devices, and any token someone else may hold) in the same transaction. The session the change came from
 * (`keepSessionId`) stays signed in. Answers how many sessions were ended. The current password is a password
 * check like a sign-in, so it counts against the sign-in limits for the client's `address`.
 */
export async function changePassword({
  userId,
  keepSessionId,
  input,
  address,
}: {
  userId: string;
  keepSessionId: string | undefined;
  input: PasswordChangeInput;
  address: string;
}): Promise<{ endedSessions: number }> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, passwordHash: true } });
  if (!user.passwordHash) {
    throw new AppError("no_password", "This account signs in with Google or Facebook and has no password to change");
  }
  const attempt = await takeSignInAttempt(user.email, address);
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new AppError("wrong_current_password", "current_password: Current password is incorrect");
  }
  await signInSucceeded(attempt);
  const passwordHash = await hashPassword(input.new_password);
  return db.$transaction(async (tx) => {
    // Conditional on the hash just checked: of two concurrent changes, the second finds it changed and is refused.
    const updated = await tx.user.updateMany({
      where: { id: userId, passwordHash: user.passwordHash },
      data: { passwordHash },
    });
    if (updated.count === 0)
      throw new AppError("password_changed", "Your password was changed meanwhile. Please sign in again.");
    const ended = await tx.session.deleteMany({
      where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    });
    return { endedSessions: ended.count };
  });
}
