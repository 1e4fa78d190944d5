// Next.js calls register() once when a server instance starts.
export async function register() {
  // Background work needs Node.js (database drivers); the edge runtime only runs proxy.ts.
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.PERIODIC_TASKS === "0") return;
  const [{ startPeriodicTasks }, { periodicTasksFor }] = await Promise.all([
    import("@/lib/background/start-periodic-tasks"),
    import("@/lib/background/periodic-tasks"),
  ]);
  startPeriodicTasks(periodicTasksFor(process.env.PERIODIC_TASKS));
}
