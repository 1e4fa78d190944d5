import fs from "node:fs";
import type { SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPg } from "@prisma/adapter-pg";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { databaseTarget, type DatabaseTarget } from "./config";

export function createAdapter(target: DatabaseTarget = databaseTarget()): SqlDriverAdapterFactory {
  if (target.kind === "postgres") return new PrismaPg({ connectionString: target.url });
  if (!target.dir.startsWith("memory://")) fs.mkdirSync(target.dir, { recursive: true });
  return pgliteAdapter(new PGlite(target.dir));
}

export function pgliteAdapter(pglite: PGlite): SqlDriverAdapterFactory {
  return new PrismaPGlite(pglite) as unknown as SqlDriverAdapterFactory;
}
