import { afterAll, inject } from "vitest";
import { globalForDb } from "@/lib/db/global";
import { createTestDatabase } from "./test-database";

// Runs before each test file: the app's `db` (lib/db/client.ts) becomes a client on a database of its own, a copy
// of the run's migrated template (global-setup.ts).
const database = await createTestDatabase(inject("testDatabaseTemplate"));
globalForDb.__lawnlinkDb = database.client;

afterAll(async () => {
  await database.drop();
});
