/**
 * What the code sends to PostgreSQL, for the plan benchmarks (bench/home-filters.ts,
 * bench/plans.ts): every statement the pg pool runs while a function runs, and the median
 * EXPLAIN (ANALYZE, BUFFERS) of one statement.
 */
import pg from "pg";
import { median } from "./stats";

export type Captured = { text: string; values: unknown[] };

let capturing: Captured[] | null = null;
const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  if (capturing) {
    if (typeof first === "string") capturing.push({ text: first, values: (second as unknown[]) ?? [] });
    else capturing.push({ text: first.text, values: first.values ?? (second as unknown[]) ?? [] });
  }
  return (poolQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Pool.prototype.query;

/** The statements `fn` sends through the pool (text and parameters). */
export async function captureSql(fn: () => Promise<unknown>): Promise<Captured[]> {
  capturing = [];
  try {
    await fn();
    return capturing;
  } finally {
    capturing = null;
  }
}

/** Planning + execution time (median of `runs`, after two warm-up runs) and the median run's plan. */
export async function explainMedian(client: pg.Client, q: Captured, runs: number) {
  const measured: { total: number; plan: string }[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const res = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
    const lines = res.rows.map((r: Record<string, string>) => r["QUERY PLAN"]);
    const num = (label: string) =>
      Number(lines.find((l) => l.startsWith(label))?.match(/([\d.]+) ms/)?.[1] ?? Number.NaN);
    if (i >= 2)
      measured.push({ total: num("Planning Time") + num("Execution Time"), plan: lines.join("\n") });
  }
  const m = median(measured.map((r) => r.total));
  return { median: m, plan: measured.find((r) => r.total === m)?.plan ?? "" };
}
