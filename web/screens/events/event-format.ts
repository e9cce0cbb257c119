import { DATE_FORMAT, TIME_FORMAT } from "@contract/constants";
import type { EventDto } from "@contract/dto";
import { format } from "date-fns";

export const eventDate = (e: Pick<EventDto, "start_date">) => format(new Date(e.start_date), DATE_FORMAT);

/** 'h:mm a', or 'h:mm a – h:mm a' when the event ends the same day. */
export function eventTime(e: Pick<EventDto, "start_date" | "end_date">): string {
  const start = new Date(e.start_date);
  const startText = format(start, TIME_FORMAT);
  if (!e.end_date) return startText;
  const end = new Date(e.end_date);
  return start.toDateString() === end.toDateString()
    ? `${startText} – ${format(end, TIME_FORMAT)}`
    : `${startText} – ${format(end, `${DATE_FORMAT}, ${TIME_FORMAT}`)}`;
}

export const eventPlace = (e: Pick<EventDto, "is_virtual" | "location">) =>
  e.is_virtual ? "Virtual" : (e.location ?? "Location to be announced");
