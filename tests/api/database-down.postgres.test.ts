import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/adapter";
import { TRANSACTION_OPTIONS } from "@/lib/db/config";
import { globalForDb } from "@/lib/db/global";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { call } from "../support/http";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

// The app's own database client (lib/db/adapter.ts, its pool settings included) on a PostgreSQL database reached
// through a TCP relay this suite controls: cut (the port refuses, like a stopped server), blackholed (connections
// accepted, nothing answered, like a dead network), restored.

type Mode = "forward" | "blackhole";

class Relay {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  private mode: Mode = "forward";
  port = 0;

  constructor(private readonly upstream: { host: string; port: number }) {}

  async listen(): Promise<void> {
    const server = net.createServer((client) => {
      this.sockets.add(client);
      client.on("close", () => this.sockets.delete(client));
      client.on("error", () => client.destroy());
      if (this.mode === "blackhole") return; // accepted, never answered
      const server = net.connect(this.upstream);
      this.sockets.add(server);
      server.on("close", () => {
        this.sockets.delete(server);
        client.destroy();
      });
      server.on("error", () => client.destroy());
      client.on("close", () => server.destroy());
      client.pipe(server).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** The server is gone: open connections drop, new ones are refused. */
  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  /** The network is gone: open connections go silent, new ones are accepted and never answered. */
  async blackhole(): Promise<void> {
    this.mode = "blackhole";
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.pause();
    }
    if (!this.server) await this.listen();
  }

  async restore(): Promise<void> {
    this.mode = "forward";
    for (const socket of this.sockets) socket.destroy();
    if (!this.server) await this.listen();
  }
}

let database: TestDatabase;
let relay: Relay;
let routes: {
  health: typeof import("@/app/api/health/route").GET;
  jobs: typeof import("@/app/api/jobs/route").GET;
  register: typeof import("@/app/api/auth/register/route").POST;
};

beforeAll(async () => {
  database = await createTestDatabase();
  const url = new URL(database.url!);
  relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
  await relay.listen();
  url.hostname = "127.0.0.1";
  url.port = String(relay.port);
  // Before the app's modules load: lib/db/client.ts takes the client it finds here.
  globalForDb.__lawnlinkDb = new PrismaClient({
    adapter: openDatabase({ kind: "postgres", url: url.toString() }).adapter,
    transactionOptions: TRANSACTION_OPTIONS,
  });
  routes = {
    health: (await import("@/app/api/health/route")).GET,
    jobs: (await import("@/app/api/jobs/route")).GET,
    register: (await import("@/app/api/auth/register/route")).POST,
  };
});

afterAll(async () => {
  await relay.restore();
  await globalForDb.__lawnlinkDb?.$disconnect();
  await database.drop();
});

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
};
const health = () =>
  call<{ status: string; database: string; error?: string }>(routes.health, { method: "GET", path: "/api/health" });
const listJobs = () => call<{ error?: string }>(routes.jobs, { method: "GET", path: "/api/jobs" });
const signUp = (email: string) =>
  call<{ error?: string }>(routes.register, {
    path: "/api/auth/register",
    body: { email, password: "long-enough-pw", full_name: "Down Time", phone: "555-010-2000" },
  });

/** Polls until the app answers 200 again on its own (no restart, no reconnect call), within 20 s. */
async function recovered(): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await health()).status === 200 && (await listJobs()).status === 200) return Date.now() - started;
    if (Date.now() - started > 20_000) throw new Error("the app did not recover within 20 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function expectUnavailableWithin5s() {
  for (const request of [health, listJobs, () => signUp(`down-${Date.now()}@example.com`)]) {
    const { result, ms } = await timed(request);
    expect(result.status).toBe(503);
    expect(result.body.error).toEqual(expect.any(String));
    expect(ms).toBeLessThan(5_000);
  }
}

describe("while the database is down", () => {
  it("answers 200 { status, database } while PostgreSQL answers", async () => {
    const answer = await health();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "ok", database: "up" });
    expect((await signUp("before@example.com")).status).toBe(201);
  });

  it("a stopped server (port refused): 503 { error } within 5 s, nothing half-written, and recovery by itself", async () => {
    await relay.cut();
    await expectUnavailableWithin5s();
    await relay.restore();
    await recovered();
    expect(await database.client.user.count({ where: { email: { startsWith: "down-" } } })).toBe(0);
    expect((await signUp("after-cut@example.com")).status).toBe(201);
  });

  it("a dead network (nothing answers): 503 { error } within 5 s instead of hanging, and recovery by itself", async () => {
    expect((await listJobs()).status).toBe(200); // pooled connections open, then silenced
    await relay.blackhole();
    await expectUnavailableWithin5s();
    await relay.restore();
    await recovered();
    expect(await database.client.user.count({ where: { email: { startsWith: "down-" } } })).toBe(0);
    expect((await signUp("after-blackhole@example.com")).status).toBe(201);
  });
});
