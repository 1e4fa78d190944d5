import { describe, expect, it } from "vitest";
import {
  formatRows,
  formatTable,
  markdownRows,
  medianRows,
  percentile,
  summarize,
  type Measurement,
} from "@/bench/report";
import { planFlags } from "@/bench/explain";
import { rscPayloadBytes, scriptSources } from "@/bench/frontend";

const measured = (
  scenario: string,
  connections: number,
  requests: number,
  latencies: number[],
  failures = 0,
): Measurement => ({
  scenario,
  connections,
  requests,
  failures,
  seconds: 5,
  latencies,
});

describe("npm run bench's report", () => {
  it("takes percentiles by nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });

  it("reports each row's throughput as a ratio to the ceiling at the same concurrency", () => {
    const rows = summarize(
      [
        measured("ceiling", 1, 5000, [1, 1, 2]),
        measured("ceiling", 10, 10000, [2, 3, 4]),
        measured("GET /api/jobs", 1, 2500, [4, 5, 6]),
        measured("GET /api/jobs", 10, 2000, [10, 20, 30], 3),
        measured("GET /other", 50, 100, [10]),
      ],
      "ceiling",
    );
    expect(rows.map((row) => [row.scenario, row.connections, row.rps, row.ratio])).toEqual([
      ["ceiling", 1, 1000, 1],
      ["ceiling", 10, 2000, 1],
      ["GET /api/jobs", 1, 500, 0.5],
      ["GET /api/jobs", 10, 400, 0.2],
      // No ceiling measured at 50 connections: no ratio rather than a wrong one.
      ["GET /other", 50, 20, null],
    ]);
    expect(rows[3]).toMatchObject({ p50: 20, p95: 30, p99: 30, failures: 3 });
  });

  it("prints aligned tables, numbers to the right", () => {
    const table = formatTable(
      ["name", "n"],
      [
        ["a", 1],
        ["longer", 100],
        ["none", null],
      ],
    );
    expect(table.split("\n")).toEqual(["name      n", "------  ---", "a         1", "longer  100", "none      –"]);
    const rows = medianRows([
      summarize([measured("ceiling", 10, 50, [1])], "ceiling"),
      summarize([measured("ceiling", 10, 60, [2])], "ceiling"),
    ]);
    expect(formatRows(rows)).toContain("p95 ms by round");
    expect(markdownRows(rows)).toBe(
      "| request | req/s | p50 ms | p95 ms | p99 ms | × ceiling | p95 ms by round | × ceiling by round |\n|---|--:|--:|--:|--:|--:|--:|--:|\n| ceiling | 10 | 1 | 1 | 1 | 1 | 1 / 2 | 1 / 1 |",
    );
  });

  it("reports each row's median round by p95, whole, with every round's p95 and ratio beside it", () => {
    const round = (ceilingRequests: number, rowRequests: number, rowLatencies: number[]) =>
      summarize(
        [measured("ceiling", 10, ceilingRequests, [1]), measured("GET /api/jobs", 10, rowRequests, rowLatencies)],
        "ceiling",
      );
    const rows = medianRows([round(10000, 4000, [5, 30]), round(8000, 2000, [9, 90]), round(10000, 5000, [4, 12])]);
    // Rounds' p95: 30, 90 and 12; the median is the first round's, and its throughput and ratio come with it.
    expect(rows[1]).toMatchObject({
      scenario: "GET /api/jobs",
      round: 0,
      p95: 30,
      rps: 800,
      ratio: 0.4,
      p95Rounds: [30, 90, 12],
      ratioRounds: [0.4, 0.25, 0.5],
    });
    // Of an even number of rounds, the lower middle.
    expect(medianRows([round(10000, 4000, [5, 30]), round(10000, 5000, [4, 12])])[1]).toMatchObject({
      round: 1,
      p95: 12,
    });
    expect(() => medianRows([round(10000, 4000, [5]), summarize([measured("other", 10, 1, [1])], "ceiling")])).toThrow(
      /same rows/,
    );
  });

  it("flags plans that scan or sort the jobs table", () => {
    const sorted = [
      "Limit  (cost=1..2 rows=20 width=4)",
      "  ->  Sort  (cost=1..2 rows=100 width=4)",
      '        Sort Key: "Job"."createdAt" DESC',
      '        ->  Seq Scan on "Job"  (cost=0..1 rows=100 width=4)',
      "Execution Time: 3.0 ms",
    ].join("\n");
    expect(planFlags(sorted)).toEqual({ seqScanOnJob: true, sortOverJob: true });
    const indexed = [
      "Limit  (cost=0.42..2 rows=20 width=4)",
      '  ->  Index Only Scan using "Job_status_createdAt_id_idx" on "Job"  (cost=0.42..9 rows=100 width=4)',
    ].join("\n");
    expect(planFlags(indexed)).toEqual({ seqScanOnJob: false, sortOverJob: false });
    // A sort of another table's rows next to an index scan of Job is not a sort over Job.
    const other = [
      "Nested Loop",
      "  ->  Sort  (cost=1..2)",
      '        ->  Seq Scan on "Bid"',
      '  ->  Index Scan using "Job_pkey" on "Job"',
    ].join("\n");
    expect(planFlags(other)).toEqual({ seqScanOnJob: false, sortOverJob: false });
  });

  it("finds the scripts a current browser loads (not noModule polyfills) and the inline RSC payload", () => {
    const html =
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js?x=1&amp;y=2"></script>' +
      '<script src="/_next/static/chunks/a.js"></script><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body><script>self.__next_f.push([1,"abc"])</script><script nonce="n0nce">self.__next_f.push([1,"de"])</script></body></html>';
    expect(scriptSources(html)).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js?x=1&y=2"]);
    // With and without the CSP nonce (proxy.ts).
    expect(rscPayloadBytes(html)).toBe('self.__next_f.push([1,"abc"])'.length + 'self.__next_f.push([1,"de"])'.length);
  });
});
