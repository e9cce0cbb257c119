import { DATE_FORMAT, TIME_FORMAT } from "@contract/constants";
import { format } from "date-fns";

/** Spec §9 date format 'MMMM d, yyyy'; `fallback` when there is no (valid) date. */
export function formatDate(iso: string | null | undefined, fallback = ""): string {
  if (!iso) return fallback;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? fallback : format(d, DATE_FORMAT);
}

/** Spec §9 time format 'h:mm a'. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : format(d, TIME_FORMAT);
}

/** Two-digit graduation year of the alumni card: 1998 → "'98". */
export function twoDigitYear(year: number | null | undefined): string | null {
  return typeof year === "number" ? `'${String(year % 100).padStart(2, "0")}` : null;
}

export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}
