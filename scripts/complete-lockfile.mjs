#!/usr/bin/env node
// The npm registry reachable here serves only the Linux builds of packages that ship one package per platform
// (Next's SWC, Tailwind's oxide, sharp, …), so `npm install` leaves the other platforms' optional dependencies out
// of package-lock.json, and `npm ci` then refuses the lock file as out of sync. This adds each missing optional
// platform package with its os/cpu, so npm sees the lock as complete and skips them on this platform as it would
// anyway. Run after `npm install` changes the lock file: `node scripts/complete-lockfile.mjs`.
import fs from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "netbsd", "openbsd", "sunos", "win32", "aix", "openharmony"];
const CPU = ["arm64", "arm", "x64", "ia32", "ppc64", "riscv64", "s390x", "loong64", "wasm32", "mips64el"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => OS.includes(part) || part === "wasi");
  const cpu =
    parts.find((part) => CPU.includes(part)) ??
    (parts.includes("wasi") || parts.includes("wasm32") ? "wasm32" : undefined);
  if (!os && !cpu) return null;
  return { ...(os && os !== "wasi" ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[base] || packages[hoisted]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[hoisted] = { version: range.replace(/^[\^~=]/, ""), ...platform, optional: true };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform packages the registry here does not serve.`);
