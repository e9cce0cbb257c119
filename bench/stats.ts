/** Percentiles and medians of the benches' repeated measurements (one definition for every bench). */
export function pct(xs: number[], p: number): number {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? Number.NaN;
}

/** The median of the runs that produced a figure (a run can lack one: it is left out). */
export const median = (xs: number[]) => pct(xs, 0.5);
