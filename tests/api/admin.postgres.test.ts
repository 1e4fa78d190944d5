import { describe, expect, it } from "vitest";
import { POST as suspend } from "@/app/api/admin/users/[id]/suspend/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { POST as login } from "@/app/api/auth/login/route";
import { db } from "@/lib/db/client";
import { call } from "../support/http";
import { createOperator } from "../support/operators";
import { createUser, TEST_PASSWORD } from "../support/users";

// On PostgreSQL itself: the audit log's refusal is the database's (a trigger), and a suspension racing a sign-in
// leaves no session that signs the suspended user in.
describe("the operator audit log on PostgreSQL", () => {
  it("refuses UPDATE and DELETE of its rows, even in a transaction of their own", async () => {
    const operator = await createOperator();
    const user = await createUser("homeowner");
    const res = await call(suspend, { token: operator.token, params: { id: user.id }, body: { reason: "Fraud" } });
    expect(res.status).toBe(200);
    const [row] = await db.operatorAction.findMany({ where: { subjectId: user.id } });
    await expect(
      db.$executeRaw`UPDATE "OperatorAction" SET "reason" = 'edited' WHERE "id" = ${row.id}::uuid`,
    ).rejects.toThrow(/append-only/);
    await expect(db.$executeRaw`DELETE FROM "OperatorAction" WHERE "id" = ${row.id}::uuid`).rejects.toThrow(
      /append-only/,
    );
    await expect(
      db.$transaction(async (tx) => tx.$executeRaw`UPDATE "OperatorAction" SET "details" = '{}'::jsonb`),
    ).rejects.toThrow(/append-only/);
    expect((await db.operatorAction.findUniqueOrThrow({ where: { id: row.id } })).reason).toBe("Fraud");
    // Appending still works.
    await db.$executeRaw`INSERT INTO "OperatorAction" ("id", "operatorId", "action", "subjectType", "subjectId", "reason")
      VALUES (gen_random_uuid(), ${operator.id}::uuid, 'note', 'user', ${user.id}::uuid, 'appended')`;
    expect(await db.operatorAction.count({ where: { subjectId: user.id } })).toBe(2);
  });

  it("signs no one in after a suspension, whatever sign-ins raced it", async () => {
    const operator = await createOperator();
    const user = await createUser("provider");
    const signIn = (n: number) =>
      call<{ token?: string }>(login, {
        body: { email: user.email, password: TEST_PASSWORD },
        headers: { "x-forwarded-for": `10.44.0.${n}` },
      });
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, n) => signIn(n + 1)),
      call<{ token?: string }>(suspend, { token: operator.token, params: { id: user.id }, body: { reason: "Fraud" } }),
    ]);
    expect(answers.at(-1)!.status).toBe(200);
    for (const answer of answers.slice(0, -1)) {
      expect([200, 403]).toContain(answer.status);
      if (answer.body.token)
        expect((await call(profile, { method: "GET", token: answer.body.token })).status).toBe(401);
    }
    expect((await call(profile, { method: "GET", token: user.token })).status).toBe(401);
  });
});
