// The season at bench scale: 20,000 active service plans, each on a recurring job of its own in progress (copied
// from seeded job n's place and owner), weekly, every two weeks or monthly on every weekday, in the time zone of their
// coordinates as the product finds it (@photostructure/tz-lookup, by lib/plans/zone.ts). The visits' generator is
// then timed over them: a cold run lays out every plan's horizon, a second finds next to nothing to add.
import { idSql, SEED, type Sql } from "./seed";

export const SERVICE_PLANS = 20_000;
const TITLE = "Bench plan ";

/** Seeds the plans unless they are there already (the marketplace's seed must be). */
export async function seedServicePlans(sql: Sql, log: (line: string) => void): Promise<void> {
  const { rows } = await sql.query(`SELECT count(*)::int AS n FROM "ServicePlan" WHERE "status" = 'active'`);
  if (Number(rows[0].n) >= SERVICE_PLANS) {
    log(`seed: found ${Number(rows[0].n).toLocaleString("en-US")} active service plans, reusing them`);
    return;
  }
  const started = Date.now();
  await sql.query(`DELETE FROM "Job" WHERE title LIKE '${TITLE}%'`);
  await sql.query(`
    INSERT INTO "Job" ("id", "ownerId", "providerId", "title", "description", "status", "priceType", "priceEstimate",
      "agreedPrice", "location", "fullAddress", "street", "streetNumber", "city", "state", "postalCode", "latitude",
      "longitude", "createdAt", "updatedAt", "claimedAt", "startedAt", "recurrenceFrequency", "recurrenceStartsOn",
      "recurrenceWeekday")
    SELECT ${idSql("plan-job", "n")}, src."ownerId", ${idSql("user", `1 + n % ${SEED.providers}`)}, '${TITLE}' || n,
      'Mowing through the season', 'in_progress', 'fixed', 45, 45, src."location", src."fullAddress", src."street",
      src."streetNumber", src."city", src."state", src."postalCode", src."latitude", src."longitude",
      now() - interval '40 days', now(), now() - interval '35 days', now() - interval '35 days',
      (ARRAY['weekly', 'weekly', 'biweekly', 'monthly'])[1 + n % 4]::"RecurrenceFrequency",
      current_date - 35 + (n % 7), n % 7
    FROM generate_series(1, ${SERVICE_PLANS}) AS n
    JOIN "Job" src ON src."id" = ${idSql("job", "n")}`);
  const places = await sql.query(
    `SELECT "latitude", "longitude" FROM "Job" WHERE "title" LIKE '${TITLE}%' ORDER BY substr("title", ${TITLE.length + 1})::int`,
  );
  const { timeZoneAt } = await import("../lib/plans/zone");
  const zones = places.rows.map((row) => timeZoneAt(row.latitude as number | null, row.longitude as number | null));
  await sql.query(
    `
    INSERT INTO "ServicePlan" ("id", "jobId", "ownerId", "providerId", "status", "frequency", "startsOn", "weekday",
      "pricePerVisit", "timeZone", "createdAt", "updatedAt")
    SELECT ${idSql("plan", "z.n")}, j."id", j."ownerId", j."providerId", 'active', j."recurrenceFrequency",
      j."recurrenceStartsOn", j."recurrenceWeekday", 45, z."zone", j."createdAt", now()
    FROM unnest($1::text[]) WITH ORDINALITY AS z("zone", n)
    JOIN "Job" j ON j."id" = ${idSql("plan-job", "z.n")}`,
    [zones],
  );
  log(
    `seed: ${"service plans".padEnd(28)} ${SERVICE_PLANS.toLocaleString("en-US").padStart(9)} rows  ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Back to no visits laid out, so each run times the generator's full work. */
export async function clearVisits(sql: Sql): Promise<void> {
  await sql.query(`DELETE FROM "Visit"`);
  await sql.query(`UPDATE "ServicePlan" SET "generatedThrough" = NULL`);
}
