// Dates are written in the school's zone with `useSchoolTime()` (web/lib/school-time.ts).

/** First n characters, with an ellipsis when cut (spec §9 previews). */
export function preview(text: string | null | undefined, n: number): string {
  if (!text) return "";
  return text.length > n ? `${text.slice(0, n)}...` : text;
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** '1 alumni profile', '2 alumni profiles' (the plural is the singular plus s unless given). */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? singular : plural}`;
}
