import { sql } from "drizzle-orm";
import type { DoorEvent } from "../../../contract/check-in";
import { type Db, queryRows } from "../../db/client";
import { doorWindow, isDoorOpen, presentWindow } from "./door-window";

interface Row {
  id: string;
  title: string;
  start_date: Date | string;
  end_date: Date | string | null;
  time_zone: string;
}

/** The approved events a member keeps the door for that have not ended, soonest first. */
export async function myDoorEvents(db: Db, userId: string, now = new Date()): Promise<DoorEvent[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT e.id, e.title, e.start_date, e.end_date, e.time_zone
        FROM event_door_volunteers v JOIN events e ON e.id = v.event_id
        WHERE v.user_id = ${userId} AND e.moderation_status = 'approved'
        ORDER BY e.start_date, e.id
        LIMIT 100`,
  );
  return rows
    .map((r) => ({
      ...r,
      timed: { startDate: new Date(r.start_date), endDate: r.end_date ? new Date(r.end_date) : null },
    }))
    .filter((r) => doorWindow(r.timed).closesAt > now)
    .map((r) => ({
      id: r.id,
      title: r.title,
      start_date: r.timed.startDate.toISOString(),
      time_zone: r.time_zone,
      window: presentWindow(r.timed),
      open: isDoorOpen(r.timed, now),
    }));
}
