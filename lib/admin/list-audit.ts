import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * The audit log, newest first, a page at a time; `q` narrows it to an action, a subject's id or words of the reason.
 */
export async function listAudit({ limit, skip, q }: { limit: number; skip: number; q?: string }) {
  const where: Prisma.OperatorActionWhereInput = q
    ? {
        OR: [
          { action: { contains: q, mode: "insensitive" } },
          { reason: { contains: q, mode: "insensitive" } },
          { operator: { fullName: { contains: q, mode: "insensitive" } } },
          ...(/^[0-9a-f-]{36}$/i.test(q) ? [{ subjectId: q }, { operatorId: q }] : []),
        ],
      }
    : {};
  const [total, actions] = await Promise.all([
    db.operatorAction.count({ where }),
    db.operatorAction.findMany({
      where,
      include: { operator: { select: { fullName: true } } },
      orderBy: [{ at: "desc" }, { id: "desc" }],
      take: limit,
      skip,
    }),
  ]);
  return { actions, total };
}
