// `npm run operator -- grant <email>` / `npm run operator -- revoke <email>`: the only way to make an account an
// operator (/admin) or take that away, on the database the app uses (DATABASE_URL, else the embedded database in
// DATA_DIR, which only one process can open at a time: stop the server first).
import { PrismaClient } from "../lib/generated/prisma/client";
import { openDatabase } from "../lib/db/adapter";
import { setOperatorRole, type OperatorCommand } from "../lib/admin/operator-role";

const [command, email] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !email) {
  console.error("usage: npm run operator -- grant <email> | revoke <email>");
  process.exit(2);
}

const database = openDatabase();
const db = new PrismaClient({ adapter: database.adapter });
let status = 0;
try {
  console.log(await setOperatorRole(db, command as OperatorCommand, email));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  status = 1;
} finally {
  await db.$disconnect();
  await database.close();
}
// Prisma's client keeps timers alive after disconnecting; nothing is left to wait for.
process.exit(status);
