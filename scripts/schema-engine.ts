// Loads @prisma/schema-engine-wasm in plain Node: its index imports the .wasm as an ES module, which Node 20 cannot.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import * as glue from "@prisma/schema-engine-wasm/schema_engine_bg";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";

const require = createRequire(import.meta.url);

async function loadSchemaEngineWasm() {
  // The engine reports Rust panics through this global.
  (globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY ??= {
    set_message: (m: string) => console.error(`[schema-engine panic] ${m}`),
  };
  const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"));
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(path.join(dir, "schema_engine_bg.wasm")), {
    "./schema_engine_bg.js": glue as unknown as WebAssembly.ModuleImports,
  });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as (() => void) | undefined)?.();
  return glue;
}

export async function createEngine(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  schemaPath = "prisma/schema.prisma",
) {
  const { SchemaEngine } = await loadSchemaEngineWasm();
  const content = fs.readFileSync(schemaPath, "utf8");
  const log = (msg: string) => {
    if (process.env.DEBUG_SE) console.error("[schema-engine]", msg);
  };
  const engine = await SchemaEngine.new(
    { datamodels: [[schemaPath, content]] },
    log,
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
  return { engine, schema: { files: [{ path: schemaPath, content }] } };
}
