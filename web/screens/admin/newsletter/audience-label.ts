import type { NewsletterAudience } from "@contract/newsletter";
import { isWholeList } from "@contract/newsletter";

/** An audience in a few words for the office's lists ("Class of 1996", "House Tata, mentors" …). */
export function audienceLabel(
  a: NewsletterAudience,
  chapterName?: (id: string) => string | undefined,
): string {
  if (isWholeList(a)) return "all subscribers";
  const parts: string[] = [];
  if (a.house) parts.push(`House ${a.house}`);
  if (a.year_from !== undefined)
    parts.push(
      a.year_to === undefined || a.year_to === a.year_from
        ? `Class of ${a.year_from}`
        : `Classes of ${a.year_from}–${a.year_to}`,
    );
  else if (a.year_to !== undefined) parts.push(`Classes up to ${a.year_to}`);
  if (a.chapter_id) parts.push(chapterName?.(a.chapter_id) ?? "a chapter's members");
  if (a.mentors) parts.push("mentors");
  return parts.join(", ");
}
