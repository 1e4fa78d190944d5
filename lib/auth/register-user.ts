import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { hashPassword } from "./password";
import type { SignUpInput } from "./schemas";

export async function registerUser(input: SignUpInput) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.user.create({
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
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("email_taken", "An account with this email already exists");
    }
    throw error;
  }
}
