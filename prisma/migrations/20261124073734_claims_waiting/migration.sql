-- AlterTable
ALTER TABLE "User" ADD COLUMN     "claimsWaiting" INTEGER NOT NULL DEFAULT 0;

-- Hand-written: the triggers that keep the count, and the cap (MAX_OPEN_CLAIMS in lib/jobs/claims.ts; the claims tests
-- hold the two together). A statement that claims, starts, releases, lapses, cancels, reassigns or deletes jobs changes
-- each provider's count once, by the net change of their claimed jobs (statement-level, with transition tables, as
-- job_count_deltas). The providers' rows are updated in id order after the jobs' rows, the order every writer keeps
-- (job, then user), so statements cannot deadlock one another over them. Each update waits for a concurrent
-- assignment to the same provider and adds to what it left: of two that would pass the cap, the second fails, and
-- its statement with it. Only a rise past the cap fails, not the count itself: a provider who held more before the cap
-- existed can still start, release or lose jobs.
CREATE FUNCTION claims_waiting_add("provider" uuid, "change" bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "total" int;
BEGIN
  UPDATE "User" SET "claimsWaiting" = "claimsWaiting" + "change" WHERE "id" = "provider" RETURNING "claimsWaiting" INTO "total";
  IF "change" > 0 AND "total" > 10 THEN
    RAISE EXCEPTION 'A provider''s claims waiting to start would pass the cap ("User_claimsWaiting_cap")'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'User_claimsWaiting_cap', TABLE = 'User';
  END IF;
END
$$;

CREATE FUNCTION job_claims_waiting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR changed IN
      SELECT "providerId", count(*) AS "change" FROM new_jobs WHERE "status" = 'claimed' AND "providerId" IS NOT NULL GROUP BY 1 ORDER BY 1
    LOOP
      PERFORM claims_waiting_add(changed."providerId", changed."change");
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR changed IN
      SELECT "providerId", count(*) AS "change" FROM old_jobs WHERE "status" = 'claimed' AND "providerId" IS NOT NULL GROUP BY 1 ORDER BY 1
    LOOP
      PERFORM claims_waiting_add(changed."providerId", -changed."change");
    END LOOP;
  ELSE
    FOR changed IN
      SELECT "providerId", sum("change") AS "change" FROM (
        SELECT "providerId", -1 AS "change" FROM old_jobs WHERE "status" = 'claimed' AND "providerId" IS NOT NULL
        UNION ALL
        SELECT "providerId", 1 FROM new_jobs WHERE "status" = 'claimed' AND "providerId" IS NOT NULL
      ) AS changes
      GROUP BY 1 HAVING sum("change") <> 0 ORDER BY 1
    LOOP
      PERFORM claims_waiting_add(changed."providerId", changed."change");
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION job_claims_waiting_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "User" SET "claimsWaiting" = 0 WHERE "claimsWaiting" <> 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER job_claims_waiting_insert AFTER INSERT ON "Job" REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_claims_waiting();
CREATE TRIGGER job_claims_waiting_update AFTER UPDATE ON "Job" REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_claims_waiting();
CREATE TRIGGER job_claims_waiting_delete AFTER DELETE ON "Job" REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_claims_waiting();
CREATE TRIGGER job_claims_waiting_truncate AFTER TRUNCATE ON "Job"
  FOR EACH STATEMENT EXECUTE FUNCTION job_claims_waiting_truncate();

-- The claims already there, counted once. The lock holds off writers meanwhile, so none is counted twice or missed.
LOCK TABLE "Job" IN SHARE MODE;
UPDATE "User" u SET "claimsWaiting" = c."count"
FROM (SELECT "providerId", count(*)::int AS "count" FROM "Job" WHERE "status" = 'claimed' AND "providerId" IS NOT NULL GROUP BY 1) c
WHERE u."id" = c."providerId";
