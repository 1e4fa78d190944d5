import path from "node:path";
import { defineConfig } from "prisma/config";

// Offline: `prisma generate` only checks that a schema-engine binary exists, it never runs it; pointing it at a
// stub stops the CLI from downloading the native engine. Migrations go through scripts/migrate.ts (WASM engine; npm run db:migrate).
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve(import.meta.dirname, "scripts/no-schema-engine.sh");

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
