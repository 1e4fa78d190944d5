import type { Role } from "@/lib/generated/prisma/enums";

/**
 * Who is calling, as every route and page sees it. `sessionId` is the session the request came in on (absent
 * where the caller was not resolved from a token).
 */
export type SessionUser = { id: string; role: Role; email: string; fullName: string; sessionId?: string };
