import { formatMomentInZone } from "@contract/time-zones";
import { useSchoolTimeZone } from "@/api/settings";
import { fromZonedInput, toZonedInput } from "@/lib/zoned-time";

/*
 * A newsletter is scheduled in the school's time zone (issue 25, item 3): the office types the
 * school's wall clock whatever its own computer's zone. The zone is the office's setting (issue
 * 29), read with the public settings.
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
  };
}
