// Pure helpers of `npm run bench`: latency percentiles, a scenario's row, ratios to the ceiling, and the terminal
// table. No I/O here, so tests/repo/bench-report.test.ts can check them.

/** One scenario at one concurrency, as measured. */
export type Measurement = {
  scenario: string;
  connections: number;
  requests: number;
  /** Responses whose status was not the scenario's expected one (2xx unless stated). */
  failures: number;
  seconds: number;
  /** Every response's latency in milliseconds. */
  latencies: number[];
};

export type Row = {
  scenario: string;
  connections: number;
  requests: number;
  failures: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** This row's req/s over the ceiling's at the same concurrency (null when the ceiling was not measured). */
  ratio: number | null;
};

/** The q-quantile (0..1) of the values by the nearest-rank method; 0 for none. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The rows of a run: throughput, p50/p95/p99 and the ratio to the ceiling scenario measured at the same concurrency. */
export function summarize(measurements: readonly Measurement[], ceiling: string): Row[] {
  const rows = measurements.map((m) => ({
    scenario: m.scenario,
    connections: m.connections,
    requests: m.requests,
    failures: m.failures,
    rps: m.seconds > 0 ? round(m.requests / m.seconds, 1) : 0,
    p50: round(percentile(m.latencies, 0.5), 1),
    p95: round(percentile(m.latencies, 0.95), 1),
    p99: round(percentile(m.latencies, 0.99), 1),
    ratio: null as number | null,
  }));
  for (const row of rows) {
    const top = rows.find((other) => other.scenario === ceiling && other.connections === row.connections);
    row.ratio = top && top.rps > 0 ? round(row.rps / top.rps, 3) : null;
  }
  return rows;
}

/** A row of the round chosen for it, with every round's p95 and ratio to the ceiling beside it. */
export type MedianRow = Row & { round: number; p95Rounds: number[]; ratioRounds: (number | null)[] };

/**
 * One row per scenario and concurrency from several rounds of the same rows (each round's rows as summarize() made
 * them, ratios to that round's own ceiling): the round whose p95 is the median of the rounds' (the lower middle of an
 * even number), so every figure of a row comes from one measurement, and the spread stays in sight beside it.
 */
export function medianRows(rounds: readonly (readonly Row[])[]): MedianRow[] {
  const [first = []] = rounds;
  return first.map((row, i) => {
    const measured = rounds.map((rows, round) => ({ row: rows[i], round }));
    for (const { row: other } of measured) {
      if (other?.scenario !== row.scenario || other.connections !== row.connections)
        throw new Error("rounds must measure the same rows in the same order");
    }
    const byP95 = [...measured].sort((a, b) => a.row.p95 - b.row.p95);
    const median = byP95[Math.floor((byP95.length - 1) / 2)];
    return {
      ...median.row,
      round: median.round,
      p95Rounds: measured.map(({ row: other }) => other.p95),
      ratioRounds: measured.map(({ row: other }) => other.ratio),
    };
  });
}

/** A plain-text table, columns padded, numbers right-aligned. */
export function formatTable(
  headers: readonly string[],
  body: readonly (readonly (string | number | null)[])[],
): string {
  const cells = [headers.map(String), ...body.map((line) => line.map((cell) => (cell === null ? "–" : String(cell))))];
  const widths = headers.map((_, column) => Math.max(...cells.map((line) => line[column]?.length ?? 0)));
  const numeric = headers.map((_, column) =>
    body.every((line) => line[column] === null || typeof line[column] === "number"),
  );
  const render = (line: string[]) =>
    line
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join("  ")
      .trimEnd();
  return [render(cells[0]), widths.map((width) => "-".repeat(width)).join("  "), ...cells.slice(1).map(render)].join(
    "\n",
  );
}

const spread = (values: readonly (number | null)[]) => values.map((value) => value ?? "–").join(" / ");

/** The run's rows as the terminal table. */
export function formatRows(rows: readonly MedianRow[]): string {
  return formatTable(
    [
      "request",
      "conns",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "× ceiling",
      "requests",
      "failed",
      "p95 ms by round",
      "× ceiling by round",
    ],
    rows.map((row) => [
      row.scenario,
      row.connections,
      row.rps,
      row.p50,
      row.p95,
      row.p99,
      row.ratio,
      row.requests,
      row.failures,
      spread(row.p95Rounds),
      spread(row.ratioRounds),
    ]),
  );
}

/** The same rows as a Markdown table (docs/performance.md), one concurrency. */
export function markdownRows(rows: readonly MedianRow[]): string {
  const lines = rows.map(
    (row) =>
      `| ${row.scenario} | ${row.rps} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.ratio ?? "–"} | ${spread(row.p95Rounds)} | ${spread(row.ratioRounds)} |`,
  );
  return [
    "| request | req/s | p50 ms | p95 ms | p99 ms | × ceiling | p95 ms by round | × ceiling by round |",
    "|---|--:|--:|--:|--:|--:|--:|--:|",
    ...lines,
  ].join("\n");
}
