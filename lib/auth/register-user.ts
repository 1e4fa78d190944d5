import "server-only";
import { db } from "@/lib/db/client";
import { TRANSACTION_OPTIONS } from "@/lib/db/config";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { hashPassword } from "./password";
import type { SignUpInput } from "./schemas";
import { startSession } from "./sessions";

/**
 * Creates the account and its first session in one transaction: a sign-up that fails after the insert (its session
 * cannot be signed) writes nothing, so trying again does not meet "already exists".
 */
export async function registerUser(input: SignUpInput) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: input.email,
          passwordHash,
          fullName: input.full_name,
          phone: input.phone,
          role: input.role,
          // Providers get their (empty) onboarding profile with the account.
          providerProfile: input.role === "provider" ? { create: {} } : undefined,
        },
      });
      return { user, ...(await startSession(user, tx)) };
    }, TRANSACTION_OPTIONS);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("email_taken", "An account with this email already exists");
    }
    throw error;
  }
}
