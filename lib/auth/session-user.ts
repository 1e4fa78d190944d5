import type { Role } from "@/lib/generated/prisma/enums";

/** Who is calling, as every route and page sees it. */
export type SessionUser = { id: string; role: Role; email: string; fullName: string };
