import { describe, expect, it } from "vitest";
import { statementName } from "@/lib/db/adapter";
import { db } from "@/lib/db/client";

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
});
