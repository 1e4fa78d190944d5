import { db } from "@/lib/db/client";
import { setOperatorRole } from "@/lib/admin/operator-role";
import { createUser } from "./users";

/** A homeowner made an operator as `npm run operator -- grant` would, with a session of their own. */
export async function createOperator(fullName = "Odette Operator") {
  const user = await createUser("homeowner", fullName);
  await setOperatorRole(db, "grant", user.email);
  return { ...user, operator: true };
}
