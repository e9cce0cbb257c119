import { sql } from "drizzle-orm";
import type { CheckInResult, DoorAttendee, DoorCounts, DoorList } from "../../../contract/check-in";
import { CHECK_IN_TEXT } from "../../../contract/ui-text";
import { type Db, queryRows } from "../../db/client";
import { conflict, notFound } from "../../errors";
import { notifyPeople } from "../../realtime/hub";
import type { DoorEventRow } from "./access";
import { presentWindow } from "./door-window";

type AttendeeRow = Omit<DoorAttendee, "checked_in_at"> & { checked_in_at: Date | string | null };

/**
 * The door list: every ticket (a 'going' registration, or one checked in before its holder
 * changed their mind) with its check-in, and the walk-ins. Name and house only: a volunteer is
 * a member, and needs no more to find someone.
 */
function attendeesSql(eventId: string, only?: { ticket?: string; walkIn?: string }) {
  const ticket = only?.ticket ? sql`AND r.id = ${only.ticket}` : sql``;
  const walkIn = only?.walkIn ? sql`AND c.id = ${only.walkIn}` : sql``;
  const tickets = sql`SELECT r.id, coalesce(p.display_name, u.name) AS name, p.house, false AS walk_in,
        c.checked_in_at
      FROM event_registrations r
      JOIN "user" u ON u.id = r.user_id
      LEFT JOIN profiles p ON p.user_id = r.user_id
      LEFT JOIN event_check_ins c ON c.registration_id = r.id
      WHERE r.event_id = ${eventId} AND (r.status = 'going' OR c.id IS NOT NULL) ${ticket}`;
  const walkIns = sql`SELECT c.id, c.walk_in_name AS name, NULL AS house, true AS walk_in, c.checked_in_at
      FROM event_check_ins c
      WHERE c.event_id = ${eventId} AND c.walk_in_name IS NOT NULL ${walkIn}`;
  if (only?.ticket) return tickets;
  if (only?.walkIn) return walkIns;
  return sql`${tickets} UNION ALL ${walkIns} ORDER BY name, id`;
}

const present = (r: AttendeeRow): DoorAttendee => ({
  ...r,
  checked_in_at: r.checked_in_at === null ? null : new Date(r.checked_in_at).toISOString(),
});

/** Tickets, those checked in and walk-ins, in one statement. */
export async function doorCounts(db: Pick<Db, "execute">, eventId: string): Promise<DoorCounts> {
  const [row] = await queryRows<Record<keyof DoorCounts, string>>(
    db,
    sql`SELECT
        (SELECT count(*) FROM event_registrations r WHERE r.event_id = ${eventId} AND (r.status = 'going'
          OR EXISTS (SELECT 1 FROM event_check_ins c WHERE c.registration_id = r.id))) AS tickets,
        (SELECT count(*) FROM event_check_ins c WHERE c.event_id = ${eventId} AND c.registration_id IS NOT NULL) AS checked_in,
        (SELECT count(*) FROM event_check_ins c WHERE c.event_id = ${eventId} AND c.walk_in_name IS NOT NULL) AS walk_ins`,
  );
  return { tickets: Number(row.tickets), checked_in: Number(row.checked_in), walk_ins: Number(row.walk_ins) };
}

export async function doorList(db: Db, event: DoorEventRow): Promise<DoorList> {
  const [rows, counts] = await Promise.all([
    queryRows<AttendeeRow>(db, attendeesSql(event.id)),
    doorCounts(db, event.id),
  ]);
  return {
    event: {
      id: event.id,
      title: event.title,
      start_date: event.startDate.toISOString(),
      time_zone: event.timeZone,
    },
    window: presentWindow(event),
    counts,
    attendees: rows.map(present),
  };
}

/** The office and the event's volunteers hear of each check-in, so their counts follow live. */
async function tellTheDoor(tx: Pick<Db, "execute">, eventId: string) {
  const rows = await queryRows<{ user_id: string }>(
    tx,
    sql`SELECT user_id FROM user_roles WHERE role = 'admin'
        UNION SELECT user_id FROM event_door_volunteers WHERE event_id = ${eventId}`,
  );
  await notifyPeople(
    tx,
    rows.map((r) => r.user_id),
    { type: "check-ins", event_id: eventId },
  );
}

/**
 * Checks a ticket in, once: the unique index on registration_id makes the first writer win,
 * even when two volunteers scan the same code at once; the second is told when it happened.
 */
export async function checkInTicket(
  db: Db,
  eventId: string,
  ticketId: string,
  by: string,
): Promise<CheckInResult> {
  return db.transaction(async (tx) => {
    const inserted = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO event_check_ins (event_id, registration_id, checked_in_by)
          SELECT r.event_id, r.id, ${by} FROM event_registrations r
          WHERE r.id = ${ticketId} AND r.event_id = ${eventId} AND r.status = 'going'
          ON CONFLICT (registration_id) DO NOTHING
          RETURNING id`,
    );
    const [row] = await queryRows<AttendeeRow>(tx, attendeesSql(eventId, { ticket: ticketId }));
    if (!row) {
      const [other] = await queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM event_registrations WHERE id = ${ticketId} AND event_id = ${eventId}`,
      );
      throw other ? conflict(CHECK_IN_TEXT.ticketNotGoing) : notFound(CHECK_IN_TEXT.ticketInvalid);
    }
    if (inserted.length > 0) await tellTheDoor(tx, eventId);
    return { outcome: inserted.length > 0 ? "checked-in" : "already", attendee: present(row) };
  });
}

/** Someone who came without an RSVP, added and checked in at the door by name. */
export async function addWalkIn(db: Db, eventId: string, name: string, by: string): Promise<CheckInResult> {
  return db.transaction(async (tx) => {
    const [{ id }] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO event_check_ins (event_id, walk_in_name, checked_in_by)
          VALUES (${eventId}, ${name}, ${by}) RETURNING id`,
    );
    const [row] = await queryRows<AttendeeRow>(tx, attendeesSql(eventId, { walkIn: id }));
    await tellTheDoor(tx, eventId);
    return { outcome: "checked-in", attendee: present(row) };
  });
}
