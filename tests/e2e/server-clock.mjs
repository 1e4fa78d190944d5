// Loaded into the demo server of the browser tests (NODE_OPTIONS=--import, playwright.config.ts), so that a spec can
// move the server's clock forward, past a bid deadline, without waiting for it: every `Date` the server makes reads
// the offset (ms) the spec wrote to E2E_CLOCK_FILE. Only dates move; timers keep real time, so the server's periodic
// tasks run on their usual schedule and see the moved clock.
import fs from "node:fs";

const file = process.env.E2E_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  let offset = 0;
  let readAt = -Infinity;
  const shifted = () => {
    const real = RealDate.now();
    // Read at most once a second: the server makes many dates per request.
    if (real - readAt > 1_000) {
      readAt = real;
      try {
        offset = Number(fs.readFileSync(file, "utf8")) || 0;
      } catch {
        offset = 0;
      }
    }
    return real + offset;
  };
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [shifted()], newTarget),
    get: (target, key, receiver) => (key === "now" ? shifted : Reflect.get(target, key, receiver)),
  });
}
