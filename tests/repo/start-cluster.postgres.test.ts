import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import { afterAll, expect, it } from "vitest";
import { withAdmin } from "../support/test-database";

// `npm start` on PostgreSQL with WEB_CONCURRENCY=2 (scripts/start.mjs): two `next start` processes behind one port.
// Runs in the PostgreSQL pass; starting may include a production build when the sources are newer than it.

const START_TIMEOUT_MS = 600_000;
const serverUrl = process.env.TEST_DATABASE_URL!;
const name = `lawnlink_cluster_${randomUUID().replaceAll("-", "")}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

let primary: ChildProcess | null = null;

afterAll(async () => {
  if (primary?.exitCode === null) process.kill(-primary.pid!, "SIGKILL");
  await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The pids of a process's children, from /proc. */
function childrenOf(pid: number): number[] {
  return fs.readdirSync("/proc").flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch (error) {
      // A process that exited between listing /proc and reading it is no one's child any more.
      const { code } = error as NodeJS.ErrnoException;
      if (code === "ENOENT" || code === "ESRCH") return [];
      throw error;
    }
    // The fields after the command name (in parentheses, which may hold spaces): state, then the parent's pid.
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    return parent === pid ? [Number(entry)] : [];
  });
}

const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it(
  "serves from two processes, replaces one that dies, and stops both on SIGTERM",
  async () => {
    await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: "2",
      PORT: String(port),
      DEMO_DATA: "0",
      PERIODIC_TASKS: "0",
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
    };
    delete env.NEXTAUTH_URL;
    // Its own process group, so the cleanup reaches the workers too.
    const server = spawn(process.execPath, ["scripts/start.mjs"], {
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    primary = server;
    let output = "";
    server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    const health = () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.status,
        () => 0,
      );

    await until(
      async () => server.exitCode === null && (await health()) === 200,
      "the server answers",
      START_TIMEOUT_MS - 120_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${output}`);
    });
    const workers = childrenOf(server.pid!);
    expect(workers).toHaveLength(2);
    expect(output).toContain("Serving from 2 processes");
    // /api/health reads the database: both processes reach it.
    const answers = await Promise.all(Array.from({ length: 20 }, health));
    expect(answers).toEqual(Array(20).fill(200));

    // A worker that dies is replaced; the port keeps answering meanwhile through the other (a connection the dead
    // one held is lost with it, so the check may take a retry).
    process.kill(workers[0], "SIGKILL");
    await until(async () => (await health()) === 200, "the other process answers");
    await until(
      () => childrenOf(server.pid!).filter((pid) => pid !== workers[0]).length === 2,
      "a new worker replaces it",
    );
    await until(
      async () => (await Promise.all(Array.from({ length: 10 }, health))).every((status) => status === 200),
      "every request is answered",
    );
    expect(output).toContain("A server process exited (SIGKILL): starting another.");

    // SIGTERM reaches every worker; each finishes and exits, and so does npm start, with Next.js's code (128 + 15).
    const current = childrenOf(server.pid!);
    server.kill("SIGTERM");
    expect(await exited).toBe(143);
    for (const pid of current) expect(alive(pid), `worker ${pid} after SIGTERM`).toBe(false);
  },
  START_TIMEOUT_MS,
);
