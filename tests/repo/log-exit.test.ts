import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// lib/log/logger.ts writes stdout asynchronously; what a process logs just before it exits must still come out.
describe("the app's log on stdout", () => {
  it("keeps every line a process logged before it exits", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const script = `import { logger } from "./lib/log/logger"; for (let i = 0; i < 500; i++) logger.info({ i }, "line"); logger.info("last words"); process.exit(0);`;
    const output = execFileSync(path.join(root, "node_modules/.bin/tsx"), ["--conditions=react-server", "-e", script], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, LOG_LEVEL: "info" },
    });
    const lines = output
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { msg: string; i?: number });
    expect(lines).toHaveLength(501);
    expect(lines.at(-1)?.msg).toBe("last words");
  }, 60_000);
});
