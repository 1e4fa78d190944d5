/**
 * Next.js runs a route's after() callbacks once its response has been sent. Route handlers called directly (as the
 * API suites call them) have no request scope for that, so setup-after.ts puts this queue in place of
 * next/server's after(): a test gets the response first, then runs what the handler left for after it.
 */
type Task = (() => unknown) | PromiseLike<unknown>;

const pending: Task[] = [];

export function queueAfterResponse(task: Task) {
  pending.push(task);
}

/** Runs the after() callbacks left so far, in order, as Next.js does once the response is sent. */
export async function runAfterResponse() {
  for (let task = pending.shift(); task; task = pending.shift()) await (typeof task === "function" ? task() : task);
}

/** Forgets what was left unrun, as a server that stops before running it does. */
export function dropAfterResponse() {
  pending.length = 0;
}
