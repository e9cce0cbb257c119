import { formatDateInZone, formatTimeInZone } from "@contract/time-zones";

/** "December 1, 2026 at 5:30 PM": an instant of the event in its own zone. */
export const doorMoment = (iso: string, zone: string) =>
  `${formatDateInZone(iso, zone)} at ${formatTimeInZone(iso, zone)}`;
