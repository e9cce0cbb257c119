import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { formatEventMomentFor } from "../../../contract/time-zones";
import { DIGEST_TEXT, type DigestSection } from "../../../contract/ui-text/digest-text";
import { type Db, queryRows } from "../../db/client";
import type { MailOutbox } from "../../mail/outbox";
import { renderMail } from "../../mail/templates/layout";
import { messageShownToRecipientSql } from "../moderation/visibility";
import { getSettings } from "../settings/queries";
import { newAlumniAudienceSql } from "./centre";
import { deliveryOfSql } from "./preferences";

export type DigestPeriod = "daily" | "weekly";
const PERIOD_DAYS: Record<DigestPeriod, number> = { daily: 1, weekly: 7 };
/** Seven parameters a mail: 500 stay far below PostgreSQL's 65,535 parameters a statement. */
const MAILS_PER_INSERT = 500;

interface Line {
  user_id: string;
  text: string;
}

interface MessagesLine {
  user_id: string;
  count: string | number;
  senders: string[];
}

interface ProposalLine {
  user_id: string;
  title: string;
  approved: boolean;
}

interface AlumnusLine {
  user_id: string;
  name: string;
  shared: string | null;
}

interface EventLine {
  user_id: string;
  title: string;
  start_date: string | Date;
  time_zone: string;
  member_time_zone: string | null;
}

/**
 * The digest of one period (daily or weekly): for every member who chose that period for a
 * kind, what is new for them. One query per kind for all members (not per member), grouped in
 * memory; a member with nothing new gets no mail. Each digest is queued once per member and
 * period (dedupe key with the period's date) and the batch is drained by the mail workers.
 */
export async function sendDigests(
  db: Db,
  outbox: MailOutbox,
  publicUrl: string,
  period: DigestPeriod,
  now = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - PERIOD_DAYS[period] * 86_400_000).toISOString();
  const until = new Date(now.getTime() + PERIOD_DAYS[period] * 86_400_000).toISOString();
  const wants = (column: string, kind: Parameters<typeof deliveryOfSql>[1]) =>
    sql`${deliveryOfSql(sql.raw(column), kind)} = ${period}`;

  const [messages, moderation, events, alumni, news, mentoring] = await Promise.all([
    queryRows<MessagesLine>(
      db,
      sql`SELECT m.recipient_id AS user_id, count(*) AS count,
          array_agg(DISTINCT su.name ORDER BY su.name) AS senders
        FROM messages m JOIN "user" su ON su.id = m.sender_id
        WHERE NOT m.is_read AND m.created_at >= ${since}::timestamptz AND ${wants("m.recipient_id", "message")}
          AND ${messageShownToRecipientSql("m")}
        GROUP BY m.recipient_id`,
    ),
    queryRows<ProposalLine>(
      db,
      sql`SELECT e.organizer_id AS user_id, e.title, e.moderation_status = 'approved' AS approved
        FROM events e
        WHERE e.moderated_at >= ${since}::timestamptz AND e.organizer_id IS NOT NULL AND ${wants("e.organizer_id", "event_moderation")}`,
    ),
    queryRows<EventLine>(
      db,
      sql`SELECT r.user_id, e.title, e.start_date, e.time_zone, np.time_zone AS member_time_zone
        FROM event_registrations r JOIN events e ON e.id = r.event_id
        LEFT JOIN notification_preferences np ON np.user_id = r.user_id
        WHERE r.status = 'going' AND e.moderation_status = 'approved'
          AND e.start_date > ${now.toISOString()}::timestamptz AND e.start_date <= ${until}::timestamptz
          AND ${wants("r.user_id", "event_reminder")}
        ORDER BY e.start_date`,
    ),
    queryRows<AlumnusLine>(
      db,
      // The same audience as the bell's (a hidden class year is never matched on).
      sql`SELECT a.user_id, a.name, nullif(a.shared, '') AS shared
        FROM (${newAlumniAudienceSql(sql`${since}::timestamptz`)}) a
        WHERE ${wants("a.user_id", "new_alumni")}
        ORDER BY a.name`,
    ),
    queryRows<Line>(
      db,
      sql`SELECT u.id AS user_id, n.title AS text
        FROM news n JOIN "user" u ON u.email_verified AND ${wants("u.id", "news")}
        WHERE n.published AND n.created_at >= ${since}::timestamptz
        ORDER BY n.created_at DESC`,
    ),
    // Mentoring requests and answers are kept as the bell's items: those still unread.
    queryRows<Line>(
      db,
      sql`SELECT n.user_id, n.title AS text FROM notifications n
        WHERE n.kind = 'mentoring' AND n.read_at IS NULL AND n.created_at >= ${since}::timestamptz
          AND ${wants("n.user_id", "mentoring")}
        ORDER BY n.created_at`,
    ),
  ]);

  const perMember = new Map<string, Map<DigestSection, string[]>>();
  const add = (section: DigestSection, lines: Line[]) => {
    for (const { user_id, text } of lines) {
      const sections = perMember.get(user_id) ?? new Map();
      perMember.set(user_id, sections);
      sections.set(section, [...(sections.get(section) ?? []), text]);
    }
  };
  add(
    "Unread messages",
    messages.map((m) => ({
      user_id: m.user_id,
      text: DIGEST_TEXT.unreadMessages(Number(m.count), m.senders),
    })),
  );
  add(
    "Your event proposals",
    moderation.map((e) => ({ user_id: e.user_id, text: DIGEST_TEXT.proposalAnswer(e.title, e.approved) })),
  );
  // The time by the reminders' rule: the event's zone, and the member's when it differs.
  add(
    "Upcoming events you are going to",
    events.map((e) => ({
      user_id: e.user_id,
      text: DIGEST_TEXT.upcomingEvent(
        e.title,
        formatEventMomentFor(e.start_date, e.time_zone, e.member_time_zone),
      ),
    })),
  );
  add(
    "New alumni from your house or year",
    alumni.map((a) => ({ user_id: a.user_id, text: DIGEST_TEXT.newAlumnus(a.name, a.shared) })),
  );
  add("News", news);
  add("Mentoring", mentoring);
  if (perMember.size === 0) return 0;

  const { siteName } = await getSettings(db);
  const recipients = await queryRows<{ id: string; email: string; name: string }>(
    db,
    sql`SELECT id, email, name FROM "user" WHERE id IN (${sql.join(
      [...perMember.keys()].map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const day = now.toISOString().slice(0, 10);
  const batchId = randomUUID();
  const subject = DIGEST_TEXT.subject(period, siteName);
  const settingsUrl = `${publicUrl}/profile?tab=notifications`;
  const mails: SQL[] = [];
  for (const r of recipients) {
    const sections = perMember.get(r.id);
    if (!sections) continue;
    const paragraphs = DIGEST_TEXT.sections
      .filter((s) => sections.has(s))
      .map((s) => `${s}:\n${(sections.get(s) ?? []).map((line) => `• ${line}`).join("\n")}`);
    const { html, text } = await renderMail({
      siteName,
      publicUrl,
      heading: DIGEST_TEXT.heading(r.name),
      paragraphs,
      action: { label: DIGEST_TEXT.open(siteName), url: publicUrl },
      footerNote: DIGEST_TEXT.why(period),
      footerLinks: [{ label: DIGEST_TEXT.settingsLink, url: settingsUrl }],
    });
    mails.push(
      sql`('digest', ${r.email}, ${subject}, ${text}, ${html}, ${batchId}::uuid, ${`digest:${period}:${day}:${r.id}`})`,
    );
  }
  // The mails go into the log a chunk of members per statement, not one statement per member
  // (the digest stays a fixed number of queries however many members get one).
  let queued = 0;
  for (let i = 0; i < mails.length; i += MAILS_PER_INSERT) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO mail_log (kind, to_address, subject, text_body, html_body, batch_id, dedupe_key)
        VALUES ${sql.join(mails.slice(i, i + MAILS_PER_INSERT), sql`, `)}
        ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    );
    queued += rows.length;
  }
  if (queued > 0) await outbox.startBatch(batchId, 2);
  return queued;
}
