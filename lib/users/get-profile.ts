import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { profileInclude } from "./profile-dto";

export async function getProfile(userId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, include: profileInclude });
  if (!user) throw new AppError("account_not_found", "Account not found");
  return user;
}
