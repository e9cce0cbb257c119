import { and, eq, sql } from "drizzle-orm";
import {
  isWholeList,
  NEWSLETTER_TEXT,
  type NewsletterIssueSummary,
  type NewsletterScheduleEdit,
} from "../../../../contract/newsletter";
import { recordAudit } from "../../../audit";
import type { Db } from "../../../db/client";
import { newsletterIssues } from "../../../db/schema";
import { conflict, notFound } from "../../../errors";
import type { JobQueue } from "../../../jobs/queue";
import type { MailOutbox } from "../../../mail/outbox";
import { countsOf, summary } from "./queries";
import { NEWSLETTER_START_QUEUE, queueIssueMails, requireFuture, type SendKeys } from "./send";

/*
 * Scheduled issues (issue 25, item 3; decision 113). A scheduled issue is a newsletter_issues row
 * in state 'scheduled' with no mails. Its start job (pg-boss, `startAfter` its time, run by
 * whichever server fetches it) and the office's edit or cancel all change the row only
 * `WHERE state = 'scheduled'`, so they are serialised by the row's lock and exactly one wins: a
 * start that locks the row first queues the mails and the edit or cancel then finds it 'sent'
 * (409); a cancel that commits first leaves the start finding nothing to start (no mail).
 */

/**
 * The start job: if the issue is still scheduled and its time has come, queue its mails in the
 * same transaction that marks it sent, then hand the batch to the mail workers. A job whose
 * issue was edited to a later time finds it not yet due and does nothing (the edit queued a job
 * for the new time). Retried after a server stopped between commit and hand-over, it finds the
 * issue sent with mails still queued and hands the batch over again (drain jobs are idempotent).
 */
export async function startScheduledIssue(
  db: Db,
  outbox: Pick<MailOutbox, "startBatch">,
  keys: SendKeys,
  issueId: string,
): Promise<boolean> {
  const started = await db.transaction(async (tx) => {
    const [issue] = await tx
      .select()
      .from(newsletterIssues)
      .where(
        and(
          eq(newsletterIssues.id, issueId),
          eq(newsletterIssues.state, "scheduled"),
          sql`${newsletterIssues.scheduledFor} <= now()`,
        ),
      )
      .for("update");
    if (!issue) return false;
    await queueIssueMails(tx, keys, issue);
    return true;
  });
  const counts = (await countsOf(db, [issueId])).get(issueId);
  if (started || counts?.queued) await outbox.startBatch(issueId, 4);
  return started;
}

/** Registers this server's worker of the start jobs (every server has one; a job runs once). */
export async function startNewsletterSchedule(
  db: Db,
  jobs: JobQueue,
  outbox: Pick<MailOutbox, "startBatch">,
  keys: SendKeys,
): Promise<void> {
  await jobs.createQueue(NEWSLETTER_START_QUEUE);
  await jobs.work<{ issueId: string }>(NEWSLETTER_START_QUEUE, 1, async (job) => {
    await startScheduledIssue(db, outbox, keys, job.data.issueId);
  });
}

/** The row of a scheduled issue changed by `change`, or 404 / 409 if it is gone or has started. */
async function changeScheduled(
  db: Db,
  id: string,
  change: (tx: Db) => Promise<Array<typeof newsletterIssues.$inferSelect>>,
) {
  return db.transaction(async (tx) => {
    const [row] = await change(tx);
    if (row) return row;
    const [exists] = await tx
      .select({ id: newsletterIssues.id })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, id));
    throw exists ? conflict(NEWSLETTER_TEXT.alreadyStarted) : notFound("Newsletter not found");
  });
}

const stillScheduled = (id: string) =>
  and(eq(newsletterIssues.id, id), eq(newsletterIssues.state, "scheduled"));

/** The office changes a scheduled issue's words, audience or time before it starts. */
export async function editScheduledIssue(
  db: Db,
  jobs: Pick<JobQueue, "sendInTransaction">,
  actorId: string,
  id: string,
  edit: NewsletterScheduleEdit,
): Promise<NewsletterIssueSummary> {
  const scheduledFor = await requireFuture(db, edit.scheduled_for);
  const row = await changeScheduled(db, id, async (tx) => {
    const rows = await tx
      .update(newsletterIssues)
      .set({
        subject: edit.subject,
        body: edit.body,
        audience: edit.audience,
        membersOnly: !isWholeList(edit.audience),
        scheduledFor,
      })
      .where(stillScheduled(id))
      .returning();
    if (rows.length === 0) return rows;
    // A job for the new time; the old one, if earlier, finds the issue not yet due.
    await jobs.sendInTransaction(tx, NEWSLETTER_START_QUEUE, { issueId: id }, { startAfter: scheduledFor });
    await recordAudit(tx, {
      actorId,
      action: "newsletter.schedule.edit",
      targetType: "newsletter",
      targetId: id,
      after: edit,
    });
    return rows;
  });
  return summary(row, {});
}

/** The office cancels a scheduled issue before it starts: nobody receives it. */
export async function cancelScheduledIssue(
  db: Db,
  actorId: string,
  id: string,
): Promise<NewsletterIssueSummary> {
  const row = await changeScheduled(db, id, async (tx) => {
    const rows = await tx
      .update(newsletterIssues)
      .set({ state: "cancelled" })
      .where(stillScheduled(id))
      .returning();
    if (rows.length > 0)
      await recordAudit(tx, {
        actorId,
        action: "newsletter.schedule.cancel",
        targetType: "newsletter",
        targetId: id,
      });
    return rows;
  });
  return summary(row, {});
}
