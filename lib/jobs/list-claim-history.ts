import "server-only";
import { db } from "@/lib/db/client";

/** A provider's claims that ended without the work (released or lapsed), newest first, a page at a time. */
export async function listClaimHistory({
  providerId,
  limit,
  skip,
}: {
  providerId: string;
  limit: number;
  skip: number;
}) {
  const where = { providerId };
  const [total, events] = await Promise.all([
    db.jobEvent.count({ where }),
    db.jobEvent.findMany({
      where,
      include: { job: { select: { title: true } } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
      skip,
    }),
  ]);
  return { events, total };
}
