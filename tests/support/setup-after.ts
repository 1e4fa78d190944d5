import { afterEach, vi } from "vitest";
import { dropAfterResponse } from "./after-response";

// next/server as it is, but after() queues its callback for the test to run (after-response.ts).
vi.mock("next/server", async (importOriginal) => {
  const { queueAfterResponse } = await import("./after-response");
  return { ...(await importOriginal<typeof import("next/server")>()), after: queueAfterResponse };
});

// A test's unrun callbacks do not leak into the next test.
afterEach(dropAfterResponse);
