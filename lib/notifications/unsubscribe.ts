import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { idSchema } from "@/lib/validations/common";
import { appUrl } from "./app-url";

// An unsubscribe link names the user and carries an HMAC of their id under the app's secret: it cannot be guessed
// or forged for someone else, needs no table, and keeps working for every email that user was sent.
function signature(userId: string): Buffer {
  return createHmac("sha256", authSecret()).update(`unsubscribe-email:${userId}`).digest();
}

export function unsubscribeToken(userId: string): string {
  return `${userId}.${signature(userId).toString("base64url")}`;
}

/** The user a token was made for, or null for anything malformed or forged. */
export function verifyUnsubscribeToken(token: string): string | null {
  const [userId, sig, ...rest] = token.split(".");
  if (rest.length || !userId || !sig || !idSchema.safeParse(userId).success) return null;
  const given = Buffer.from(sig, "base64url");
  const expected = signature(userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The confirmation page an email's unsubscribe link opens (a GET there changes nothing). */
export function unsubscribeUrl(userId: string): string {
  return appUrl(`/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId))}`);
}

/** Where the page's button (and RFC 8058 one-click mail clients) POST to turn email notifications off. */
export function unsubscribePostUrl(userId: string): string {
  return appUrl(`/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId))}`);
}

/** Turns the token's user's email notifications off (idempotent); returns the address they were for. */
export async function unsubscribeEmail(token: string): Promise<{ email: string }> {
  const userId = verifyUnsubscribeToken(token);
  if (!userId) throw new AppError("unsubscribe_link_invalid", "This unsubscribe link is not valid");
  const [user] = await db.user.updateManyAndReturn({
    where: { id: userId },
    data: { notifyEmail: false },
    select: { email: true },
  });
  if (!user) throw new AppError("account_not_found", "This account no longer exists");
  return user;
}

/** What the confirmation page needs to know about a token: whose it is and whether their emails are still on. */
export async function unsubscribeState(token: string): Promise<{ email: string; emailOn: boolean } | null> {
  const userId = verifyUnsubscribeToken(token);
  if (!userId) return null;
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true, notifyEmail: true } });
  return user && { email: user.email, emailOn: user.notifyEmail };
}
