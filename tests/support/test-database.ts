import fs from "node:fs";
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

/** A migrated database that each test file's database is copied from (tests/support/global-setup.ts). */
export type TestDatabaseTemplate = { kind: "pglite"; dumpFile: string } | { kind: "postgres"; name: string };

/** Builds the template once per run: a dump of a migrated PGlite, or a migrated database on the server. */
export async function createTestDatabaseTemplate(dumpFile: string): Promise<TestDatabaseTemplate> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pglite = openPGlite();
    for (const migration of readMigrations()) await pglite.exec(migration.sql);
    fs.writeFileSync(dumpFile, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
    await pglite.close();
    return { kind: "pglite", dumpFile };
  }
  const name = `lawnlink_template_${randomUUID().replaceAll("-", "")}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  await withAdmin(databaseUrl(serverUrl, name), async (conn) => {
    for (const migration of readMigrations()) await conn.query(migration.sql);
  });
  return { kind: "postgres", name };
}

export async function dropTestDatabaseTemplate(template: TestDatabaseTemplate): Promise<void> {
  if (template.kind === "pglite") fs.rmSync(template.dumpFile, { force: true });
  else
    await withAdmin(process.env.TEST_DATABASE_URL!, (admin) =>
      admin.query(`DROP DATABASE IF EXISTS "${template.name}" WITH (FORCE)`),
    );
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh database with every migration applied: in-memory PGlite by default, or a new database on the
 * PostgreSQL server at TEST_DATABASE_URL. Given the run's template it is a copy of it, which is much faster than
 * migrating.
 */
export async function createTestDatabase(template?: TestDatabaseTemplate): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pglite =
      template?.kind === "pglite"
        ? openPGlite(undefined, new Blob([fs.readFileSync(template.dumpFile)]))
        : openPGlite();
    if (template?.kind !== "pglite") for (const migration of readMigrations()) await pglite.exec(migration.sql);
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
  if (template?.kind === "postgres") {
    await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.name}"`));
  } else {
    await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
    await withAdmin(databaseUrl(serverUrl, name), async (conn) => {
      for (const migration of readMigrations()) await conn.query(migration.sql);
    });
  }
  const url = databaseUrl(serverUrl, name);
  const client = new PrismaClient({
    adapter: postgresAdapter(url, { max: 25 }),
    transactionOptions: TRANSACTION_OPTIONS,
  });
  return {
    client,
    kind: "postgres",
    url: url,
    drop: async () => {
      await client.$disconnect();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
