import { TZDate } from "@date-fns/tz";

/**
 * Form fields hold wall-clock times in the event's zone (issue 11, item 7), not the browser's:
 * an organiser in London proposing a dinner at the school types the school's 7 PM.
 */

/** A date (yyyy-mm-dd) and a time (HH:mm) in `zone` → an ISO instant; null when either is empty or invalid. */
export function joinInZone(date: string, time: string, zone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const at = new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), zone);
  return Number.isNaN(at.getTime()) ? null : new Date(at.getTime()).toISOString();
}

/** The value of an `<input type="datetime-local">` (yyyy-mm-ddTHH:mm, wall clock in `zone`) → ISO instant. */
export function fromZonedInput(value: string, zone: string): string | null {
  const [date = "", time = ""] = value.split("T");
  return joinInZone(date, time.slice(0, 5), zone);
}

/** An ISO instant → the `<input type="datetime-local">` value showing its wall clock in `zone`. */
export function toZonedInput(iso: string | null | undefined, zone: string): string {
  if (!iso) return "";
  // A TZDate's getters read the wall clock in its zone.
  const d = new TZDate(new Date(iso).getTime(), zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
