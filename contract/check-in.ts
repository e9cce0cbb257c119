import { z } from "zod";
import { CHECK_IN_TEXT } from "./ui-text/check-in-messages";

/**
 * Tickets and the door (issue 27, item 4; decision 111): a member going to an event holds a
 * ticket (their registration), shown as a QR code of a signed token; the event's door
 * volunteers check people in by scanning it, by name, or as walk-ins.
 */

/** How long before the start the door opens, and how long an event without an end runs. */
export const DOOR_OPENS_BEFORE_MS = 2 * 3_600_000;
export const EVENT_WITHOUT_END_RUNS_MS = 6 * 3_600_000;

/** The member's own ticket for an event (GET /api/v1/events/{id}/ticket). */
export interface TicketDto {
  ticket_id: string;
  event_id: string;
  /** What the QR code holds: signed by the server, no personal data. */
  token: string;
  /** The QR code as a PNG (also the image in the confirmation mail). */
  qr_url: string;
}

export const ticketScanSchema = z.object({
  token: z.string().trim().min(1, CHECK_IN_TEXT.ticketInvalid).max(200, CHECK_IN_TEXT.ticketInvalid),
});
export const walkInSchema = z.object({
  name: z.string().trim().min(2, CHECK_IN_TEXT.walkInName).max(120, CHECK_IN_TEXT.walkInName),
});
export const doorVolunteerSchema = z.object({ user_id: z.string().min(1).max(64) });

/** One line of the door list: a ticket holder (going) or a walk-in. */
export interface DoorAttendee {
  /** The ticket (registration) id, or the walk-in's check-in id. */
  id: string;
  name: string;
  house: string | null;
  walk_in: boolean;
  checked_in_at: string | null;
}

export interface DoorCounts {
  /** Tickets: members whose RSVP is going. */
  tickets: number;
  /** Tickets checked in. */
  checked_in: number;
  walk_ins: number;
}

/** The window in which the door is open: from two hours before the start until the end. */
export interface DoorWindow {
  opens_at: string;
  closes_at: string;
}

export interface DoorList {
  event: { id: string; title: string; start_date: string; time_zone: string };
  window: DoorWindow;
  counts: DoorCounts;
  attendees: DoorAttendee[];
}

/** What a check-in answers: done now, or already done (with when). */
export interface CheckInResult {
  outcome: "checked-in" | "already";
  attendee: DoorAttendee;
}

/** The events a member keeps the door for (the Check-in screen's list). */
export interface DoorEvent {
  id: string;
  title: string;
  start_date: string;
  time_zone: string;
  window: DoorWindow;
  open: boolean;
}

/** The admin event view's door panel: volunteers and counts, and after the event, no-shows. */
export interface AdminDoorSummary {
  volunteers: { user_id: string; name: string }[];
  counts: DoorCounts & { no_shows: number | null };
  window: DoorWindow;
}

/** A member's "events attended" (their profile; shown to members only if they choose). */
export interface AttendedEvent {
  id: string;
  title: string;
  start_date: string;
  time_zone: string;
}
