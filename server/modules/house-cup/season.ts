import { ACADEMIC_YEAR_START_MONTH } from "../../../contract/constants";
import { yearMonthInZone } from "../../../contract/time-zones";

/**
 * The House Cup's season, from its competitions' dates (issue 21: the heading said "2024-25"
 * while every competition was in 2026). A school year runs from ACADEMIC_YEAR_START_MONTH to
 * the month before it a year later, dated in the school's zone (the office's setting); it is written "2026-27".
 */

/** The school year a moment falls in, as its first calendar year. */
export function schoolYearOf(instant: Date, zone: string): number {
  const { year, month } = yearMonthInZone(instant, zone);
  return month >= ACADEMIC_YEAR_START_MONTH ? year : year - 1;
}

const written = (first: number) => `${first}-${String((first + 1) % 100).padStart(2, "0")}`;

/**
 * The school year(s) the dated competitions fall in: "2026-27", or "2025-26 to 2026-27" when
 * they span more than one (the standings add up every result kept); without a dated
 * competition, the school year of `now`.
 */
export function houseCupSeason(dates: ReadonlyArray<Date | null>, now: Date, zone: string): string {
  const years = dates.filter((d): d is Date => d !== null).map((d) => schoolYearOf(d, zone));
  if (years.length === 0) return written(schoolYearOf(now, zone));
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first === last ? written(first) : `${written(first)} to ${written(last)}`;
}
