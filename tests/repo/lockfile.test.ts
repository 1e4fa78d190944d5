import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// `npm ci` refuses a lock file that lacks any optional dependency; see scripts/complete-lockfile.mjs.
describe("package-lock.json", () => {
  it("records every optional dependency, so that npm ci accepts it on a clean machine", () => {
    const lock = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../../package-lock.json"), "utf8"));
    const packages: Record<string, { optionalDependencies?: Record<string, string> }> = lock.packages;
    const missing = Object.entries(packages).flatMap(([location, entry]) =>
      Object.keys(entry.optionalDependencies ?? {}).filter(
        (name) =>
          !packages[location ? `${location}/node_modules/${name}` : `node_modules/${name}`] &&
          !packages[`node_modules/${name}`],
      ),
    );
    expect(missing, "run `node scripts/complete-lockfile.mjs` after npm install").toEqual([]);
  });
});
