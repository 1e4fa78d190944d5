import "server-only";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Why a user could not be suspended or reinstated, read once the conditional update missed. */
export async function explainUserRefusal(
  tx: Prisma.TransactionClient,
  userId: string,
  action: "suspend" | "reinstate",
): Promise<AppError> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { operator: true, suspendedAt: true } });
  if (!user) return new AppError("account_not_found", "Account not found");
  if (action === "reinstate") return new AppError("account_not_suspended", "This account is not suspended");
  if (user.suspendedAt) return new AppError("account_already_suspended", "This account is suspended already");
  return new AppError("operator_not_suspendable", "Operators cannot be suspended; revoke the operator role first");
}
