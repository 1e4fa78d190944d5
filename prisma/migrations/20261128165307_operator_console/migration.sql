-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'job_hidden';

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "hiddenAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "removedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "operator" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "suspendedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "OperatorAction" (
    "id" UUID NOT NULL,
    "operatorId" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "subjectType" TEXT NOT NULL,
    "subjectId" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OperatorAction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OperatorAction_at_id_idx" ON "OperatorAction"("at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "OperatorAction_subjectType_subjectId_at_idx" ON "OperatorAction"("subjectType", "subjectId", "at" DESC);

-- AddForeignKey
ALTER TABLE "OperatorAction" ADD CONSTRAINT "OperatorAction_operatorId_fkey" FOREIGN KEY ("operatorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: the audit log is append-only, enforced by the database. A trigger rather than revoked privileges:
-- the app's role owns the table (it runs the migrations), and an owner's privileges cannot be withheld from it.
CREATE FUNCTION operator_action_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The operator audit log is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER operator_action_append_only BEFORE UPDATE OR DELETE ON "OperatorAction"
  FOR EACH ROW EXECUTE FUNCTION operator_action_append_only();

-- Hand-written: a hidden posting leaves the market's counts as it leaves its listings (lib/jobs/listing-sql.ts). The
-- job-count triggers (migration job_count_deltas) now count only jobs not hidden, so hiding a job appends -1 and
-- showing it again +1. No job is hidden yet, so the counts appended so far stay right.
CREATE OR REPLACE FUNCTION job_count_deltas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "JobCountDelta" ("status", "priceType", "delta")
    SELECT "status", "priceType", count(*) FROM new_jobs WHERE "hiddenAt" IS NULL GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "JobCountDelta" ("status", "priceType", "delta")
    SELECT "status", "priceType", -count(*) FROM old_jobs WHERE "hiddenAt" IS NULL GROUP BY 1, 2;
  ELSE
    INSERT INTO "JobCountDelta" ("status", "priceType", "delta")
    SELECT "status", "priceType", sum("change") FROM (
      SELECT "status", "priceType", -1 AS "change" FROM old_jobs WHERE "hiddenAt" IS NULL
      UNION ALL
      SELECT "status", "priceType", 1 FROM new_jobs WHERE "hiddenAt" IS NULL
    ) AS changed
    GROUP BY 1, 2
    HAVING sum("change") <> 0;
  END IF;
  RETURN NULL;
END
$$;
