import "server-only";
import { randomUUID } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { authSecret } from "./secret";

export const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
// The audience keeps a device token from passing as a session token and the other way round (same key).
const AUDIENCE = "lawnlink:device";

/**
 * A device token (OWASP's device cookie): proof that this browser or client signed in to the account with `email`
 * before. Its nonce (`jti`) names the device, so that device's failed attempts are counted on their own.
 */
export async function signDeviceToken(email: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(email)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + DEVICE_MAX_AGE_SECONDS)
    .sign(authSecret());
}

/** The device's nonce when `token` is a valid device token for `email`, else null (forged, expired, another account). */
export async function knownDevice(token: string | undefined, email: string): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, authSecret(), { algorithms: ["HS256"], audience: AUDIENCE });
    return payload.sub === email && typeof payload.jti === "string" ? payload.jti : null;
  } catch {
    return null;
  }
}
