import { eq, sql } from "drizzle-orm";
import {
  isWholeList,
  NEWSLETTER_TEXT,
  type NewsletterAudience,
  type NewsletterDraft,
  type NewsletterIssueSummary,
  type NewsletterSend,
} from "../../../../contract/newsletter";
import { recordAudit } from "../../../audit";
import { type Db, queryRows } from "../../../db/client";
import { newsletterIssues } from "../../../db/schema";
import { badRequest, conflict } from "../../../errors";
import type { JobQueue } from "../../../jobs/queue";
import type { MailOutbox } from "../../../mail/outbox";
import { renderMail } from "../../../mail/templates/layout";
import { getSettings } from "../../settings/queries";
import { recipientsSql } from "./audience";
import { countsOf, summary } from "./queries";

/** Stands for each recipient's own unsubscribe address in the issue's rendered mail. */
const UNSUBSCRIBE_MARK = "https://unsubscribe.invalid/mark";

export interface SendKeys {
  publicUrl: string;
  secret: string;
}

/** What a send needs besides the database: the mail workers and (to schedule) the job queue. */
export interface SendServices {
  outbox: Pick<MailOutbox, "startBatch">;
  jobs: Pick<JobQueue, "sendInTransaction">;
}

/** pg-boss queue whose job starts one scheduled issue at its time (schedule.ts). */
export const NEWSLETTER_START_QUEUE = "newsletter-start";

async function renderIssue(
  db: Pick<Db, "select">,
  publicUrl: string,
  draft: NewsletterDraft,
  footerNote?: string,
) {
  const { siteName } = await getSettings(db);
  return renderMail({
    siteName,
    publicUrl,
    heading: draft.subject,
    markdown: draft.body,
    footerNote: footerNote ?? NEWSLETTER_TEXT.footer(siteName),
    footerLinks: [{ label: "Unsubscribe", url: UNSUBSCRIBE_MARK }],
  });
}

/**
 * 'Send a test to me': the issue as a recipient will see it, to the signed-in office member's own
 * address only, its subject marked "[Test]" and its footer saying so. It is no issue: no
 * newsletter_issues row, no batch, nothing in the archive or the issue's counts, and its
 * Unsubscribe link is the sender's own settings page (no List-Unsubscribe headers, no token).
 */
export async function sendTestNewsletter(
  db: Db,
  outbox: Pick<MailOutbox, "send">,
  publicUrl: string,
  admin: { email: string },
  draft: NewsletterDraft,
): Promise<{ to: string }> {
  const { html, text } = await renderIssue(db, publicUrl, draft, NEWSLETTER_TEXT.testFooter);
  const settings = `${publicUrl}/profile`;
  await outbox.send({
    kind: "newsletter-test",
    to: admin.email,
    subject: `[Test] ${draft.subject}`,
    text: text.replaceAll(UNSUBSCRIBE_MARK, settings),
    html: html.replaceAll(UNSUBSCRIBE_MARK, settings),
  });
  return { to: admin.email };
}

/**
 * Puts a mail per recipient of the issue's audience into the mail log, in the caller's
 * transaction: one INSERT … SELECT from `recipientsSql` — one per address (dedupe key
 * issue:address), each with its own unsubscribe link (a subscriber's landing page, whose button
 * POSTs: opening it changes nothing; a member's notification settings) and RFC 8058 one-click
 * headers (the API address the mail client POSTs to: a subscriber's token, or a member's signed
 * one that sets their News to 'Never', news-unsubscribe.ts). Answers how many were queued.
 */
export async function queueIssueMails(
  tx: Db,
  keys: SendKeys,
  issue: { id: string; subject: string; body: string; audience: NewsletterAudience },
): Promise<number> {
  const { html, text } = await renderIssue(tx, keys.publicUrl, issue);
  const inserted = await queryRows<{ id: string }>(
    tx,
    sql`WITH recipients AS (${recipientsSql(keys, issue.audience, issue.id)})
      INSERT INTO mail_log (kind, to_address, subject, text_body, html_body, headers, batch_id, dedupe_key)
      SELECT 'newsletter', email, ${issue.subject},
        replace(${text}, ${UNSUBSCRIBE_MARK}, page_url),
        replace(${html}, ${UNSUBSCRIBE_MARK}, page_url),
        jsonb_build_object('List-Unsubscribe', '<' || unsubscribe_url || '>',
          'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'),
        ${issue.id}::uuid, 'newsletter:' || ${issue.id} || ':' || email
      FROM recipients
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id`,
  );
  await tx
    .update(newsletterIssues)
    .set({ recipientCount: inserted.length, state: "sent", sentAt: sql`now()` })
    .where(eq(newsletterIssues.id, issue.id));
  return inserted.length;
}

/** A scheduled time must be ahead of the database's clock (the one the start job reads). */
export async function requireFuture(db: Db, instant: string): Promise<Date> {
  const [row] = await queryRows<{ future: boolean }>(
    db,
    sql`SELECT ${instant}::timestamptz > now() AS future`,
  );
  if (!row?.future)
    throw badRequest(NEWSLETTER_TEXT.scheduleInPast, { scheduled_for: NEWSLETTER_TEXT.scheduleInPast });
  return new Date(instant);
}

/**
 * Sends an issue now, or schedules it (`scheduled_for`): the issue row, then either its mails
 * (`queueIssueMails`) handed after commit to the mail workers of every server, or its start job
 * (pg-boss, `startAfter` the chosen time; schedule.ts), in the same transaction.
 *
 * Idempotent by the form's send key (decision 104): the issue row is inserted first, and a
 * second send with the same key — even one running at the same moment on another server, which
 * waits on the unique index until the first commits — inserts nothing and answers with the
 * first send's issue (`started: false`), queuing no mail.
 */
export async function sendNewsletter(
  db: Db,
  { outbox, jobs }: SendServices,
  keys: SendKeys,
  actorId: string,
  send: NewsletterSend,
  /** A group leader the office does not trust: the issue waits for approval (decision 121). */
  { awaitingApproval = false }: { awaitingApproval?: boolean } = {},
): Promise<{ issue: NewsletterIssueSummary; started: boolean }> {
  const scheduledFor = send.scheduled_for ? await requireFuture(db, send.scheduled_for) : null;
  const held = scheduledFor !== null || awaitingApproval;
  const issue = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterIssues)
      .values({
        subject: send.subject,
        body: send.body,
        createdBy: actorId,
        sendKey: send.send_key ?? null,
        audience: send.audience,
        membersOnly: !isWholeList(send.audience),
        state: scheduledFor ? "scheduled" : awaitingApproval ? "pending" : "sent",
        scheduledFor,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const recipients = held ? 0 : await queueIssueMails(tx, keys, row);
    if (scheduledFor)
      await jobs.sendInTransaction(
        tx,
        NEWSLETTER_START_QUEUE,
        { issueId: row.id },
        { startAfter: scheduledFor },
      );
    await recordAudit(tx, {
      actorId,
      action: scheduledFor
        ? "newsletter.schedule"
        : awaitingApproval
          ? "newsletter.submit"
          : "newsletter.send",
      targetType: "newsletter",
      targetId: row.id,
      after: {
        subject: send.subject,
        audience: send.audience,
        recipients,
        scheduled_for: send.scheduled_for,
      },
    });
    return { ...row, recipientCount: recipients, sentAt: held ? null : new Date() };
  });
  if (!issue) return { issue: await firstSendOf(db, send), started: false };
  if (!held) await outbox.startBatch(issue.id, 4);
  return { issue: summary(issue, { queued: issue.recipientCount }), started: true };
}

/** An audience as text whatever its keys' order (jsonb keeps them in its own). */
const canonical = (a: NewsletterAudience) => JSON.stringify(Object.entries(a).sort());

/** The issue an earlier send with this key made; a key reused for other words is refused. */
async function firstSendOf(db: Db, send: NewsletterSend): Promise<NewsletterIssueSummary> {
  const [issue] = send.send_key
    ? await db.select().from(newsletterIssues).where(eq(newsletterIssues.sendKey, send.send_key))
    : [];
  if (!issue) throw new Error("newsletter insert conflicted without a send key");
  const same =
    issue.subject === send.subject &&
    issue.body === send.body &&
    canonical(issue.audience) === canonical(send.audience);
  if (!same) throw conflict(NEWSLETTER_TEXT.keyReused);
  const counts = await countsOf(db, [issue.id]);
  return summary(issue, counts.get(issue.id) ?? {});
}
