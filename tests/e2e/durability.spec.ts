import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { lawnPayload } from "../support/lawn-payload";

// Durability of the embedded database (PGlite): a server of its own on the production build the run already made,
// killed with SIGKILL (the whole process group, `next start` included) in the middle of a stream of writes, then
// started again on the same DATA_DIR. Every write it acknowledged (201) must still be there.

const ROOT = path.resolve(import.meta.dirname, "../..");
const ROUNDS = 2;
const WRITERS = 4;
// The kill comes once this many lawns were acknowledged (writes keep streaming meanwhile), or after STREAM_MS.
const KILL_AFTER_LAWNS = 15;
const STREAM_MS = 60_000;

type Server = { child: ChildProcess; url: string; output: string[] };
type Owner = { email: string; token: string; id: string };
type Acknowledged = { owners: Owner[]; lawns: Map<string, { id: string; title: string }[]>; refused: string[] };

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function startServer(dataDir: string): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: "0",
    NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
  };
  delete env.DATABASE_URL;
  delete env.NEXTAUTH_URL;
  // Its own process group, so one signal reaches scripts/start.mjs and the `next start` it spawned.
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout!.on("data", (chunk) => output.push(String(chunk)));
  child.stderr!.on("data", (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output.join("")}`);
    const ready = await fetch(`${url}/api/jobs?limit=1`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { child, url, output };
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function kill(server: Server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  try {
    process.kill(-server.child.pid!, "SIGKILL");
  } catch {
    // already gone
  }
  await exited;
}

const lawn = (title: string) => lawnPayload({ title, description: "Durability stream" });

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * WRITERS loops, each registering a homeowner and posting lawns as them, until `control.stopped`; a write counts only
 * once its 201 arrived. Requests cut off by the kill (or refused by a rate limit) are simply not acknowledged.
 */
async function stream(server: Server, round: number, control: { stopped: boolean }, acknowledged: Acknowledged) {
  let sequence = 0;
  const writer = async (writerId: number) => {
    while (!control.stopped) {
      try {
        const email = `durable-${round}-${writerId}-${sequence++}-${Date.now()}@example.test`;
        const registered = await post(`${server.url}/api/auth/register`, {
          email,
          password: "correct-horse-battery",
          full_name: "Dora Durable",
          phone: "(512) 555-0142",
          role: "homeowner",
        });
        if (registered.status !== 201) {
          if (registered.status !== 429)
            acknowledged.refused.push(`register ${registered.status} ${JSON.stringify(registered.body)}`);
          await pause(200);
          continue;
        }
        const owner = { email, token: registered.body.token as string, id: registered.body.user.id as string };
        acknowledged.owners.push(owner);
        acknowledged.lawns.set(owner.id, []);
        for (let i = 0; i < 5 && !control.stopped; i++) {
          const title = `Durable ${round}-${writerId}-${sequence++}`;
          const posted = await post(`${server.url}/api/lawns`, lawn(title), owner.token);
          if (posted.status === 201) acknowledged.lawns.get(owner.id)!.push({ id: posted.body.job.id, title });
          else if (posted.status !== 429)
            acknowledged.refused.push(`post ${posted.status} ${JSON.stringify(posted.body)}`);
        }
      } catch {
        // The connection died with the server: not acknowledged.
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, writerId) => writer(writerId)));
}

async function expectAllPresent(server: Server, acknowledged: Acknowledged) {
  for (const owner of acknowledged.owners) {
    const profile = await fetch(`${server.url}/api/users/profile`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(profile.status, `the account ${owner.email} after the restart`).toBe(200);
    expect((await profile.json()).email).toBe(owner.email);
    const lawns = await fetch(`${server.url}/api/lawns?owner_only=true&status=all&limit=100`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(lawns.status).toBe(200);
    const stored = new Map(
      ((await lawns.json()).lawns as { id: string; title: string }[]).map((job) => [job.id, job.title]),
    );
    for (const job of acknowledged.lawns.get(owner.id)!)
      expect(stored.get(job.id), `the lawn ${job.title}`).toBe(job.title);
  }
}

test.describe("the embedded database", () => {
  test.setTimeout(300_000);

  test("keeps every acknowledged write when the server is killed with SIGKILL mid-stream", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lawnlink-durability-"));
    const acknowledged: Acknowledged = { owners: [], lawns: new Map(), refused: [] };
    const lawnCount = () => [...acknowledged.lawns.values()].flat().length;
    let server = await startServer(dataDir);
    try {
      for (let round = 0; round < ROUNDS; round++) {
        const before = lawnCount();
        const control = { stopped: false };
        const streaming = stream(server, round, control, acknowledged);
        // Kill once the stream is well under way, with requests in flight; the writers stop at their next failure.
        for (const started = Date.now(); lawnCount() - before < KILL_AFTER_LAWNS && Date.now() - started < STREAM_MS;)
          await pause(100);
        const killed = kill(server);
        control.stopped = true;
        await killed;
        await streaming;
        expect(acknowledged.refused, "writes refused while the server was up").toEqual([]);
        expect(lawnCount() - before, "lawns acknowledged before the kill").toBeGreaterThanOrEqual(KILL_AFTER_LAWNS);
        server = await startServer(dataDir);
        await expectAllPresent(server, acknowledged);
      }
      console.log(
        `durability: ${acknowledged.owners.length} accounts and ${lawnCount()} lawns acknowledged over ${ROUNDS} SIGKILLs, all present`,
      );
    } finally {
      await kill(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
