import { randomUUID } from "node:crypto";
import pg from "pg";
import { openPGlite } from "@/lib/db/pglite";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { pgliteAdapter, postgresAdapter } from "@/lib/db/adapter";
import { TRANSACTION_OPTIONS } from "@/lib/db/config";
import { readMigrations } from "@/lib/db/migrations";

export type TestDatabase = {
  client: PrismaClient;
  kind: "pglite" | "postgres";
  drop: () => Promise<void>;
  /** PostgreSQL only */ url?: string;
};

export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database with every migration applied: in-memory PGlite by default, or a new database on the
 * PostgreSQL server at TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pglite = openPGlite();
    for (const migration of readMigrations()) await pglite.exec(migration.sql);
    const client = new PrismaClient({ adapter: pgliteAdapter(pglite), transactionOptions: TRANSACTION_OPTIONS });
    return {
      client,
      kind: "pglite",
      drop: async () => {
        await client.$disconnect();
        await pglite.close();
      },
    };
  }
  const name = `lawnlink_test_${randomUUID().replaceAll("-", "")}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await withAdmin(url.toString(), async (conn) => {
    for (const migration of readMigrations()) await conn.query(migration.sql);
  });
  const client = new PrismaClient({
    adapter: postgresAdapter(url.toString(), { max: 25 }),
    transactionOptions: TRANSACTION_OPTIONS,
  });
  return {
    client,
    kind: "postgres",
    url: url.toString(),
    drop: async () => {
      await client.$disconnect();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
