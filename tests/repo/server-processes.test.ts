import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverProcesses } from "../../scripts/server-processes.mjs";

const POSTGRES = "postgresql://postgres@127.0.0.1:5432/lawnlink";

describe("serverProcesses (how many `next start` processes npm start runs)", () => {
  it("is one per core on PostgreSQL and one on the embedded database, unless WEB_CONCURRENCY says", () => {
    expect(serverProcesses({ DATABASE_URL: POSTGRES }, 2)).toBe(2);
    expect(serverProcesses({ DATABASE_URL: POSTGRES }, 8)).toBe(8);
    expect(serverProcesses({}, 8)).toBe(1);
    expect(serverProcesses({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "3" }, 8)).toBe(3);
    expect(serverProcesses({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "1" }, 8)).toBe(1);
    expect(serverProcesses({ WEB_CONCURRENCY: "1" }, 8)).toBe(1);
    expect(serverProcesses({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: "" }, 4)).toBe(4);
  });

  it("refuses a count that is not a whole number of processes", () => {
    for (const value of ["0", "-1", "1.5", "two", " "]) {
      expect(() => serverProcesses({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: value }, 2)).toThrow(
        /WEB_CONCURRENCY must be a whole number/,
      );
    }
  });

  it("refuses more than one process on the embedded database, which lives in one", () => {
    expect(() => serverProcesses({ WEB_CONCURRENCY: "2" }, 2)).toThrow(/needs PostgreSQL/);
  });

  it("stops npm start with the reason before it builds or migrates anything", () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      WEB_CONCURRENCY: "2",
      DATA_DIR: path.join(process.env.DATA_DIR!, "never-created"),
    };
    delete env.DATABASE_URL;
    const started = spawnSync(process.execPath, ["scripts/start.mjs"], { env, encoding: "utf8", timeout: 30_000 });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain("WEB_CONCURRENCY above 1 needs PostgreSQL");
    expect(started.stdout).toBe("");
  });
});
