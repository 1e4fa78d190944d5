import "server-only";
import { createHash } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { appUrl } from "@/lib/notifications/app-url";
import { takeRateLimit } from "@/lib/rate-limits/take-rate-limit";
import { hashPassword } from "./password";
import { authSecret } from "./secret";

/** How long a reset link works. */
export const RESET_LINK_SECONDS = 60 * 60;

// Only reset tokens carry this audience; session tokens carry none and are refused here, and a reset token has no
// session id, so lib/auth/token.ts refuses it as a session.
const AUDIENCE = "password-reset";

export const RESET_REQUESTED_MESSAGE =
  "If an account with a password uses that email, a link to reset it is on its way. It works for one hour.";

/**
 * The password a token was issued against, as a short digest of its hash: once the password changes (by this link or
 * any other way) the digest no longer matches, so a link works once and no table of used tokens is needed.
 */
const fingerprint = (passwordHash: string) =>
  createHash("sha256").update(passwordHash).digest("base64url").slice(0, 22);

export async function signResetToken(user: { id: string; passwordHash: string }, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ pwd: fingerprint(user.passwordHash) })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(user.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + RESET_LINK_SECONDS)
    .sign(authSecret());
}

const invalidLink = () =>
  new AppError("reset_link_invalid", "This reset link is not valid any more. Please ask for a new one.");

/**
 * Asks for a reset link by email. The answer is the same whether or not the account exists (no one learns who has
 * one); the mail goes through the outbox like every other, so it is sent after the commit and retried.
 */
export async function requestPasswordReset({ email, address }: { email: string; address: string }) {
  await takeRateLimit("passwordResetAddress", address);
  const user = await db.user.findUnique({ where: { email }, select: { id: true, email: true, passwordHash: true } });
  if (!user?.passwordHash) return;
  // Per account too: a stranger cannot fill someone's inbox from many addresses. Past it, nothing is sent and the
  // answer stays the same.
  try {
    await takeRateLimit("passwordResetAccount", user.id);
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return;
    throw error;
  }
  const link = appUrl(
    `/reset-password?token=${encodeURIComponent(await signResetToken({ ...user, passwordHash: user.passwordHash }))}`,
  );
  await db.outboxMessage.create({
    data: {
      channel: "email",
      recipient: user.email,
      subject: "Reset your LawnLink password",
      text: [
        "Someone (we hope you) asked to reset the password of your LawnLink account.",
        "",
        `Choose a new password here: ${link}`,
        "",
        "The link works once, for one hour. If you did not ask, ignore this email: your password stays as it is.",
      ].join("\n"),
    },
  });
}

/**
 * Sets a new password from a reset link, and signs the account out everywhere (whoever knew the old password holds
 * no session). The update is conditional on the password the link was issued against, so a link works once.
 */
export async function resetPassword({
  token,
  password,
  now = new Date(),
}: {
  token: string;
  password: string;
  now?: Date;
}) {
  let userId: string;
  let issuedFor: string;
  try {
    const { payload } = await jwtVerify(token, authSecret(), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      currentDate: now,
    });
    if (typeof payload.sub !== "string" || typeof payload.pwd !== "string") throw invalidLink();
    userId = payload.sub;
    issuedFor = payload.pwd;
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ERR_JWT_EXPIRED")
      throw new AppError("reset_link_expired", "This reset link has expired. Please ask for a new one.");
    throw invalidLink();
  }
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user?.passwordHash || fingerprint(user.passwordHash) !== issuedFor) throw invalidLink();
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    const updated = await tx.user.updateMany({
      where: { id: userId, passwordHash: user.passwordHash },
      data: { passwordHash },
    });
    if (updated.count === 0) throw invalidLink();
    await tx.session.deleteMany({ where: { userId } });
  });
}
