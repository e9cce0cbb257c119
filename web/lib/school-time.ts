import { formatMomentInZone } from "@contract/time-zones";
import { useSchoolTimeZone } from "@/api/settings";
import { formatDate, formatDateTime, formatTime } from "@/lib/format";
import { fromZonedInput, toZonedInput } from "@/lib/zoned-time";

/*
 * The school's clock for the office's screens. A newsletter is scheduled in the school's time
 * zone (issue 25, item 3): the office types the school's wall clock whatever its own computer's
 * zone; and every date the admin screens show is the school's too (issue 29, decision 128), so
 * two offices in different zones read the same day. The zone is the office's setting (issue 29),
 * read with the public settings; the formats are web/lib/format.ts's.
 */
export function useSchoolTime() {
  const zone = useSchoolTimeZone();
  return {
    /** The zone's IANA name, for a field's label. */
    zone,
    /** The `datetime-local` value (the school's wall clock) → the instant the API takes; null when empty. */
    inputToInstant: (value: string) => fromZonedInput(value, zone),
    /** An instant → the `datetime-local` value showing the school's wall clock. */
    instantToInput: (iso: string | null) => toZonedInput(iso, zone),
    /** "December 1, 2026, 5:30 PM GMT+5:30": when a scheduled issue starts, in the school's zone. */
    moment: (iso: string) => formatMomentInZone(iso, zone),
    /** Spec §9 'MMMM d, yyyy' in the school's zone; "" when there is no date. */
    date: (iso: string | null | undefined) => formatDate(iso, zone),
    /** Spec §9 'h:mm a' in the school's zone. */
    time: (iso: string | null | undefined) => formatTime(iso, zone),
    /** "December 1, 2026 at 5:30 PM" in the school's zone. */
    dateTime: (iso: string | null | undefined) => formatDateTime(iso, zone),
  };
}
