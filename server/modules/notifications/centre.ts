import { type SQL, sql } from "drizzle-orm";
import type { NotificationKind } from "../../../contract/notifications";
import { formatEventMomentFor } from "../../../contract/time-zones";
import { type Db, queryRows } from "../../db/client";
import { listedProfileSql, privacyFlagOnSql } from "../../policies";
import { REALTIME_CHANNEL } from "../../realtime/hub";
import { profileNotInMemoriamSql } from "../memoriam/rules";
import { messageShownToRecipientSql } from "../moderation/visibility";
import { deliveryOfSql } from "./preferences";

/**
 * Writing the in-app notification centre (decision 074). Every write here is one statement:
 * it inserts the items (skipping members who chose 'Never' for the kind, and folding into an
 * unread item of the same occasion) and, in the same statement, `pg_notify`s the recipients'
 * open tabs on every server. Called inside a transaction, both happen only if it commits.
 */

type Executor = Pick<Db, "execute">;

/** Recipients per NOTIFY: PostgreSQL refuses payloads of 8000 bytes or more (ids ≤ 40 bytes). */
const IDS_PER_NOTIFY = 150;

const NOTIFY_EVENT = sql`json_build_object('type', 'notifications')`;

/** On a clash with an unread item of the same occasion: that item says the newest thing. */
const FOLD_INTO_UNREAD = sql`ON CONFLICT (user_id, group_key) WHERE read_at IS NULL
  DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, path = EXCLUDED.path, created_at = now()`;

/** Runs an `INSERT … RETURNING user_id` and tells each recipient's open tabs; the number written. */
async function writeAndTell(db: Executor, insert: SQL): Promise<number> {
  const rows = await queryRows<{ written: number }>(
    db,
    sql`WITH written AS (${insert}),
      numbered AS (SELECT user_id, (row_number() OVER () - 1) / ${IDS_PER_NOTIFY} AS chunk FROM written)
      SELECT count(*)::int AS written,
        pg_notify(${REALTIME_CHANNEL}, json_build_object('to', json_agg(DISTINCT user_id), 'event', ${NOTIFY_EVENT})::text)
      FROM numbered GROUP BY chunk`,
  );
  return rows.reduce((n, r) => n + Number(r.written), 0);
}

/**
 * Inserts bell items from `rows` (a SELECT or VALUES of user_id, kind, title, body, path,
 * group_key), each folding into an unread item of the same occasion, and tells the recipients.
 */
function insertItems(db: Executor, rows: SQL): Promise<number> {
  return writeAndTell(
    db,
    sql`INSERT INTO notifications (user_id, kind, title, body, path, group_key) ${rows}
      ${FOLD_INTO_UNREAD}
      RETURNING user_id`,
  );
}

export interface InAppNote {
  userId: string;
  title: string;
  body: string;
  /** A path on this site. */
  path: string;
  /** The occasion: a new note folds into an unread item with the same key. */
  groupKey: string;
}

/** Items of one kind for the given members (each unless they chose 'Never'). */
export async function writeNotes(db: Executor, kind: NotificationKind, notes: InAppNote[]): Promise<number> {
  if (notes.length === 0) return 0;
  const values = sql.join(
    notes.map((n) => sql`(${n.userId}, ${n.title}, ${n.body}, ${n.path}, ${n.groupKey})`),
    sql`, `,
  );
  return insertItems(
    db,
    sql`SELECT v.user_id, ${kind}, v.title, v.body, v.path, v.group_key
      FROM (VALUES ${values}) AS v(user_id, title, body, path, group_key)
      JOIN "user" u ON u.id = v.user_id
      WHERE ${deliveryOfSql(sql`v.user_id`, kind)} <> 'never'`,
  );
}

/**
 * The office's notice to one member (a warning, their content hidden; decision 112): always
 * written, whatever they chose for other kinds, since no member can opt out of the office's word.
 */
export async function writeOfficeNotice(db: Executor, note: InAppNote): Promise<number> {
  return insertItems(
    db,
    sql`VALUES (${note.userId}, 'office_notice', ${note.title}, ${note.body}, ${note.path}, ${note.groupKey})`,
  );
}

/** A message: its recipient's item for that conversation (one unread line per person). */
export async function writeMessageItem(db: Executor, messageId: string): Promise<number> {
  return insertItems(
    db,
    sql`SELECT m.recipient_id, 'message', 'New message from ' || coalesce(sp.display_name, su.name),
        left(m.content, 140), '/messages?with=' || m.sender_id, 'message:' || m.sender_id
      FROM messages m
      JOIN "user" su ON su.id = m.sender_id
      LEFT JOIN profiles sp ON sp.user_id = m.sender_id
      WHERE m.id = ${messageId} AND NOT m.is_read AND ${messageShownToRecipientSql("m")}
        AND ${deliveryOfSql(sql`m.recipient_id`, "message")} <> 'never'`,
  );
}

/**
 * Reminders of approved events starting within 24 hours, to every member going: one item per
 * event and member, ever (a reminder read and the next run a quarter later adds nothing). The
 * time is stated by the reminder mail's rule (the event's zone, and the member's when it
 * differs: issue 11, item 7), which is JavaScript's Intl, not SQL: one query finds the due
 * pairs with both zones, one statement writes their items.
 */
export async function writeEventReminderItems(db: Executor): Promise<number> {
  const due = await queryRows<{
    user_id: string;
    event_id: string;
    title: string;
    location: string | null;
    start_date: string | Date;
    time_zone: string;
    member_time_zone: string | null;
  }>(
    db,
    sql`SELECT r.user_id, e.id AS event_id, e.title, e.location, e.start_date, e.time_zone,
        np.time_zone AS member_time_zone
      FROM events e
      JOIN event_registrations r ON r.event_id = e.id AND r.status = 'going'
      LEFT JOIN notification_preferences np ON np.user_id = r.user_id
      WHERE e.moderation_status = 'approved'
        AND e.start_date > now() AND e.start_date <= now() + interval '24 hours'
        AND ${deliveryOfSql(sql`r.user_id`, "event_reminder")} <> 'never'
        AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = r.user_id AND n.group_key = 'event-reminder:' || e.id)`,
  );
  if (due.length === 0) return 0;
  const values = sql.join(
    due.map((d) => {
      const body = `Starts ${formatEventMomentFor(d.start_date, d.time_zone, d.member_time_zone)}${d.location ? `, ${d.location}` : ""}`;
      return sql`(${d.user_id}, ${`Reminder: ${d.title}`}, ${body}, ${`event-reminder:${d.event_id}`})`;
    }),
    sql`, `,
  );
  // NOT EXISTS again: a second server's run between the query and this statement adds nothing.
  return insertItems(
    db,
    sql`SELECT v.user_id, 'event_reminder', v.title, v.body, '/events', v.group_key
      FROM (VALUES ${values}) AS v(user_id, title, body, group_key)
      WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = v.user_id AND n.group_key = v.group_key)`,
  );
}

/**
 * A news article just published: an item for every verified member who did not choose 'Never'
 * for News, once per article. One INSERT … SELECT (no loop over members).
 */
export async function writeNewsItems(db: Executor, newsId: string): Promise<number> {
  return insertItems(
    db,
    sql`SELECT u.id, 'news', n.title, coalesce(left(n.summary, 140), ''), '/news/' || n.id, 'news:' || n.id
      FROM news n
      JOIN "user" u ON u.email_verified
      WHERE n.id = ${newsId} AND n.published
        AND ${deliveryOfSql(sql`u.id`, "news")} <> 'never'
        AND NOT EXISTS (SELECT 1 FROM notifications x WHERE x.user_id = u.id AND x.group_key = 'news:' || n.id)`,
  );
}

/** The member read the conversation with this person: its item is read too. */
export async function readMessageItem(db: Executor, userId: string, otherUserId: string): Promise<number> {
  return writeAndTell(
    db,
    sql`UPDATE notifications SET read_at = now()
      WHERE user_id = ${userId} AND group_key = ${`message:${otherUserId}`} AND read_at IS NULL
      RETURNING user_id`,
  );
}

/**
 * Takes back the unread bell items of a sender's messages (decision 112, second review M1): the
 * recipient of one hidden message, or every recipient of a suspended member. The item quotes the
 * message, so leaving it would show what the office took out of sight. A read item stays: it
 * was seen already, and it folds no later message.
 */
export async function withdrawMessageItems(
  db: Executor,
  senderId: string,
  recipientId?: string,
): Promise<number> {
  return writeAndTell(
    db,
    sql`DELETE FROM notifications
      WHERE group_key = ${`message:${senderId}`} AND read_at IS NULL
        ${recipientId ? sql`AND user_id = ${recipientId}` : sql``}
      RETURNING user_id`,
  );
}

/**
 * Alumni who joined lately (verified, in the directory) and who they concern: members of the
 * same house, or of the same class year when the newcomer shows their year (a hidden year is
 * never matched on, so nobody learns it). One row per newcomer and member; the bell and the
 * 'Immediately' mail of new_alumni both read it (senders.ts). Hidden profiles are announced to
 * nobody.
 */
export function newAlumniAudienceSql(since: SQL): SQL {
  return sql`SELECT profiles.id AS profile_id, profiles.display_name AS name, me.user_id,
      concat_ws(' · ',
        CASE WHEN me.house = profiles.house THEN profiles.house || ' house' END,
        CASE WHEN me.graduation_year = profiles.graduation_year AND ${privacyFlagOnSql("show_graduation_year")}
          THEN 'Class of ' || profiles.graduation_year END) AS shared
    FROM profiles
    JOIN "user" newcomer ON newcomer.id = profiles.user_id AND newcomer.email_verified
    JOIN profiles me ON me.user_id IS NOT NULL AND me.user_id <> profiles.user_id
      AND (me.house = profiles.house
        OR (me.graduation_year = profiles.graduation_year AND ${privacyFlagOnSql("show_graduation_year")}))
    WHERE profiles.created_at >= ${since} AND ${listedProfileSql()} AND ${profileNotInMemoriamSql()}`;
}

/** Bell items for alumni who joined since `since` (once per newcomer and member). */
export async function writeNewAlumniItems(db: Executor, since: SQL): Promise<number> {
  return insertItems(
    db,
    sql`SELECT a.user_id, 'new_alumni', a.name || ' joined the portal', a.shared,
        '/alumni/' || a.profile_id, 'new-alumni:' || a.profile_id
      FROM (${newAlumniAudienceSql(since)}) a
      WHERE ${deliveryOfSql(sql`a.user_id`, "new_alumni")} <> 'never'
        AND NOT EXISTS (SELECT 1 FROM notifications x
          WHERE x.user_id = a.user_id AND x.group_key = 'new-alumni:' || a.profile_id)`,
  );
}
