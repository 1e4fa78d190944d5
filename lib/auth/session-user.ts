import type { Role } from "@/lib/generated/prisma/enums";

/**
 * Who is calling, as every route and page sees it. `sessionId` is the session the request came in on (absent
 * where the caller was not resolved from a token); `lastWriteAt`, when the user's latest write request began (null
 * before their first; absent where not read), decides whether a shared listing read shows them their own changes
 * (lib/users/last-write.ts). `separatedFrom` holds the users a block separates them from, either way (absent where not
 * read: lib/blocks/separation.ts reads it then).
 */
export type SessionUser = {
  id: string;
  role: Role;
  /** Runs the marketplace (/admin), beside the marketplace role; read from the user's row on every request. */
  operator: boolean;
  email: string;
  fullName: string;
  sessionId?: string;
  lastWriteAt?: Date | null;
  separatedFrom?: readonly string[];
};
