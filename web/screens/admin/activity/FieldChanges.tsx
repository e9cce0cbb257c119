import type { AdminAuditEntry } from "@contract/admin-content";
import { useSchoolTime } from "@/lib/school-time";

/** Field names whose words alone would not read well (the rest: 'firstPlacePoints' → 'First place points'). */
const LABELS: Record<string, string> = {
  displayName: "Name",
  currentRole: "Current role",
  graduationYear: "Graduation year",
  isVirtual: "Online",
  maxAttendees: "Capacity",
  bgLight: "Light background",
  textColor: "Text colour",
  competitionDate: "Date",
  moderationStatus: "Status",
  moderation_status: "Status",
  linkedinUrl: "LinkedIn",
  privacySettings: "Privacy settings",
  resultsRescored: "Results rescored",
  chapter_id: "Chapter",
  timeZone: "Time zone",
  rows: "Rows",
};

/** 'moderationStatus' / 'first_place_points' → 'Moderation status' / 'First place points'. */
export function fieldLabel(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A competition's placing as the office says it: "1. Tagore (10 points)". */
function placing(v: unknown): string | null {
  if (!isRecord(v) || typeof v.position !== "number" || typeof v.house !== "string") return null;
  return `${v.position}. ${v.house}${typeof v.points === "number" ? ` (${v.points} points)` : ""}`;
}

/** One field's value as the office reads it; `when` writes a moment (in the school's zone). */
function show(value: unknown, when: (iso: string) => string): string {
  if (value === null || value === undefined || value === "") return "—";
  const place = placing(value);
  if (place) return place;
  if (typeof value === "string") return /^\d{4}-\d{2}-\d{2}T/.test(value) ? when(value) : value;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value))
    return value.length === 0
      ? "—"
      : value.map((v) => show(v, when)).join(value.some(isRecord) ? " · " : ", ");
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${fieldLabel(k)}: ${show(v, when)}`)
      .join("; ");
  }
  return String(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

// The one list an audit row keeps whole is a competition's results (house, position, points).
const asRecord = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : v == null ? {} : { results: v });

/**
 * The change of one audit row field by field (issue 13): for an edit only the fields that
 * changed, before → after; for a create or delete every field it kept.
 */
export function FieldChanges({ entry }: { entry: Pick<AdminAuditEntry, "before" | "after"> }) {
  const when = useSchoolTime().dateTime;
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const both = entry.before != null && entry.after != null;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !both || JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  if (keys.length === 0) return <span className="text-xs text-muted-foreground">No field changed</span>;
  return (
    <dl className="grid max-w-xl grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-xs">
      {keys.map((k) => (
        <div key={k} className="contents">
          <dt className="font-medium text-muted-foreground">{fieldLabel(k)}</dt>
          <dd className="break-words">
            {both ? (
              <>
                <del className="text-muted-foreground">{show(before[k], when)}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> changed to </span>
                <ins className="no-underline">{show(after[k], when)}</ins>
              </>
            ) : (
              show(k in after ? after[k] : before[k], when)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
