-- CreateTable
CREATE TABLE "JobCountDelta" (
    "id" BIGSERIAL NOT NULL,
    "status" "JobStatus" NOT NULL,
    "priceType" "PriceType" NOT NULL,
    "delta" INTEGER NOT NULL,

    CONSTRAINT "JobCountDelta_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JobCountDelta_status_priceType_delta_idx" ON "JobCountDelta"("status", "priceType", "delta");

-- Hand-written: the triggers that append to it. Each statement that inserts, deletes or changes jobs appends its net
-- change per status and price type, in its own transaction (statement-level with transition tables, so a bulk write
-- appends a few rows, not one per job). Prisma's schema language cannot state triggers; migrate.ts leaves them be.
CREATE FUNCTION job_count_deltas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "JobCountDelta" ("status", "priceType", "delta")
    SELECT "status", "priceType", count(*) FROM new_jobs GROUP BY 1, 2;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "JobCountDelta" ("status", "priceType", "delta")
    SELECT "status", "priceType", -count(*) FROM old_jobs GROUP BY 1, 2;
  ELSE
    INSERT INTO "JobCountDelta" ("status", "priceType", "delta")
    SELECT "status", "priceType", sum("change") FROM (
      SELECT "status", "priceType", -1 AS "change" FROM old_jobs
      UNION ALL
      SELECT "status", "priceType", 1 FROM new_jobs
    ) AS changed
    GROUP BY 1, 2
    HAVING sum("change") <> 0;
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION job_count_deltas_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "JobCountDelta";
  RETURN NULL;
END
$$;

CREATE TRIGGER job_count_deltas_insert AFTER INSERT ON "Job" REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_count_deltas();
CREATE TRIGGER job_count_deltas_update AFTER UPDATE ON "Job" REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_count_deltas();
CREATE TRIGGER job_count_deltas_delete AFTER DELETE ON "Job" REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION job_count_deltas();
CREATE TRIGGER job_count_deltas_truncate AFTER TRUNCATE ON "Job"
  FOR EACH STATEMENT EXECUTE FUNCTION job_count_deltas_truncate();

-- The jobs already there, counted once. The lock holds off writers meanwhile, so none is counted twice or missed.
LOCK TABLE "Job" IN SHARE MODE;
INSERT INTO "JobCountDelta" ("status", "priceType", "delta")
SELECT "status", "priceType", count(*) FROM "Job" GROUP BY 1, 2;
