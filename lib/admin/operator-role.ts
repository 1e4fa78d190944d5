import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export type OperatorCommand = "grant" | "revoke";

/**
 * Grants or revokes the operator role of the account with this email (`npm run operator`, scripts/operator.ts): the
 * only way in, as no sign-up can choose it. A revoked operator loses /admin on their next request, since every
 * request reads the flag from the user's row (lib/auth/sessions.ts). Answers what it did, for the person at the
 * terminal; an unknown email is an error.
 */
export async function setOperatorRole(
  db: Pick<PrismaClient, "user">,
  command: OperatorCommand,
  email: string,
): Promise<string> {
  const normalized = email.trim().toLowerCase();
  const { count } = await db.user.updateMany({
    where: { email: normalized },
    data: { operator: command === "grant" },
  });
  if (count === 0) throw new Error(`No account with the email ${normalized}`);
  return command === "grant" ? `${normalized} is now an operator.` : `${normalized} is no longer an operator.`;
}
