import { type SQL, sql } from "drizzle-orm";
import { STILL_CORRECT_TEXT, type StillCorrectDetails } from "../../../contract/still-correct";
import { type Db, queryRows } from "../../db/client";
import { profiles } from "../../db/schema";
import type { JobQueue } from "../../jobs/queue";
import type { MailOutbox } from "../../mail/outbox";
import { profileNotInMemoriamSql } from "../memoriam/rules";
import { notSuspendedSql } from "../moderation/visibility";
import { getSettings } from "../settings/queries";
import { stillCorrectToken } from "./token";

/** Daily at 06:00 UTC: the members whose yearly "still correct?" mail is due (decision 125). */
export const STILL_CORRECT_QUEUE = "still-correct-yearly";
/** At most this many mails a run; the rest are due the next day (the outbox is not flooded). */
export const STILL_CORRECT_BATCH = 500;
/** Every mail's dedupe key starts so: `still-correct:{user id}:{day}`. */
const KEY_PREFIX = "still-correct:";

/** SQL: the member's last answer, or their sign-up while they never answered. */
const lastConfirmedSql = sql`coalesce(${profiles.detailsConfirmedAt}, ${profiles.createdAt})`;

/**
 * SQL over `profiles` joined to its "user" u: the members the mail may be written to — the rules
 * every member mail already follows: a verified address and admitted (awaiting_verification is
 * true until both, decision 092/118), not in memoriam (decision 109), not suspended (decision 112).
 */
function mayBeAskedSql(): SQL {
  return sql`NOT ${profiles.awaitingVerification} AND ${profileNotInMemoriamSql()} AND ${notSuspendedSql(profiles.userId)}`;
}

/** SQL: the member's yearly mails (by their dedupe key's prefix). */
const yearlyMailsOf = (userId: SQL) =>
  sql`m.kind = 'still-correct' AND m.dedupe_key LIKE ${KEY_PREFIX} || ${userId} || ':%'`;

type DueRow = { user_id: string; name: string; email: string } & Omit<
  StillCorrectDetails,
  "name" | "email" | "confirmed_at"
>;

/**
 * Queues the mail of every member due: a year since their last answer (or sign-up) and no such
 * mail in the last year (a member who never answers is asked once a year, not every day).
 * Runs once a day on one server; the dedupe key makes a second run the same day add nothing.
 */
export async function sendStillCorrectMails(
  db: Db,
  outbox: Pick<MailOutbox, "send">,
  keys: { publicUrl: string; secret: string },
  now = new Date(),
): Promise<number> {
  const due = await queryRows<DueRow>(
    db,
    sql`SELECT u.id AS user_id, u.name, u.email, ${profiles.currentRole} AS role, ${profiles.company} AS company,
          ${profiles.location} AS city
        FROM ${profiles} JOIN "user" u ON u.id = ${profiles.userId}
        WHERE ${mayBeAskedSql()} AND ${lastConfirmedSql} <= ${now.toISOString()}::timestamptz - interval '1 year'
          AND NOT EXISTS (SELECT 1 FROM mail_log m WHERE ${yearlyMailsOf(sql`u.id`)}
                          AND m.created_at > ${now.toISOString()}::timestamptz - interval '1 year')
        ORDER BY ${lastConfirmedSql}, u.id LIMIT ${STILL_CORRECT_BATCH}`,
  );
  if (due.length === 0) return 0;
  const { siteName } = await getSettings(db);
  const day = now.toISOString().slice(0, 10);
  let queued = 0;
  for (const row of due) {
    const link = `${keys.publicUrl}/still-correct?token=${encodeURIComponent(stillCorrectToken(keys.secret, row.user_id, now))}`;
    const id = await outbox.send({
      kind: "still-correct",
      dedupeKey: `${KEY_PREFIX}${row.user_id}:${day}`,
      to: row.email,
      subject: STILL_CORRECT_TEXT.subject(siteName),
      text: yearlyMailText(row, siteName, link, `${keys.publicUrl}/profile`),
      link,
      actionLabel: STILL_CORRECT_TEXT.confirmButton,
    });
    if (id) queued++;
  }
  return queued;
}

function yearlyMailText(row: DueRow, siteName: string, link: string, profileUrl: string): string {
  const shown = (value: string | null) => value?.trim() || STILL_CORRECT_TEXT.notGiven;
  return [
    `Hello ${row.name},`,
    `Once a year ${siteName} asks its members whether what it holds about them is still correct:`,
    [
      `Role: ${shown(row.role)}`,
      `Company: ${shown(row.company)}`,
      `City: ${shown(row.city)}`,
      `E-mail: ${row.email}`,
    ].join("\n"),
    `${STILL_CORRECT_TEXT.confirmButton}: ${link}`,
    `${STILL_CORRECT_TEXT.updateLink}: ${profileUrl}`,
  ].join("\n\n");
}

/**
 * SQL (user id in `userId`): the member never confirmed their details and their last yearly
 * mail was refused for good (the outbox's 'failed'): the office cannot reach them.
 */
export function memberNotReachableSql(userId: SQL): SQL<boolean> {
  return sql<boolean>`(EXISTS (SELECT 1 FROM profiles np WHERE np.user_id = ${userId} AND np.details_confirmed_at IS NULL)
    AND (SELECT m.status FROM mail_log m WHERE ${yearlyMailsOf(userId)} ORDER BY m.created_at DESC LIMIT 1) = 'failed')`;
}

/** The details the landing page shows (null: the account is gone). Reading changes nothing. */
export async function stillCorrectDetails(db: Db, userId: string): Promise<StillCorrectDetails | null> {
  const [row] = await queryRows<StillCorrectDetails>(
    db,
    sql`SELECT u.name, u.email, ${profiles.currentRole} AS role, ${profiles.company} AS company,
          ${profiles.location} AS city, ${profiles.detailsConfirmedAt} AS confirmed_at
        FROM ${profiles} JOIN "user" u ON u.id = ${profiles.userId} WHERE u.id = ${userId}`,
  );
  if (!row) return null;
  const at = row.confirmed_at as unknown;
  return { ...row, confirmed_at: at instanceof Date ? at.toISOString() : (row.confirmed_at ?? null) };
}

/** The button: stamps the answer, and nothing else; false when the account is gone. */
export async function confirmDetailsStillCorrect(db: Db, userId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE ${profiles} SET details_confirmed_at = now() WHERE ${profiles.userId} = ${userId} RETURNING id`,
  );
  return rows.length > 0;
}

export async function startStillCorrectSchedule(
  db: Db,
  jobs: JobQueue,
  outbox: Pick<MailOutbox, "send">,
  keys: { publicUrl: string; secret: string },
): Promise<void> {
  await jobs.createQueue(STILL_CORRECT_QUEUE);
  await jobs.workOnSchedule(STILL_CORRECT_QUEUE, "0 6 * * *", async () => {
    await sendStillCorrectMails(db, outbox, keys);
  });
}
