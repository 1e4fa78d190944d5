-- AlterTable
ALTER TABLE "User" ADD COLUMN     "visitsCompleted" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "visitsOnTime" INTEGER NOT NULL DEFAULT 0;

-- Visits completed before the counters existed (on time: completed by the day after their date in the lawn's zone).
UPDATE "User" u SET "visitsCompleted" = done.completed, "visitsOnTime" = done.on_time
FROM (
  SELECT p."providerId",
         count(*)::int AS completed,
         count(*) FILTER (WHERE ((v."completedAt" AT TIME ZONE 'UTC') AT TIME ZONE p."timeZone")::date <= v."date" + 1)::int AS on_time
  FROM "Visit" v JOIN "ServicePlan" p ON p."id" = v."planId"
  WHERE v."status" = 'completed'
  GROUP BY p."providerId"
) AS done
WHERE u."id" = done."providerId";
