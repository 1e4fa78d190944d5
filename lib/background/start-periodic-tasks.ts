import "server-only";
import { periodicTasks, type PeriodicTask } from "./periodic-tasks";
import { logger } from "@/lib/log/logger";

function schedule(task: PeriodicTask) {
  let running = false;
  const tick = async () => {
    // A slow run is not overlapped by the next tick.
    if (running) return;
    running = true;
    try {
      await task.run(new Date());
    } catch (error) {
      logger.error({ err: error, task: task.name }, "periodic task failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, task.everyMs);
  // The timers never keep a stopping server alive.
  timer.unref();
  void tick();
  return timer;
}

/** Starts every periodic task once per server process (instrumentation.ts calls this at start-up). */
export function startPeriodicTasks(tasks: PeriodicTask[] = periodicTasks) {
  const timers = tasks.map(schedule);
  return () => timers.forEach(clearInterval);
}
