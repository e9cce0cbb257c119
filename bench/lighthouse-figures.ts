/**
 * What bench/lighthouse.ts keeps of one Lighthouse run: the category scores, the metrics, and
 * where the main thread's time went (so a change of Total Blocking Time can be explained from the
 * printed output alone: its long tasks, the scripts' boot-up time, the DOM's size and the
 * server's response time).
 */
import { median } from "./stats";

/** What this bench reads of a Lighthouse result (LH.Result; Lighthouse is installed on demand). */
export interface LhAudit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  errorMessage?: string;
  details?: unknown;
}
export interface LhResult {
  /** Set when Lighthouse could not measure the load at all (NO_NAVSTART, NO_FCP …): "run again". */
  runtimeError?: { code: string; message: string };
  categories: Record<string, { id: string; score: number | null; auditRefs: Array<{ id: string }> }>;
  audits: Record<string, LhAudit>;
}
interface TraceEvent {
  ts: number;
  dur?: number;
  tdur?: number;
}
/** The part of Lighthouse's TraceProcessor (core/lib/tracehouse) this bench uses. */
export interface TraceProcessorApi {
  processTrace(trace: unknown): { mainThreadEvents: TraceEvent[] };
  processNavigation(processed: unknown): { timestamps: { firstContentfulPaint: number } };
  isScheduleableTask(event: TraceEvent): boolean;
}

export interface RunFigures {
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** Time to first byte of the page's HTML (`server-response-time`), ms. */
  serverResponse: number;
  /** Elements in the DOM at the end of the load (`dom-size`). */
  domNodes: number;
  /** Main-thread time by kind (`mainthread-work-breakdown`: scriptEvaluation, styleLayout, …), ms. */
  mainThread: Record<string, number>;
  /**
   * Blocking time from the main thread's CPU time: each top-level task after the first
   * contentful paint counted as 4 x its thread time (as Lighthouse's 4x slower CPU), less 50 ms.
   * Lighthouse's own TBT simulates from the tasks' wall time, which other processes on a busy
   * machine stretch (a 5 ms task measured as 25 ms wall becomes 100 ms and "blocks" 50); the
   * thread time is what the page itself spent, so this figure compares builds on a loaded machine.
   */
  cpuTbt: number;
  /** The main thread's CPU time after the first contentful paint (thread time, unthrottled), ms. */
  cpuAfterFcp: number;
  /** The machine's speed as Lighthouse measured it before the run (lower: busier). */
  benchmarkIndex: number;
  /** The long tasks Lighthouse saw (`long-tasks`, 4x CPU as simulated): "start+duration ms". */
  longTasks: string[];
  failed: string[];
  /** Audits Lighthouse could not run (its category then has no score in that run). */
  errored: string[];
}

const itemsOf = (audit: LhAudit | undefined) =>
  ((audit?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []) as Array<
    Record<string, unknown>
  >;

/** cpuTbt and cpuAfterFcp of a run's trace (NaN when the trace has no first contentful paint). */
function cpuFigures(
  trace: unknown,
  TraceProcessor: TraceProcessorApi,
): { cpuTbt: number; cpuAfterFcp: number } {
  try {
    const processed = TraceProcessor.processTrace(trace);
    const fcp = TraceProcessor.processNavigation(processed).timestamps.firstContentfulPaint;
    let cpuTbt = 0;
    let cpuAfterFcp = 0;
    for (const event of processed.mainThreadEvents) {
      if (!TraceProcessor.isScheduleableTask(event) || event.ts < fcp) continue;
      const threadMs = (event.tdur ?? event.dur ?? 0) / 1000;
      cpuAfterFcp += threadMs;
      cpuTbt += Math.max(0, 4 * threadMs - 50);
    }
    return { cpuTbt, cpuAfterFcp };
  } catch (err) {
    // A run whose trace lost its navigation (NO_NAVSTART, NO_FCP) has no such figure: NaN, left
    // out of the median like Lighthouse's own errored audits.
    console.warn(`no CPU figures for this run: ${(err as Error).message}`);
    return { cpuTbt: Number.NaN, cpuAfterFcp: Number.NaN };
  }
}

export function figuresOf(
  lhr: LhResult,
  trace: unknown,
  benchmarkIndex: number,
  TraceProcessor: TraceProcessorApi,
): RunFigures {
  const { categories, audits } = lhr;
  const mainThread: Record<string, number> = {};
  for (const item of itemsOf(audits["mainthread-work-breakdown"]))
    mainThread[String(item.group)] = (mainThread[String(item.group)] ?? 0) + Number(item.duration);
  return {
    // A category with an errored audit has no score (null): left out of the median, not 0.
    scores: Object.fromEntries(
      Object.entries(categories).map(([k, c]) => [
        k,
        c.score === null ? Number.NaN : Math.round(c.score * 100),
      ]),
    ),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    serverResponse: audits["server-response-time"]?.numericValue ?? Number.NaN,
    domNodes: audits["dom-size"]?.numericValue ?? Number.NaN,
    mainThread,
    ...cpuFigures(trace, TraceProcessor),
    benchmarkIndex,
    longTasks: itemsOf(audits["long-tasks"]).map(
      (t) => `${Math.round(Number(t.startTime))}+${Math.round(Number(t.duration))}`,
    ),
    failed: Object.values(categories)
      .filter((c) => c.id !== "performance")
      .flatMap((c) => c.auditRefs.map((r) => audits[r.id]))
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
      .map((a) => (a as LhAudit).id),
    errored: Object.values(audits)
      .filter((a) => a.scoreDisplayMode === "error")
      .map((a) => `${a.id} (${a.errorMessage ?? "no message"})`),
  };
}

export interface Row {
  route: string;
  target: string;
  figures: RunFigures[];
}

const MAIN_THREAD_GROUPS = [
  "scriptEvaluation",
  "scriptParseCompile",
  "styleLayout",
  "paintCompositeRender",
  "parseHTML",
];

/** The scores table, then the main thread's figures and the failed audits, medians of the runs. */
export function printRows(rows: Row[], heading: string) {
  const m = (figures: RunFigures[], f: (x: RunFigures) => number) => median(figures.map(f));
  console.log(heading);
  console.log(
    "| route | build | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const { route, target, figures } of rows) {
    // "97 (2 of 3)": only two runs gave the category a score (see the errored audits below).
    const score = (category: string) => {
      const scored = figures.filter((x) => Number.isFinite(x.scores[category])).length;
      const value = m(figures, (x) => x.scores[category] ?? Number.NaN);
      return scored === figures.length ? String(value) : `${value} (${scored} of ${figures.length})`;
    };
    console.log(
      `| ${route} | ${target} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ` +
        `${Math.round(m(figures, (x) => x.lcp))} | ${Math.round(m(figures, (x) => x.tbt))} | ${m(figures, (x) => x.cls).toFixed(3)} |`,
    );
  }
  console.log(
    "\nWhere the main thread went (medians). TBT from CPU: as TBT, from the tasks' thread time rather than their wall time (see RunFigures.cpuTbt); " +
      "main-thread kinds and long tasks as Lighthouse simulates them (4x slower CPU); benchmark index: the machine's speed before each run (lower: busier).",
  );
  console.log(
    `| route | build | TBT ms, each run | TBT from CPU ms, each run | CPU after FCP ms | server response ms | DOM nodes | ${MAIN_THREAD_GROUPS.join(" | ")} | benchmark index | long tasks (start+duration ms), median run |`,
  );
  console.log(`|---|---|---|---|---|---|---|${MAIN_THREAD_GROUPS.map(() => "---|").join("")}---|---|`);
  const each = (xs: number[]) => xs.map((t) => (Number.isFinite(t) ? Math.round(t) : "-")).join(", ");
  for (const { route, target, figures } of rows) {
    const tbts = figures.map((x) => x.tbt);
    const medianRun = figures.find((x) => x.tbt === median(tbts)) ?? figures[0];
    const groups = MAIN_THREAD_GROUPS.map((g) => Math.round(m(figures, (x) => x.mainThread[g] ?? 0)));
    console.log(
      `| ${route} | ${target} | ${each(tbts)} (${Math.round(median(tbts))}) | ${each(figures.map((x) => x.cpuTbt))} (${Math.round(m(figures, (x) => x.cpuTbt))}) | ` +
        `${Math.round(m(figures, (x) => x.cpuAfterFcp))} | ${Math.round(m(figures, (x) => x.serverResponse))} | ${m(figures, (x) => x.domNodes)} | ` +
        `${groups.join(" | ")} | ${Math.round(m(figures, (x) => x.benchmarkIndex))} | ${medianRun?.longTasks.join(", ") || "none"} |`,
    );
  }
  for (const { route, target, figures } of rows) {
    const failed = [...new Set(figures.flatMap((f) => f.failed))];
    if (failed.length) console.log(`failed audits on ${route} (${target}): ${failed.join(", ")}`);
    const errored = figures.filter((f) => f.errored.length);
    // One line per run that lost audits: how many, and the first one's message (they share it).
    for (const f of errored)
      console.log(`one run on ${route} (${target}) lost ${f.errored.length} audits, e.g. ${f.errored[0]}`);
  }
}
