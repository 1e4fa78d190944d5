import "server-only";
import { SignJWT, jwtVerify } from "jose";
import type { Role } from "@/lib/generated/prisma/enums";
import { authSecret } from "./secret";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
// The same signed token travels as `Authorization: Bearer …` and as next-auth's session cookie.
export const SESSION_COOKIE = "next-auth.session-token";

/** `sid` is the Session row the token belongs to (the JWT's `jti`): the token is good only while that row exists. */
export type TokenClaims = { sub: string; sid: string; role: Role; name: string; email: string };

let sessionKey: Promise<CryptoKey> | undefined;

// The secret imported once as an HMAC key: given raw bytes, jose would import them again for every token it checks.
function sessionTokenKey(): Promise<CryptoKey> {
  return (sessionKey ??= crypto.subtle.importKey("raw", authSecret(), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]));
}

export async function signSessionToken(claims: TokenClaims, maxAgeSeconds = SESSION_MAX_AGE_SECONDS): Promise<string> {
  return new SignJWT({ role: claims.role, name: claims.name, email: claims.email })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setJti(claims.sid)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + maxAgeSeconds)
    .sign(await sessionTokenKey());
}

/**
 * The token's claims, or null when it is malformed, forged, expired or carries no session id. A valid signature
 * is not enough to sign anyone in: lib/auth/sessions.ts also checks that the session still exists.
 */
export async function verifySessionToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await sessionTokenKey(), { algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.jti !== "string") return null;
    if (payload.role !== "homeowner" && payload.role !== "provider") return null;
    return {
      sub: payload.sub,
      sid: payload.jti,
      role: payload.role,
      name: String(payload.name ?? ""),
      email: String(payload.email ?? ""),
    };
  } catch {
    return null;
  }
}
