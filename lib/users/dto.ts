import "server-only";
import { z } from "zod";
import type { User } from "@/lib/generated/prisma/client";
import { Role } from "@/lib/generated/prisma/enums";

export const userDtoSchema = z
  .object({ id: z.string(), full_name: z.string(), email: z.string(), role: z.enum(Role), phone: z.string() })
  .meta({ id: "User" });

export type UserDto = z.infer<typeof userDtoSchema>;

/** A sign-in's or sign-up's answer: the user and the session token (also set as the session cookie). */
export const sessionAnswerSchema = z.object({ user: userDtoSchema, token: z.string() });

/** The user as the auth responses carry it (SPEC §3): never the password hash. */
export function toUserDto(user: Pick<User, "id" | "fullName" | "email" | "role" | "phone">): UserDto {
  return { id: user.id, full_name: user.fullName, email: user.email, role: user.role, phone: user.phone };
}
