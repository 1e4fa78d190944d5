import type { Role } from "@/lib/generated/prisma/enums";

declare module "next-auth/jwt" {
  interface JWT {
    role?: Role;
    // The Session row this token belongs to (lib/auth/sessions.ts).
    sid?: string;
  }
}

declare module "next-auth" {
  interface Session {
    user: { id?: string; role?: Role; name?: string | null; email?: string | null };
  }
}
