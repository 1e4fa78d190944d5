#!/usr/bin/env node
// `npm start`: build when there is no current build, apply migrations, seed demo data into an empty database
// (unless DEMO_DATA=0), then serve on PORT (default 3000): one process, or on PostgreSQL one per core
// (scripts/server-processes.mjs).
import cluster from "node:cluster";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync, spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { serverProcesses } from "./server-processes.mjs";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// Settings are checked before the build and the migrations, which take a while: the whole configuration
// (lib/config/env.ts), then how many processes to run.
run(bin("tsx"), ["--conditions=react-server", "scripts/check-config.ts"]);
let processes;
try {
  processes = serverProcesses(process.env, os.availableParallelism());
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// The app is built, tested and measured on the Node.js that .nvmrc names; an older one is a slower, untested server.
const wantedNode = fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim();
if (Number(process.versions.node.split(".")[0]) < Number(wantedNode.split(".")[0])) {
  console.warn(
    `LawnLink runs on Node.js ${wantedNode} (.nvmrc); this is ${process.version}: untested, and slower (docs/performance.md).`,
  );
}

// A build is current when nothing it is made from changed after it.
const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
];
const IGNORED = new Set(["generated", "node_modules"]);
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (!IGNORED.has(entry)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}
const buildId = path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
if (builtAt < sourcesAt) {
  console.log(builtAt ? "Sources changed since the last build: rebuilding." : "No build yet: building.");
  run(bin("next"), ["build"]);
}

// The react-server condition lets these tools load server modules (their `import "server-only"` marker).
run(bin("tsx"), ["--conditions=react-server", "scripts/migrate.ts", "deploy"]);
if (process.env.DEMO_DATA !== "0") run(bin("tsx"), ["--conditions=react-server", "prisma/seed.ts", "--if-empty"]);

const port = process.env.PORT || "3000";
// next-auth builds its callback URLs from NEXTAUTH_URL; on one machine that is this server.
process.env.NEXTAUTH_URL ||= `http://localhost:${port}`;
// The HTTP guard refuses methods Next.js cannot handle (405 rather than its 500): see scripts/http-guard.mjs.
const guard = `--import ${pathToFileURL(path.join(root, "scripts", "http-guard.mjs")).href}`;
const env = { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, guard].filter(Boolean).join(" ") };
// An idle keep-alive connection is kept longer than a load balancer's or client's idle time (60 s is common): closed
// by the server first, a request the client sends on it at that moment fails with a reset instead of an answer.
const nextStart = ["start", "-p", port, "--keepAliveTimeout", "65000"];
if (processes === 1) {
  // On SIGTERM, `next start` stops accepting connections, lets the requests in flight finish, then exits.
  const server = spawn(bin("next"), nextStart, { cwd: root, stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
} else {
  serveFromWorkers(processes);
}

/**
 * Several `next start` processes on one port through Node's cluster (this process hands each connection to one of
 * them). One that dies is replaced, unless it died before it ever listened (it would only die again). A signal goes
 * to every one; each finishes its requests in flight, and this process exits with the last one's code.
 */
function serveFromWorkers(count) {
  cluster.setupPrimary({
    exec: path.join(root, "node_modules", "next", "dist", "bin", "next"),
    args: nextStart,
    cwd: root,
  });
  const fork = () => cluster.fork({ NODE_OPTIONS: env.NODE_OPTIONS });
  const listened = new Set();
  // Set once the processes are to stop: by a signal, or with the code of one that died before it listened.
  let stopCode = null;
  const stopAll = (signal) => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  cluster.on("listening", (worker) => listened.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    if (stopCode === null && listened.has(worker.id)) {
      console.error(`A server process exited (${signal ?? code}): starting another.`);
      fork();
      return;
    }
    if (stopCode === null) {
      console.error(`A server process exited before it listened (${signal ?? code}): stopping.`);
      stopCode = code || 1;
      stopAll("SIGTERM");
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopCode || code || 0);
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopCode ??= 0;
      stopAll(signal);
    });
  }
  console.log(`Serving from ${count} processes (WEB_CONCURRENCY).`);
  for (let i = 0; i < count; i++) fork();
}
