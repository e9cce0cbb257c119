import { SCHOOL_TIME_ZONE } from "@contract/constants";
import { formatMomentInZone } from "@contract/time-zones";
import { fromZonedInput, toZonedInput } from "@/lib/zoned-time";

/*
 * A newsletter is scheduled in the school's time zone (issue 25, item 3): the office types the
 * school's wall clock whatever its own computer's zone. SCHOOL_TIME_ZONE is read here only, so
 * when the zone becomes a setting this file is the one to change.
 */

/** The `datetime-local` value (the school's wall clock) → the instant the API takes; null when empty. */
export const schoolInputToInstant = (value: string) => fromZonedInput(value, SCHOOL_TIME_ZONE);

/** An instant → the `datetime-local` value showing the school's wall clock. */
export const instantToSchoolInput = (iso: string | null) => toZonedInput(iso, SCHOOL_TIME_ZONE);

/** "December 1, 2026, 5:30 PM GMT+5:30": when a scheduled issue starts, in the school's zone. */
export const formatSchoolMoment = (iso: string) => formatMomentInZone(iso, SCHOOL_TIME_ZONE);

export const SCHOOL_ZONE_NAME = SCHOOL_TIME_ZONE;
