import type { EventDto } from "@contract/dto";
import { dateText, timeText } from "@/lib/format";

export const eventDate = (e: Pick<EventDto, "start_date">) => dateText(new Date(e.start_date));

/** 'h:mm a', or 'h:mm a – h:mm a' when the event ends the same day. */
export function eventTime(e: Pick<EventDto, "start_date" | "end_date">): string {
  const start = new Date(e.start_date);
  const startText = timeText(start);
  if (!e.end_date) return startText;
  const end = new Date(e.end_date);
  return start.toDateString() === end.toDateString()
    ? `${startText} – ${timeText(end)}`
    : `${startText} – ${dateText(end)}, ${timeText(end)}`;
}

export const eventPlace = (e: Pick<EventDto, "is_virtual" | "location">) =>
  e.is_virtual ? "Virtual" : (e.location ?? "Location to be announced");
