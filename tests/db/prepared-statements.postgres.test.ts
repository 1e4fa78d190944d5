import { describe, expect, it } from "vitest";
import { statementName } from "@/lib/db/adapter";
import { db } from "@/lib/db/client";
import { loadJob } from "@/lib/jobs/load-jobs";
import { createJob } from "../support/jobs";
import { createUser } from "../support/users";

// Runs in the PostgreSQL pass only. lib/db/adapter.ts names every statement after a digest of its text, so a pooled
// connection parses and plans each distinct statement once instead of on every execution.
describe("prepared statements", () => {
  it("a statement run twice on one connection, with different values, is prepared once under its digest's name", async () => {
    const prepared = await db.$transaction(async (tx) => {
      await tx.user.findMany({ where: { email: "first@prepared.test" } });
      await tx.user.findMany({ where: { email: "second@prepared.test" } });
      return tx.$queryRaw<{ name: string; statement: string }[]>`SELECT name, statement FROM pg_prepared_statements`;
    });
    const userReads = prepared.filter((row) => row.statement.includes(`FROM "public"."User"`));
    expect(userReads).toHaveLength(1);
    expect(userReads[0].name).toBe(statementName({ sql: userReads[0].statement, args: [], argTypes: [] }));
  });

  it("a job's read keeps one plan for every job: PostgreSQL plans it again only while it is judging the plan", async () => {
    const owner = await createUser();
    const jobs = await Promise.all(Array.from({ length: 8 }, () => createJob(owner.id)));
    // This query is prepared too, and its own text matches its pattern: it leaves itself out.
    const [statement] = await db.$transaction(async (tx) => {
      for (const job of jobs) expect((await loadJob(job.id, tx))?.id).toBe(job.id);
      return tx.$queryRaw<{ generic_plans: bigint; custom_plans: bigint }[]>`
        SELECT generic_plans, custom_plans FROM pg_prepared_statements
        WHERE statement LIKE '%AS "reviewAuthorIds"%' AND statement NOT LIKE '%pg_prepared_statements%'`;
    });
    // PostgreSQL plans a prepared statement for its values five times, then keeps a generic plan if it costs no more.
    // An id unnested from an array parameter was costed as many rows, and every call was planned again (eight here).
    expect(Number(statement.custom_plans)).toBeLessThanOrEqual(5);
    expect(Number(statement.generic_plans)).toBeGreaterThanOrEqual(3);
  });
});
