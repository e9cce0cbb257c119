import { and, eq } from "drizzle-orm";
import { CHECK_IN_TEXT, EVENT_MESSAGES } from "../../../contract/ui-text";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { eventDoorVolunteers, events } from "../../db/schema";
import { forbidden, notFound } from "../../errors";
import { authorize, isAdmin } from "../../policies";
import { isDoorOpen } from "./door-window";

export interface DoorEventRow {
  id: string;
  title: string;
  startDate: Date;
  endDate: Date | null;
  timeZone: string;
}

/**
 * Who may work an event's door (decision 111), enforced here for every Check-in request: the
 * office at any time; a door volunteer of this event only while it runs (door-window.ts);
 * anyone else, a 403. A visitor gets 401, an event that is not approved a 404.
 */
export async function requireDoorAccess(
  db: Db,
  viewer: Viewer | null,
  eventId: string,
  now = new Date(),
): Promise<{ viewer: Viewer; event: DoorEventRow }> {
  authorize(viewer, { kind: "event.rsvp" });
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      startDate: events.startDate,
      endDate: events.endDate,
      timeZone: events.timeZone,
      status: events.moderationStatus,
      volunteer: eventDoorVolunteers.userId,
    })
    .from(events)
    .leftJoin(
      eventDoorVolunteers,
      and(eq(eventDoorVolunteers.eventId, events.id), eq(eventDoorVolunteers.userId, viewer.user.id)),
    )
    .where(eq(events.id, eventId));
  if (row?.status !== "approved") throw notFound(EVENT_MESSAGES.notFound);
  const { status: _status, volunteer, ...event } = row;
  if (isAdmin(viewer)) return { viewer, event };
  if (!volunteer) throw forbidden(CHECK_IN_TEXT.notVolunteer);
  if (!isDoorOpen(event, now)) throw forbidden(CHECK_IN_TEXT.doorClosed);
  return { viewer, event };
}
