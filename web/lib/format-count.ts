// Its own module, not in format.ts: a page that shows a count (/events' tabs) need not load the
// date formatting and its time-zone code with it (the JavaScript budget, decision 133).

/**
 * A count with en-US thousands separators (12,345). Whole numbers are grouped here: the first
 * `toLocaleString` of a page loads ICU's number data, measured at ~70 ms (275 ms on
 * Lighthouse's throttled phone) inside the home page's hydration. Anything else goes to Intl.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString("en-US");
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return n < 0 ? `-${digits}` : digits;
}
