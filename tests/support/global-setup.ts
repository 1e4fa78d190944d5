import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createTestDatabaseTemplate, dropTestDatabaseTemplate, type TestDatabaseTemplate } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

// Migrating a database takes seconds; copying a migrated one is much quicker. The run migrates one template, and
// each test file's database (setup-db.ts) is a copy of it.
export default async function setup(project: TestProject) {
  const dumpFile = path.join(os.tmpdir(), `lawnlink-test-template-${process.pid}.tar`);
  const template = await createTestDatabaseTemplate(dumpFile);
  project.provide("testDatabaseTemplate", template);
  return () => dropTestDatabaseTemplate(template);
}
