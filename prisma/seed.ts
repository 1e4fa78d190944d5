// `npm run db:seed`: fills an empty database with the demo marketplace. It never adds demo data next to real data.
import { PrismaClient } from "../lib/generated/prisma/client";
import { openDatabase } from "../lib/db/adapter";
import { TRANSACTION_OPTIONS } from "../lib/db/config";
import { seedDemoData } from "../lib/demo/seed-demo-data";

const database = openDatabase();
const db = new PrismaClient({ adapter: database.adapter, transactionOptions: TRANSACTION_OPTIONS });
try {
  const existing = await db.user.count();
  if (existing > 0) console.log(`Database already has ${existing} users: demo data not added.`);
  else {
    const counts = await seedDemoData(db);
    console.log(`Demo data added: ${counts.users} users, ${counts.jobs} lawns, ${counts.bids} bids.`);
  }
} finally {
  await db.$disconnect();
  await database.close();
}
// Prisma's client keeps timers alive after disconnecting; nothing is left to wait for.
process.exit(0);
