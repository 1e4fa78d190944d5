import "server-only";
import { separatedFromSql } from "@/lib/blocks/separation";
import { db } from "@/lib/db/client";
import { Prisma, type User } from "@/lib/generated/prisma/client";
import type { RateLimitName } from "@/lib/rate-limits/limits";
import { countRequestSql, type CountedRequest } from "@/lib/rate-limits/take-rate-limit";
import type { SessionUser } from "./session-user";
import { SESSION_MAX_AGE_SECONDS, signSessionToken, verifySessionToken, type TokenClaims } from "./token";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signs a user in on one device: a Session row (which the token names) and the signed token. Expired rows of the
 * same user are cleared on the way, so the table holds only live sessions and those not yet noticed as expired.
 */
export async function startSession(
  user: Pick<User, "id" | "role" | "fullName" | "email">,
  /** The transaction of a new account's creation: the session is part of it (a new account has no expired rows). */
  tx?: Prisma.TransactionClient,
): Promise<{ token: string; sessionId: string }> {
  const now = new Date();
  const data = { userId: user.id, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) };
  const session = tx
    ? await tx.session.create({ data })
    : (
        await db.$transaction([
          db.session.deleteMany({ where: { userId: user.id, expiresAt: { lte: now } } }),
          db.session.create({ data }),
        ])
      )[1];
  const token = await signSessionToken({
    sub: user.id,
    sid: session.id,
    role: user.role,
    name: user.fullName,
    email: user.email,
  });
  return { token, sessionId: session.id };
}

/**
 * The user a token signs in, or null: the signature and expiry must hold, and its session must still exist (not
 * logged out, not ended by a password change) for the same user. One indexed read per request, no cache, so a
 * revoked session is refused by every instance from the next request on. The stored role is the one that counts.
 */
export async function userFromSessionToken(token: string): Promise<SessionUser | null> {
  const claims = await verifySessionToken(token);
  return claims ? liveSessionUser(claims) : null;
}

type CallerRow = Omit<SessionUser, "sessionId">;

/**
 * The user of the session, if it is the token's user's and unexpired, and the user is not suspended. Every signed-in
 * request runs this: one flat row, rather than a relation read that the database builds as JSON. The operator flag is
 * read here, not carried in the token, so a revoked operator loses /admin on their next request.
 */
function sessionUserSql(claims: TokenClaims): Prisma.Sql {
  const live = Prisma.sql`s."id" = ${claims.sid}::uuid AND s."userId" = ${claims.sub}::uuid AND s."expiresAt" > ${new Date()}`;
  // A suspension deletes the user's sessions; refusing a suspended user here too closes the gap of a sign-in that
  // began before the suspension and started its session after.
  const signedIn = Prisma.sql`${live} AND u."suspendedAt" IS NULL`;
  const columns = Prisma.sql`u."id", u."role"::text AS "role", u."operator", u."email", u."fullName", u."lastWriteAt", ${separatedFromSql(Prisma.sql`u."id"`)} AS "separatedFrom"`;
  return Prisma.sql`SELECT ${columns} FROM "Session" s JOIN "User" u ON u."id" = s."userId" WHERE ${signedIn}`;
}

const wellFormed = (claims: TokenClaims) => UUID.test(claims.sid) && UUID.test(claims.sub);

/** The user of a verified token's session, or null when that session has ended. */
export async function liveSessionUser(claims: TokenClaims): Promise<SessionUser | null> {
  if (!wellFormed(claims)) return null;
  const [user] = await db.$queryRaw<CallerRow[]>(sessionUserSql(claims));
  return user ? { ...user, sessionId: claims.sid } : null;
}

/**
 * As userFromSessionToken, and the same statement counts the request against the user's `name` rate limit (one per
 * account) if the session is live: a rate-limited call's caller and its count in one round trip. Whether the count
 * refuses the call is the caller's to decide, after its own checks.
 */
export async function countedSessionUser(
  token: string,
  name: RateLimitName,
): Promise<{ user: SessionUser; counted: CountedRequest } | null> {
  const claims = await verifySessionToken(token);
  if (!claims || !wellFormed(claims)) return null;
  const [row] = await db.$queryRaw<(CallerRow & CountedRequest)[]>`
    WITH caller AS (${sessionUserSql(claims)}),
      counted AS (${countRequestSql(name, claims.sub, Prisma.sql`EXISTS (SELECT FROM caller)`)})
    SELECT caller.*, counted.* FROM caller CROSS JOIN counted`;
  if (!row) return null;
  const { count, windowEpoch, retryAfter, ...user } = row;
  return { user: { ...user, sessionId: claims.sid }, counted: { count, windowEpoch, retryAfter } };
}

/** Deletes every expired session (a periodic task): the table holds only sessions that can still sign in. */
export async function sweepExpiredSessions(now: Date = new Date()): Promise<number> {
  const { count } = await db.session.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}

/** Ends the sessions these tokens belong to (logout). Tokens that are invalid or already ended are ignored. */
export async function endSessions(tokens: string[]): Promise<void> {
  const ids: string[] = [];
  for (const token of tokens) {
    const claims = await verifySessionToken(token);
    if (claims && UUID.test(claims.sid)) ids.push(claims.sid);
  }
  if (ids.length) await db.session.deleteMany({ where: { id: { in: ids } } });
}
