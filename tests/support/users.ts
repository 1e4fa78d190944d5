import { randomUUID } from "node:crypto";
import { registerUser } from "@/lib/auth/register-user";
import type { Role } from "@/lib/generated/prisma/enums";

export const TEST_PASSWORD = "correct-horse-battery";

/** A registered user with a valid Bearer token (a session of its own, as a sign-in would start). */
export async function createUser(
  role: Role = "homeowner",
  fullName = `${role === "provider" ? "Pat Provider" : "Hannah Homeowner"}`,
) {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const { user, token, sessionId } = await registerUser({
    email,
    password: TEST_PASSWORD,
    full_name: fullName,
    phone: "555-010-2000",
    role,
  });
  return { ...user, token, sessionId };
}
