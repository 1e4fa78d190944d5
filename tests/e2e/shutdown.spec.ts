import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support";

// SIGTERM on `npm start` (scripts/start.mjs, which hands it to `next start`): the server stops accepting
// connections, lets the requests in flight finish, then exits. A server of its own, from the build the suite made.

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 120_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.setTimeout(240_000);

test("SIGTERM: no new connections, the requests in flight are answered, then the server exits", async () => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lawnlink-shutdown-"));
  let server: ChildProcess | null = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: "0",
      LOG_LEVEL: "info",
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server!.once("exit", (code) => resolve(code)));
  try {
    await until(
      async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status === 200,
      "the server answers",
    );

    // Six sign-ups at once (each hashes a password): when the first one's log line appears, the others are in
    // flight, and SIGTERM comes.
    const answers = Array.from({ length: 6 }, (_, n) => {
      const body = JSON.stringify({
        email: `shutdown-${n}-${port}@example.com`,
        password: "long-enough-pw",
        full_name: "Shut Down",
        phone: "555-010-2000",
      });
      const socket = net.connect(port, "127.0.0.1");
      const chunks: Buffer[] = [];
      socket.on("data", (chunk) => chunks.push(chunk));
      socket.write(
        `POST /api/auth/register HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      return new Promise<string>((resolve) => socket.once("close", () => resolve(Buffer.concat(chunks).toString())));
    });
    await until(async () => output.includes('"path":"/api/auth/register"'), "the first sign-up is answered");
    server.kill("SIGTERM");
    await until(async () => !(await connects(port)), "new connections are refused");

    for (const answer of await Promise.all(answers)) expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    // Next.js exits with 128 + SIGTERM's number once nothing is in flight; npm start passes the code on.
    expect(await exited).toBe(143);
    server = null;
  } finally {
    server?.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
