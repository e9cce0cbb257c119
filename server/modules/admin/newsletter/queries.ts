import { desc, eq, sql } from "drizzle-orm";
import { MAIL_LOG_STATUSES, type MailLogStatus } from "../../../../contract/mail";
import {
  NEWSLETTER_TEXT,
  type NewsletterAudience,
  type NewsletterDraft,
  type NewsletterIssueDetail,
  type NewsletterIssueSummary,
  type NewsletterSend,
} from "../../../../contract/newsletter";
import { recordAudit } from "../../../audit";
import { type Db, queryRows } from "../../../db/client";
import { newsletterIssues } from "../../../db/schema";
import { conflict, notFound } from "../../../errors";
import type { MailOutbox } from "../../../mail/outbox";
import { renderMail } from "../../../mail/templates/layout";
import { getSettings } from "../../settings/queries";
import { recipientsSql } from "./audience";

/** Stands for each recipient's own unsubscribe address in the issue's rendered mail. */
const UNSUBSCRIBE_MARK = "https://unsubscribe.invalid/mark";

async function renderIssue(db: Pick<Db, "select">, publicUrl: string, draft: NewsletterDraft) {
  const { siteName } = await getSettings(db);
  return renderMail({
    siteName,
    publicUrl,
    heading: draft.subject,
    markdown: draft.body,
    footerNote: NEWSLETTER_TEXT.footer(siteName),
    footerLinks: [{ label: "Unsubscribe", url: UNSUBSCRIBE_MARK }],
  });
}

/** 'Send test e-mail': the issue as a recipient will see it, to the admin's own address. */
export async function sendTestNewsletter(
  db: Db,
  outbox: MailOutbox,
  publicUrl: string,
  admin: { email: string },
  draft: NewsletterDraft,
): Promise<{ to: string }> {
  const { html, text } = await renderIssue(db, publicUrl, draft);
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
 * Sends an issue: one INSERT … SELECT puts a mail per recipient of its audience into the mail
 * log (`recipientsSql`) — one per address (dedupe key
 * issue:address), each with its own unsubscribe link (a subscriber's landing page, whose
 * button POSTs: opening it changes nothing; a member's notification settings) and RFC 8058
 * one-click headers (the API address the mail client POSTs to: a subscriber's token, or a
 * member's signed one that sets their News to 'Never', news-unsubscribe.ts); then the
 * batch is handed to the mail workers of every server.
 *
 * Idempotent by the form's send key (decision 104): the issue row is inserted first, and a
 * second send with the same key — even one running at the same moment on another server, which
 * waits on the unique index until the first commits — inserts nothing and answers with the
 * first send's issue (`started: false`), queuing no mail.
 */
export async function sendNewsletter(
  db: Db,
  outbox: Pick<MailOutbox, "startBatch">,
  { publicUrl, secret }: { publicUrl: string; secret: string },
  actorId: string,
  send: NewsletterSend,
): Promise<{ issue: NewsletterIssueSummary; started: boolean }> {
  const draft = { subject: send.subject, body: send.body };
  const { html, text } = await renderIssue(db, publicUrl, draft);
  const issue = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterIssues)
      .values({
        subject: draft.subject,
        body: draft.body,
        createdBy: actorId,
        sendKey: send.send_key ?? null,
        audience: send.audience,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const inserted = await queryRows<{ id: string }>(
      tx,
      sql`WITH recipients AS (${recipientsSql({ publicUrl, secret }, send.audience)})
        INSERT INTO mail_log (kind, to_address, subject, text_body, html_body, headers, batch_id, dedupe_key)
        SELECT 'newsletter', email, ${draft.subject},
          replace(${text}, ${UNSUBSCRIBE_MARK}, page_url),
          replace(${html}, ${UNSUBSCRIBE_MARK}, page_url),
          jsonb_build_object('List-Unsubscribe', '<' || unsubscribe_url || '>',
            'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'),
          ${row.id}::uuid, 'newsletter:' || ${row.id} || ':' || email
        FROM recipients
        ON CONFLICT (dedupe_key) DO NOTHING
        RETURNING id`,
    );
    await tx
      .update(newsletterIssues)
      .set({ recipientCount: inserted.length })
      .where(eq(newsletterIssues.id, row.id));
    await recordAudit(tx, {
      actorId,
      action: "newsletter.send",
      targetType: "newsletter",
      targetId: row.id,
      after: { subject: draft.subject, audience: send.audience, recipients: inserted.length },
    });
    return { ...row, recipientCount: inserted.length };
  });
  if (!issue) return { issue: await firstSendOf(db, send), started: false };
  await outbox.startBatch(issue.id, 4);
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

type Counts = Partial<Record<MailLogStatus, number>>;
function summary(
  issue: {
    id: string;
    subject: string;
    createdAt: Date;
    recipientCount: number;
    audience: NewsletterAudience;
  },
  counts: Counts,
): NewsletterIssueSummary {
  return {
    id: issue.id,
    subject: issue.subject,
    created_at: issue.createdAt.toISOString(),
    recipients: issue.recipientCount,
    audience: issue.audience,
    counts: Object.fromEntries(MAIL_LOG_STATUSES.map((s) => [s, counts[s] ?? 0])) as Record<
      MailLogStatus,
      number
    >,
  };
}

async function countsOf(db: Db, ids: string[]): Promise<Map<string, Counts>> {
  const out = new Map<string, Counts>();
  if (ids.length === 0) return out;
  const rows = await queryRows<{ batch_id: string; status: MailLogStatus; n: number }>(
    db,
    sql`SELECT batch_id, status, count(*)::int AS n FROM mail_log
      WHERE batch_id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) GROUP BY batch_id, status`,
  );
  for (const r of rows) out.set(r.batch_id, { ...out.get(r.batch_id), [r.status]: r.n });
  return out;
}

/** Past issues, newest first, each with its progress. */
export async function listNewsletters(db: Db): Promise<NewsletterIssueSummary[]> {
  const issues = await db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt)).limit(50);
  const counts = await countsOf(
    db,
    issues.map((i) => i.id),
  );
  return issues.map((i) => summary(i, counts.get(i.id) ?? {}));
}

/** One issue: progress and per-recipient status (failures first). */
export async function getNewsletter(db: Db, id: string): Promise<NewsletterIssueDetail> {
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!issue) throw notFound("Newsletter not found");
  const [counts, deliveries] = await Promise.all([
    countsOf(db, [id]),
    queryRows<{ to: string; status: MailLogStatus; last_error: string | null; sent_at: string | null }>(
      db,
      sql`SELECT to_address AS "to", status, last_error, to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS sent_at
        FROM mail_log WHERE batch_id = ${id}::uuid
        ORDER BY (status = 'failed') DESC, to_address LIMIT 200`,
    ),
  ]);
  return { ...summary(issue, counts.get(id) ?? {}), body: issue.body, deliveries };
}
