import { desc, eq, sql } from "drizzle-orm";
import { MAIL_LOG_STATUSES, type MailLogStatus } from "../../../../contract/mail";
import type {
  NewsletterAudience,
  NewsletterIssueDetail,
  NewsletterIssueState,
  NewsletterIssueSummary,
} from "../../../../contract/newsletter";
import { type Db, queryRows } from "../../../db/client";
import { newsletterIssues } from "../../../db/schema";
import { notFound } from "../../../errors";

export type Counts = Partial<Record<MailLogStatus, number>>;
export function summary(
  issue: {
    id: string;
    subject: string;
    createdAt: Date;
    recipientCount: number;
    audience: NewsletterAudience;
    state: NewsletterIssueState;
    scheduledFor: Date | null;
    sentAt: Date | null;
  },
  counts: Counts,
): NewsletterIssueSummary {
  return {
    id: issue.id,
    subject: issue.subject,
    created_at: issue.createdAt.toISOString(),
    recipients: issue.recipientCount,
    audience: issue.audience,
    state: issue.state,
    scheduled_for: issue.scheduledFor?.toISOString() ?? null,
    sent_at: issue.sentAt?.toISOString() ?? null,
    counts: Object.fromEntries(MAIL_LOG_STATUSES.map((s) => [s, counts[s] ?? 0])) as Record<
      MailLogStatus,
      number
    >,
  };
}

export async function countsOf(db: Db, ids: string[]): Promise<Map<string, Counts>> {
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
  const [counts, deliveries, extra] = await Promise.all([
    countsOf(db, [id]),
    queryRows<{ to: string; status: MailLogStatus; last_error: string | null; sent_at: string | null }>(
      db,
      sql`SELECT to_address AS "to", status, last_error, to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS sent_at
        FROM mail_log WHERE batch_id = ${id}::uuid
        ORDER BY (status = 'failed') DESC, to_address LIMIT 200`,
    ),
    reportExtras(db, id),
  ]);
  const progress = counts.get(id) ?? {};
  const report = { delivered: progress.sent ?? 0, failed: progress.failed ?? 0, ...extra };
  return { ...summary(issue, progress), body: issue.body, deliveries, report };
}

/**
 * The report's unsubscribes (mails whose own link was used) and failure reasons, from the
 * issue's mails alone: no pixel, no rewritten link (decision 121).
 */
async function reportExtras(db: Db, id: string) {
  const rows = await queryRows<{ reason: string | null; n: number; unsubscribed: number }>(
    db,
    sql`SELECT CASE WHEN status = 'failed' THEN coalesce(last_error, 'No reason recorded') END AS reason,
        count(*) FILTER (WHERE status = 'failed')::int AS n, count(unsubscribed_at)::int AS unsubscribed
      FROM mail_log WHERE batch_id = ${id}::uuid GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
  return {
    unsubscribed: rows.reduce((sum, r) => sum + r.unsubscribed, 0),
    failure_reasons: rows
      .filter((r) => r.reason !== null)
      .map((r) => ({ reason: r.reason as string, count: r.n })),
  };
}
