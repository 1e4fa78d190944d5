import "server-only";
import type { User } from "@/lib/generated/prisma/client";

/** The user as the auth responses carry it (SPEC §3): never the password hash. */
export function toUserDto(user: Pick<User, "id" | "fullName" | "email" | "role" | "phone">) {
  return { id: user.id, full_name: user.fullName, email: user.email, role: user.role, phone: user.phone };
}

export type UserDto = ReturnType<typeof toUserDto>;
