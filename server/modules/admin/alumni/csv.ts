/**
 * CSV cells for the alumni export: RFC 4180 quoting (plus any cell with a semicolon, which
 * spreadsheets in many locales treat as the separator), and formula-injection safety — a cell
 * that a spreadsheet would run as a formula (starting with = + - @, tab or carriage return)
 * is prefixed with a single quote. unescapeCell undoes that on import, so export → import
 * round-trips.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: Array<string | number | null | undefined>): string {
  return cells.map(csvCell).join(",");
}

export function unescapeCell(value: string): string {
  return value.length > 1 && value[0] === "'" && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
