import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { NotificationKind } from "../../../contract/notifications";
import { formatFullInZone, formatMomentInZone, readerZoneFor } from "../../../contract/time-zones";
import { type Db, queryRows } from "../../db/client";
import { mailLog, user } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import type { Mail, Mailer } from "../../mail/mailer";
import type { MailOutbox } from "../../mail/outbox";
import { linksInertSql, mailQuote } from "../messages/inert-links";
import { messageShownToRecipientSql } from "../moderation/visibility";
import { getSettings } from "../settings/queries";
import {
  type InAppNote,
  newAlumniAudienceSql,
  readMessageItem,
  writeEventReminderItems,
  writeMessageItem,
  writeNewAlumniItems,
  writeNewsItems,
  writeNotes,
} from "./centre";
import { sendDigests } from "./digest";
import { deliveryOf, deliveryOfSql } from "./preferences";

type UnreadMessageMailRow = Record<"email" | "sender" | "recipient_name" | "content", string> & {
  links_inert: boolean;
};

export const NOTIFICATION_QUEUES = {
  /** One message, checked a few minutes after it was sent: still unread → mail its recipient. */
  unreadMessage: "notify-unread-message",
  /** Every 15 minutes: reminders of events starting within 24 hours, to members going. */
  eventReminders: "notify-event-reminders",
  /** Every 15 minutes: alumni who joined lately, to members of their house or class year. */
  newAlumni: "notify-new-alumni",
  /** 07:00 UTC every day / every Monday: the digests. */
  dailyDigest: "digest-daily",
  weeklyDigest: "digest-weekly",
  /** 03:30 UTC every day: the bell's items read more than READ_ITEMS_KEPT_DAYS ago go. */
  pruneReadItems: "notifications-prune-read",
} as const;

/** How long an item stays in the bell's list after it was read (unread ones stay). */
export const READ_ITEMS_KEPT_DAYS = 90;

/**
 * The one place that decides who is told what (decision 051, 074). Each occasion gives its
 * recipients an item in the notification centre (the header's bell, live on their open tabs)
 * unless they chose 'Never' for its kind, and a mail when they chose 'Immediately'; 'Daily' and
 * 'Weekly' leave the mail to the digest. The senders that run as background jobs find their
 * recipients and their choice in one query and queue at most one mail per recipient and
 * occasion (a dedupe key in the mail log).
 */
export class NotificationSenders {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly outbox: MailOutbox,
    private readonly publicUrl: string,
    private readonly unreadDelaySeconds: number,
    private readonly logger?: Logger,
  ) {}

  async start(): Promise<void> {
    for (const name of Object.values(NOTIFICATION_QUEUES)) await this.jobs.createQueue(name);
    await this.jobs.work<{ messageId: string }>(NOTIFICATION_QUEUES.unreadMessage, 1, (job) =>
      this.mailUnreadMessage(job.data.messageId),
    );
    await this.jobs.workOnSchedule(NOTIFICATION_QUEUES.eventReminders, "*/15 * * * *", async () => {
      await this.sendEventReminders();
    });
    await this.jobs.workOnSchedule(NOTIFICATION_QUEUES.newAlumni, "*/15 * * * *", async () => {
      await this.announceNewAlumni();
    });
    await this.jobs.workOnSchedule(NOTIFICATION_QUEUES.dailyDigest, "0 7 * * *", async () => {
      await sendDigests(this.db, this.outbox, this.publicUrl, "daily");
    });
    await this.jobs.workOnSchedule(NOTIFICATION_QUEUES.weeklyDigest, "0 7 * * 1", async () => {
      await sendDigests(this.db, this.outbox, this.publicUrl, "weekly");
    });
    await this.jobs.workOnSchedule(NOTIFICATION_QUEUES.pruneReadItems, "30 3 * * *", async () => {
      await this.pruneReadItems();
    });
  }

  /**
   * Called when a message is sent: its recipient's bell shows it at once (one unread item per
   * person writing); the mail goes only if it is still unread a few minutes later.
   */
  async messageSent(messageId: string): Promise<void> {
    await writeMessageItem(this.db, messageId);
    await this.jobs.boss.send(
      NOTIFICATION_QUEUES.unreadMessage,
      { messageId },
      { startAfter: this.unreadDelaySeconds },
    );
  }

  /** Removes the items read more than READ_ITEMS_KEPT_DAYS ago; the number removed. */
  async pruneReadItems(): Promise<number> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`DELETE FROM notifications WHERE read_at < now() - make_interval(days => ${READ_ITEMS_KEPT_DAYS}) RETURNING id`,
    );
    return rows.length;
  }

  /** The member opened the conversation with this person: its bell item is read too. */
  async conversationRead(userId: string, otherUserId: string): Promise<void> {
    await readMessageItem(this.db, userId, otherUserId);
  }

  async mailUnreadMessage(messageId: string): Promise<void> {
    const [row] = await queryRows<UnreadMessageMailRow>(
      this.db,
      sql`SELECT u.email, coalesce(sp.display_name, su.name) AS sender, u.name AS recipient_name, m.content,
          ${linksInertSql("m")} AS links_inert
        FROM messages m
        JOIN "user" u ON u.id = m.recipient_id
        JOIN "user" su ON su.id = m.sender_id
        LEFT JOIN profiles sp ON sp.user_id = m.sender_id
        WHERE m.id = ${messageId} AND NOT m.is_read AND ${messageShownToRecipientSql("m")}
          AND ${deliveryOfSql(sql`m.recipient_id`, "message")} = 'immediately'`,
    );
    if (!row) return; // read meanwhile, deleted, hidden, its sender suspended, or the member chose otherwise
    const preview = mailQuote(row.content, row.links_inert);
    await this.outbox.send({
      kind: "notification",
      dedupeKey: `message:${messageId}`,
      to: row.email,
      subject: `New message from ${row.sender}`,
      text: `Hello ${row.recipient_name},\n\n${row.sender} sent you a message:\n\n${preview}`,
      link: `${this.publicUrl}/messages`,
      actionLabel: "Read and reply",
    });
  }

  /**
   * Alumni who joined in the last day (verified, in the directory), told to the members of their
   * house or shown class year: a bell item unless they chose 'Never', and a mail when they chose
   * 'Immediately' (the digests carry them otherwise). Runs every 15 minutes on one server; a
   * newcomer is told to each member once (the item's group key, the mail's dedupe key), so the
   * day-long window only catches a member who verified their address late.
   */
  async announceNewAlumni(): Promise<number> {
    const since = sql`now() - interval '24 hours'`;
    await writeNewAlumniItems(this.db, since);
    const { siteName } = await getSettings(this.db);
    const batchId = randomUUID();
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`INSERT INTO mail_log (kind, to_address, subject, text_body, link, batch_id, dedupe_key)
        SELECT 'notification', u.email, a.name || ' joined ' || ${siteName},
          'Hello ' || u.name || E',\n\n' || a.name || ' (' || a.shared || E') joined the alumni portal.\n\nSay hello: '
            || ${this.publicUrl} || '/alumni/' || a.profile_id,
          ${this.publicUrl} || '/alumni/' || a.profile_id, ${batchId}::uuid,
          'new-alumni:' || a.profile_id || ':' || a.user_id
        FROM (${newAlumniAudienceSql(since)}) a
        JOIN "user" u ON u.id = a.user_id AND u.email_verified
        WHERE ${deliveryOfSql(sql`a.user_id`, "new_alumni")} = 'immediately'
        ON CONFLICT (dedupe_key) DO NOTHING
        RETURNING id`,
    );
    if (rows.length > 0) await this.outbox.startBatch(batchId, 2);
    return rows.length;
  }

  /**
   * Reminders of approved events starting in the next 24 hours to every member going who wants
   * them at once. One query finds them all (with the event's zone and the member's), the texts
   * are written here (the time in the event's zone and, when the member's differs, in theirs:
   * issue 11, item 7), and one INSERT puts them into the mail log (dedupe key per event and
   * member, so a second run, or a second server, adds nothing); then one batch drained by the
   * workers.
   */
  async sendEventReminders(): Promise<number> {
    await writeEventReminderItems(this.db);
    const { siteName } = await getSettings(this.db);
    const due = await queryRows<ReminderRow>(
      this.db,
      sql`SELECT e.id AS event_id, e.title, e.location, e.is_virtual, e.start_date, e.time_zone,
          u.id AS user_id, u.email, u.name, np.time_zone AS member_time_zone
        FROM events e
        JOIN event_registrations r ON r.event_id = e.id AND r.status = 'going'
        JOIN "user" u ON u.id = r.user_id
        LEFT JOIN notification_preferences np ON np.user_id = u.id
        WHERE e.moderation_status = 'approved'
          AND e.start_date > now() AND e.start_date <= now() + interval '24 hours'
          AND ${deliveryOfSql(sql`r.user_id`, "event_reminder")} = 'immediately'
          AND NOT EXISTS (SELECT 1 FROM mail_log m WHERE m.dedupe_key = 'event-reminder:' || e.id || ':' || u.id)`,
    );
    if (due.length === 0) return 0;
    const batchId = randomUUID();
    const rows = await this.db
      .insert(mailLog)
      .values(
        due.map((row) => ({
          kind: "notification",
          toAddress: row.email,
          ...eventReminderText(row, siteName),
          link: `${this.publicUrl}/events`,
          batchId,
          dedupeKey: `event-reminder:${row.event_id}:${row.user_id}`,
        })),
      )
      .onConflictDoNothing({ target: mailLog.dedupeKey })
      .returning({ id: mailLog.id });
    if (rows.length > 0) {
      await this.outbox.startBatch(batchId, 2);
      this.logger?.info({ reminders: rows.length }, "event reminders queued");
    }
    return rows.length;
  }
}

interface ReminderRow {
  event_id: string;
  title: string;
  location: string | null;
  is_virtual: boolean;
  start_date: string | Date;
  time_zone: string;
  user_id: string;
  email: string;
  name: string;
  member_time_zone: string | null;
}

/**
 * A reminder's subject and text: the start in the event's zone, and in the member's own when
 * it is known and shows another wall-clock time ("That is … your time").
 */
export function eventReminderText(row: ReminderRow, siteName: string): { subject: string; textBody: string } {
  const start = new Date(row.start_date);
  const zone = row.time_zone;
  const theirs = readerZoneFor(start, zone, row.member_time_zone);
  const where = row.location
    ? `\n\nWhere: ${row.is_virtual ? `Virtual: ${row.location}` : row.location}`
    : "";
  const yours = theirs ? `\nThat is ${formatFullInZone(start, theirs)}, your time.` : "";
  return {
    subject: `Reminder: ${row.title} starts ${formatMomentInZone(start, zone)}`,
    textBody:
      `Hello ${row.name},\n\nYou said you are going to "${row.title}" on ${formatFullInZone(start, zone)}.` +
      `${yours}${where}\n\nSee you there! — ${siteName}`,
  };
}

/** One occasion for one member: the bell's item, and the mail sent at once if they chose that. */
export interface MemberNote extends Omit<InAppNote, "userId"> {
  toUserId: string;
  kind: NotificationKind;
  /** The mail's subject and text (the item's title and body otherwise); its link is `path`. */
  mail: Pick<Mail, "subject" | "text"> & Partial<Pick<Mail, "kind" | "dedupeKey" | "actionLabel">>;
}

/**
 * Tells one member about something that concerns them personally (an answer to their event
 * proposal, a mentoring request or its answer). Called after the change committed; the item is
 * written first, and a mail that cannot be queued is logged, never undoes the change.
 */
export async function tellMember(
  db: Db,
  mailer: Mailer,
  log: { warn: (obj: object, msg: string) => void },
  note: MemberNote,
  /** When given, the mail links to the item's page. */
  publicUrl?: string,
): Promise<void> {
  const { toUserId, kind, mail, ...item } = note;
  await writeNotes(db, kind, [{ userId: toUserId, ...item }]);
  if ((await deliveryOf(db, toUserId, kind)) !== "immediately") return;
  const [to] = await db.select({ email: user.email }).from(user).where(eq(user.id, toUserId));
  if (!to) return;
  try {
    const link = publicUrl ? `${publicUrl}${note.path}` : undefined;
    await mailer.send({ kind: "notification", ...mail, to: to.email, link });
  } catch (err) {
    log.warn({ err, to: toUserId, subject: mail.subject }, "notification mail not sent");
  }
}

/**
 * An article was just published (created published, or a draft published): every member who did
 * not choose 'Never' for News finds it in the bell. Call inside the publishing transaction; the
 * mail is the digest's or the newsletter's, as before.
 */
export async function newsPublished(tx: Pick<Db, "execute">, newsId: string): Promise<number> {
  return writeNewsItems(tx, newsId);
}
