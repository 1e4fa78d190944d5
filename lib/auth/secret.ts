import "server-only";
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { authSecretRequired } from "@/lib/config/env";
import { dataDir } from "@/lib/db/config";

let cached: Uint8Array<ArrayBuffer> | undefined;

/**
 * AUTH_SECRET signs session tokens. Without it the embedded set-up generates one once and keeps it in DATA_DIR, so
 * sessions survive restarts; a PostgreSQL production deployment must set it, since several instances share it.
 */
export function authSecret(): Uint8Array<ArrayBuffer> {
  if (cached) return cached;
  let secret = process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET;
  if (!secret) {
    if (authSecretRequired(process.env)) {
      throw new Error("AUTH_SECRET must be set when running on PostgreSQL in production");
    }
    const file = path.join(dataDir(), "auth-secret");
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      try {
        fs.writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
      } catch (error) {
        // Another process won the race to create it: use theirs.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
    secret = fs.readFileSync(file, "utf8").trim();
  }
  cached = new TextEncoder().encode(secret);
  return cached;
}

export function authSecretString(): string {
  return new TextDecoder().decode(authSecret());
}
