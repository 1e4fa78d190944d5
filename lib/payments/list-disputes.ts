import "server-only";
import { db } from "@/lib/db/client";
import { paidWorkOf, paidWorkSelect } from "./events";

/** The operators' dispute queue: disputed payments, oldest dispute first, a page at a time, with their parties. */
export async function listOpenDisputes({ limit, skip }: { limit: number; skip: number }) {
  const where = { status: "disputed" as const };
  const [total, payments] = await Promise.all([
    db.payment.count({ where }),
    db.payment.findMany({
      where,
      include: {
        ...paidWorkSelect,
        owner: { select: { fullName: true } },
        provider: { select: { fullName: true } },
      },
      orderBy: [{ disputedAt: "asc" }, { id: "asc" }],
      take: limit,
      skip,
    }),
  ]);
  return { total, disputes: payments.map((payment) => ({ payment, work: paidWorkOf(payment) })) };
}
