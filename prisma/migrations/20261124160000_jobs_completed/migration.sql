-- AlterTable
ALTER TABLE "User" ADD COLUMN     "jobsCompleted" INTEGER NOT NULL DEFAULT 0;

-- Hand-written: a provider's completed jobs, kept on the user as the rating is, so a bid or a profile shows it without
-- counting the provider's jobs (lib/providers/standing.ts). A job is completed once and stays so, so these are row
-- triggers whose WHEN passes over every other write: a claim or an edit pays only the condition. The provider's row is
-- updated after the job's, the order every writer keeps (job, then user).
CREATE FUNCTION job_completed_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF OLD."status" = 'completed' AND OLD."providerId" IS NOT NULL THEN
      UPDATE "User" SET "jobsCompleted" = "jobsCompleted" - 1 WHERE "id" = OLD."providerId";
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF NEW."status" = 'completed' AND NEW."providerId" IS NOT NULL THEN
      UPDATE "User" SET "jobsCompleted" = "jobsCompleted" + 1 WHERE "id" = NEW."providerId";
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION job_completed_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "User" SET "jobsCompleted" = 0 WHERE "jobsCompleted" <> 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER job_completed_insert AFTER INSERT ON "Job" FOR EACH ROW
  WHEN (NEW."status" = 'completed' AND NEW."providerId" IS NOT NULL)
  EXECUTE FUNCTION job_completed_count();
CREATE TRIGGER job_completed_update AFTER UPDATE OF "status", "providerId" ON "Job" FOR EACH ROW
  WHEN ((OLD."status" = 'completed' OR NEW."status" = 'completed')
    AND (OLD."status", OLD."providerId") IS DISTINCT FROM (NEW."status", NEW."providerId"))
  EXECUTE FUNCTION job_completed_count();
CREATE TRIGGER job_completed_delete AFTER DELETE ON "Job" FOR EACH ROW
  WHEN (OLD."status" = 'completed' AND OLD."providerId" IS NOT NULL)
  EXECUTE FUNCTION job_completed_count();
CREATE TRIGGER job_completed_truncate AFTER TRUNCATE ON "Job"
  FOR EACH STATEMENT EXECUTE FUNCTION job_completed_truncate();

-- The completed jobs already there, counted once. The lock holds off writers meanwhile, so none is counted twice or
-- missed.
LOCK TABLE "Job" IN SHARE MODE;
UPDATE "User" u SET "jobsCompleted" = c."count"
FROM (SELECT "providerId", count(*)::int AS "count" FROM "Job" WHERE "status" = 'completed' AND "providerId" IS NOT NULL GROUP BY 1) c
WHERE u."id" = c."providerId";
