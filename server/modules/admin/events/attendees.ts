import { type SQL, sql } from "drizzle-orm";
import {
  type AdminRegistrationRow,
  type AdminRegistrationsPage,
  ATTENDEE_CSV_COLUMNS,
  attendeesFileName,
  RSVP_STATUS_LABELS,
  WALK_IN_STATUS,
} from "../../../../contract/admin-office";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { recordAudit } from "../../../audit";
import { type Db, queryRows } from "../../../db/client";
import { notFound } from "../../../errors";
import { csvLine } from "../alumni/csv";
import { pageWindow } from "../paging";

/**
 * The account's e-mail and the guests' names go only into the export (the office writes to those
 * coming and prints the door list), not the table.
 */
type Row = Omit<AdminRegistrationRow, "registered_at" | "checked_in_at"> & {
  registered_at: Date | string;
  checked_in_at: Date | string | null;
  email: string;
  guests: number;
  guest_names: string[];
};

/**
 * An event's registrations in the order they came (index event_registrations_event_created_idx),
 * each with the member's name, house and year from their profile (the account name if the
 * profile is gone). The office sees every registration, whatever the member's privacy settings:
 * it runs the event.
 */
function registrationsSql(eventId: string, window: SQL) {
  return sql`SELECT r.user_id, p.id AS profile_id, coalesce(p.display_name, u.name) AS name,
        u.email, p.house, p.graduation_year, r.status, r.guests, r.guest_names, r.created_at AS registered_at,
        c.checked_in_at
      FROM event_registrations r
      JOIN "user" u ON u.id = r.user_id
      LEFT JOIN profiles p ON p.user_id = r.user_id
      LEFT JOIN event_check_ins c ON c.registration_id = r.id
      WHERE r.event_id = ${eventId}
      ORDER BY r.created_at, r.id ${window}`;
}

/** Walk-ins (issue 27): checked in at the door without an RSVP, with the name they gave. */
type WalkInRow = { name: string; checked_in_at: Date | string };
const walkInsSql = (eventId: string) =>
  sql`SELECT walk_in_name AS name, checked_in_at FROM event_check_ins
      WHERE event_id = ${eventId} AND walk_in_name IS NOT NULL ORDER BY checked_in_at, id`;

const present = ({
  email: _email,
  guests: _guests,
  guest_names: _names,
  ...r
}: Row): AdminRegistrationRow => ({
  ...r,
  registered_at: new Date(r.registered_at).toISOString(),
  checked_in_at: r.checked_in_at === null ? null : new Date(r.checked_in_at).toISOString(),
});

async function eventTitle(db: Pick<Db, "execute">, id: string): Promise<string> {
  const [event] = await queryRows<{ title: string }>(db, sql`SELECT title FROM events WHERE id = ${id}`);
  if (!event) throw notFound(ADMIN_RULES.eventNotFound);
  return event.title;
}

export async function listRegistrations(
  db: Db,
  id: string,
  q: { page: number; page_size: number },
): Promise<AdminRegistrationsPage> {
  await eventTitle(db, id);
  const { limit, offset } = pageWindow(q);
  const [rows, [counts], walkIns] = await Promise.all([
    queryRows<Row>(db, registrationsSql(id, sql`LIMIT ${limit} OFFSET ${offset}`)),
    queryRows<{ going: string; interested: string; not_going: string }>(
      db,
      sql`SELECT count(*) FILTER (WHERE status = 'going') AS going,
            count(*) FILTER (WHERE status = 'interested') AS interested,
            count(*) FILTER (WHERE status = 'not-going') AS not_going
          FROM event_registrations WHERE event_id = ${id}`,
    ),
    queryRows<WalkInRow>(db, walkInsSql(id)),
  ]);
  const c = {
    going: Number(counts.going),
    interested: Number(counts.interested),
    not_going: Number(counts.not_going),
  };
  return {
    items: rows.map(present),
    walk_ins: walkIns.map((w) => ({ ...w, checked_in_at: new Date(w.checked_in_at).toISOString() })),
    total: c.going + c.interested + c.not_going,
    page: q.page,
    page_size: q.page_size,
    counts: c,
  };
}

/** 'Export attendees': every registration, formula-safe like the alumni export; audited. */
export async function exportAttendeesCsv(
  db: Db,
  actorId: string,
  id: string,
): Promise<{ csv: string; fileName: string }> {
  return db.transaction(async (tx) => {
    const title = await eventTitle(tx, id);
    const rows = await queryRows<Row>(tx, registrationsSql(id, sql``));
    const lines = [csvLine([...ATTENDEE_CSV_COLUMNS])];
    for (const row of rows) {
      const r = present(row);
      lines.push(
        csvLine([
          r.name,
          row.email,
          r.house,
          r.graduation_year,
          RSVP_STATUS_LABELS[r.status],
          // Guests come only with 'going' (decision 110); names are optional.
          row.guests,
          row.guest_names.join("; "),
          r.registered_at.slice(0, 16).replace("T", " "),
          r.checked_in_at ? "Yes" : "No",
        ]),
      );
    }
    // Walk-ins came without an RSVP: named at the door, attended by definition.
    for (const w of await queryRows<WalkInRow>(tx, walkInsSql(id))) {
      const at = new Date(w.checked_in_at).toISOString().slice(0, 16).replace("T", " ");
      lines.push(csvLine([w.name, "", "", "", WALK_IN_STATUS, 0, "", at, "Yes"]));
    }
    await recordAudit(tx, {
      actorId,
      action: "event.export_attendees",
      targetType: "event",
      targetId: id,
      after: { rows: rows.length },
    });
    return { csv: `\uFEFF${lines.join("\r\n")}\r\n`, fileName: attendeesFileName(title) };
  });
}
