// Next.js calls register() once when a server instance starts.
export async function register() {
  // Background work needs Node.js (database drivers); the edge runtime only runs proxy.ts.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // A server started without `npm start` (`next start` directly) checks its configuration here: it refuses to
  // start rather than serve and answer 500 to every sign-in. A build's prerendering workers, which may run this
  // too, need no database or secret.
  const [{ configProblems }, { logger }] = await Promise.all([import("@/lib/config/env"), import("@/lib/log/logger")]);
  const problems = process.env.NEXT_PHASE === "phase-production-build" ? [] : configProblems();
  if (problems.length) {
    for (const problem of problems) logger.fatal(`Configuration: ${problem}`);
    process.exit(1);
  }
  if (process.env.PERIODIC_TASKS === "0") return;
  const [{ startPeriodicTasks }, { periodicTasksFor }] = await Promise.all([
    import("@/lib/background/start-periodic-tasks"),
    import("@/lib/background/periodic-tasks"),
  ]);
  startPeriodicTasks(periodicTasksFor(process.env.PERIODIC_TASKS));
}
