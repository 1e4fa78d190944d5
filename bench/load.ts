// Drives the served app with autocannon: one scenario at one concurrency for a bounded time, every response's
// latency kept so the percentiles are exact (autocannon's own summary has no p95).
import autocannon from "autocannon";
import type { Measurement } from "./report";

export type Request = { method?: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string };

export type Scenario = {
  name: string;
  /** The request for the i-th request of the scenario (over every concurrency level and the warm-up). */
  request: (i: number) => Request;
  /** The status a successful response has (default: any 2xx). */
  expect?: number;
};

export async function drive(
  baseUrl: string,
  scenario: Scenario,
  connections: number,
  seconds: number,
  state: { next: number },
): Promise<Measurement> {
  const latencies: number[] = [];
  let failures = 0;
  const duration = await new Promise<number>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        timeout: 30,
        requests: [
          {
            setupRequest: (request) => {
              const next = scenario.request(state.next++);
              return {
                ...request,
                method: next.method ?? "GET",
                path: next.path,
                headers: { ...next.headers },
                body: next.body,
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result.duration)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      const ok = scenario.expect ? statusCode === scenario.expect : statusCode >= 200 && statusCode < 300;
      if (!ok) failures++;
    });
  });
  return { scenario: scenario.name, connections, requests: latencies.length, failures, seconds: duration, latencies };
}
