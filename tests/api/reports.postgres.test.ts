import { describe, expect, it } from "vitest";
import { POST as report } from "@/app/api/reports/route";
import { db } from "@/lib/db/client";
import { call, expectRefusal } from "../support/http";
import { createUser } from "../support/users";

// Runs in the PostgreSQL pass only, where requests really run side by side on a pool of connections.

describe("one open report per reporter and thing, under real concurrency (PostgreSQL)", () => {
  it("answers two reports sent at once with one 201 and one 409 report_exists, and keeps one row", async () => {
    const reporter = await createUser("homeowner");
    const subject = await createUser("provider");
    const body = { subject_type: "user", subject_id: subject.id, reason: "fraud" };
    const results = await Promise.all(
      [0, 1].map(() => call(report, { path: "/api/reports", token: reporter.token, body })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = results.find((res) => res.status === 409)!;
    expectRefusal(409, refused.body);
    expect(refused.body).toMatchObject({ code: "report_exists" });
    expect(await db.report.count({ where: { reporterId: reporter.id, subjectId: subject.id } })).toBe(1);
  });
});
