import { and, eq, sql } from "drizzle-orm";
import type { AdminDoorSummary } from "../../../../contract/check-in";
import { ADMIN_RULES, CHECK_IN_TEXT } from "../../../../contract/ui-text";
import { recordAudit } from "../../../audit";
import { type Db, queryRows } from "../../../db/client";
import { eventDoorVolunteers, events, user } from "../../../db/schema";
import { notFound } from "../../../errors";
import { isEventOver, presentWindow } from "../../check-in/door-window";
import { doorCounts } from "../../check-in/queries";

async function timesOf(db: Pick<Db, "select">, eventId: string) {
  const [event] = await db
    .select({ startDate: events.startDate, endDate: events.endDate })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw notFound(ADMIN_RULES.eventNotFound);
  return event;
}

/**
 * The admin event view's door panel (issue 27, items 4 and 5): the volunteers, the counts
 * (live while it runs), and once the event is over, the no-shows: tickets nobody checked in.
 */
export async function doorSummary(db: Db, eventId: string, now = new Date()): Promise<AdminDoorSummary> {
  const event = await timesOf(db, eventId);
  const [volunteers, counts] = await Promise.all([
    queryRows<{ user_id: string; name: string }>(
      db,
      sql`SELECT v.user_id, coalesce(p.display_name, u.name) AS name
          FROM event_door_volunteers v JOIN "user" u ON u.id = v.user_id
          LEFT JOIN profiles p ON p.user_id = v.user_id
          WHERE v.event_id = ${eventId} ORDER BY name`,
    ),
    doorCounts(db, eventId),
  ]);
  const over = isEventOver(event, now);
  return {
    volunteers,
    counts: { ...counts, no_shows: over ? counts.tickets - counts.checked_in : null },
    window: presentWindow(event),
  };
}

/**
 * Makes a member a door volunteer for one event, or no longer one (audited). Making them again
 * changes nothing; removing one who is not is a 404.
 */
export async function setDoorVolunteer(
  db: Db,
  actorId: string,
  eventId: string,
  userId: string,
  on: boolean,
) {
  await db.transaction(async (tx) => {
    await timesOf(tx, eventId);
    const [member] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!member) throw notFound(CHECK_IN_TEXT.volunteerNotMember);
    const changed = on
      ? await tx
          .insert(eventDoorVolunteers)
          .values({ eventId, userId, assignedBy: actorId })
          .onConflictDoNothing()
          .returning({ userId: eventDoorVolunteers.userId })
      : await tx
          .delete(eventDoorVolunteers)
          .where(and(eq(eventDoorVolunteers.eventId, eventId), eq(eventDoorVolunteers.userId, userId)))
          .returning({ userId: eventDoorVolunteers.userId });
    if (changed.length === 0) {
      if (on) return;
      throw notFound(CHECK_IN_TEXT.volunteerNotMember);
    }
    await recordAudit(tx, {
      actorId,
      action: on ? "event.add_door_volunteer" : "event.remove_door_volunteer",
      targetType: "event",
      targetId: eventId,
      ...(on ? { after: { user_id: userId } } : { before: { user_id: userId } }),
    });
  });
}
