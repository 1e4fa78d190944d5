import "server-only";
import { db } from "@/lib/db/client";
import { RELEASE_LIMIT } from "./claims";

const DAY_MS = 86_400_000;

/**
 * Until when the provider may not claim, or null if they may: RELEASE_LIMIT's pause after the latest release, when
 * that release leaves the allowed number or more within the window.
 */
export async function claimsPausedUntil(providerId: string, now: Date): Promise<Date | null> {
  const releases = await db.jobEvent.findMany({
    where: {
      providerId,
      kind: "released",
      createdAt: { gte: new Date(now.getTime() - RELEASE_LIMIT.windowDays * DAY_MS) },
    },
    orderBy: { createdAt: "desc" },
    take: RELEASE_LIMIT.releasesAllowed,
    select: { createdAt: true },
  });
  if (releases.length < RELEASE_LIMIT.releasesAllowed) return null;
  const until = new Date(releases[0].createdAt.getTime() + RELEASE_LIMIT.pauseDays * DAY_MS);
  return until > now ? until : null;
}
