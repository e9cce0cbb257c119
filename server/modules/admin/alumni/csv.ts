import Papa from "papaparse";

/**
 * CSV for the office's exports, written by Papa Parse (`unparse`, the library that also reads
 * the import; decision 116): RFC 4180 quoting and, with `escapeFormulae`, formula-injection
 * safety — a cell a spreadsheet would run as a formula (starting with = + - @, tab or carriage
 * return) is prefixed with a single quote. Two rules are ours: a cell with a semicolon is quoted
 * too (spreadsheets in many locales split on it, so `Acme;=HYPERLINK(…)` would start a formula
 * cell mid-value), and so is one with space at either end (kept as typed). unescapeCell undoes
 * the quote prefix on import, so export → import round-trips.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

type Cell = string | number | null | undefined;

const UNPARSE: Papa.UnparseConfig = {
  // Our pattern, not the default `true` (/^[=+\-@\t\r].*$/, which misses "=1+1\nx": its `.*$`
  // stops at the line break).
  escapeFormulae: FORMULA_START,
  newline: "\r\n",
  quotes: (value: unknown) => typeof value === "string" && (value.includes(";") || value !== value.trim()),
};

export function csvLine(cells: Cell[]): string {
  return Papa.unparse([cells.map((c) => c ?? null)], UNPARSE);
}

export function csvCell(value: Cell): string {
  return csvLine([value]);
}

export function unescapeCell(value: string): string {
  return value.length > 1 && value[0] === "'" && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
