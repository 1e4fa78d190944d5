// The PostgreSQL plan of every listing query: the statements Prisma (or the near listing's raw SQL) sends for each
// GET /api/jobs variant are captured from the client's query log and run again under EXPLAIN ANALYZE.
import type { Sql } from "./seed";

/** `ms` is the execution time, `planningMs` PostgreSQL's planning of the statement (paid on every execution). */
export type Plan = {
  listing: string;
  statement: string;
  params: unknown[];
  plan: string;
  ms: number;
  planningMs: number;
  seqScanOnJob: boolean;
  sortOverJob: boolean;
};

export type Captured = { query: string; params: string };

/** Whether a plan reads the jobs table whole or sorts its rows (the budgets forbid both on a listing page). */
export function planFlags(plan: string): { seqScanOnJob: boolean; sortOverJob: boolean } {
  const seqScanOnJob = /Seq Scan on "Job"/.test(plan);
  // A Sort node (incremental or not) with a scan of Job among its descendants (the more indented lines below it).
  const lines = plan.split("\n");
  const sortOverJob = lines.some((line, index) => {
    if (!/^(->\s+)?(Incremental )?Sort\s+\(/.test(line.trim())) return false;
    const indent = line.search(/\S/);
    const end = lines.findIndex((child, at) => at > index && child.trim() !== "" && child.search(/\S/) <= indent);
    return lines.slice(index + 1, end === -1 ? undefined : end).some((child) => /on "Job"/.test(child));
  });
  return { seqScanOnJob, sortOverJob };
}

/** EXPLAIN (ANALYZE, BUFFERS) of each captured statement that reads the jobs table. */
export async function explainAll(sql: Sql, listing: string, captured: Captured[]): Promise<Plan[]> {
  const plans: Plan[] = [];
  for (const { query, params } of captured) {
    if (!/"Job"/.test(query) || /^\s*(BEGIN|COMMIT|ROLLBACK)/i.test(query)) continue;
    const values = JSON.parse(params) as unknown[];
    const { rows } = await sql.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, values);
    const plan = rows.map((row) => String(row["QUERY PLAN"])).join("\n");
    const time = (label: string) => Number(new RegExp(`${label} Time: ([\\d.]+) ms`).exec(plan)?.[1] ?? NaN);
    plans.push({
      listing,
      statement: query,
      params: values,
      plan,
      ms: time("Execution"),
      planningMs: time("Planning"),
      ...planFlags(plan),
    });
  }
  return plans;
}
