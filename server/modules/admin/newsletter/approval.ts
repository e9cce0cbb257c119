import { desc, eq, sql } from "drizzle-orm";
import type { NewsletterIssueSummary } from "../../../../contract/newsletter";
import { LEADER_NEWSLETTER_TEXT, type NewsletterApproval } from "../../../../contract/newsletter-leaders";
import { recordAudit } from "../../../audit";
import type { Db } from "../../../db/client";
import { newsletterIssues, profiles, user } from "../../../db/schema";
import { conflict, notFound } from "../../../errors";
import type { MailOutbox } from "../../../mail/outbox";
import { summary } from "./queries";
import { queueIssueMails, type SendKeys } from "./send";

/** Leaders' issues waiting for the office (decision 121), oldest first: the approval list. */
export async function listApprovals(db: Db): Promise<NewsletterApproval[]> {
  const rows = await db
    .select({
      issue: newsletterIssues,
      authorName: sql<string | null>`coalesce(${profiles.displayName}, ${user.name})`,
    })
    .from(newsletterIssues)
    .leftJoin(user, eq(user.id, newsletterIssues.createdBy))
    .leftJoin(profiles, eq(profiles.userId, newsletterIssues.createdBy))
    .where(eq(newsletterIssues.state, "pending"))
    .orderBy(desc(newsletterIssues.createdAt))
    .limit(100);
  return rows.map(({ issue, authorName }) => ({
    ...summary(issue, {}),
    body: issue.body,
    author: issue.createdBy ? { id: issue.createdBy, name: authorName ?? "" } : null,
  }));
}

/**
 * Locks a pending issue (404 if there is none, 409 if it is no longer pending): approve and
 * decline both take the row's lock, so two office members pressing at once decide it once.
 */
async function lockPending(tx: Db, id: string) {
  const [row] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
  if (!row) throw notFound("Newsletter not found");
  if (row.state !== "pending") throw conflict(LEADER_NEWSLETTER_TEXT.notPending);
  return row;
}

/** Approve & send: the issue's mails are queued as an office send's are, then handed to the workers. */
export async function approveIssue(
  db: Db,
  outbox: Pick<MailOutbox, "startBatch">,
  keys: SendKeys,
  actorId: string,
  id: string,
): Promise<NewsletterIssueSummary> {
  const issue = await db.transaction(async (tx) => {
    const row = await lockPending(tx, id);
    const recipients = await queueIssueMails(tx, keys, row);
    const [approved] = await tx
      .update(newsletterIssues)
      .set({ reviewedBy: actorId, reviewedAt: sql`now()` })
      .where(eq(newsletterIssues.id, id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: "newsletter.approve",
      targetType: "newsletter",
      targetId: id,
      after: { subject: row.subject, audience: row.audience, recipients },
    });
    return approved ?? row;
  });
  await outbox.startBatch(id, 4);
  return summary(issue, { queued: issue.recipientCount });
}

/** Decline with a reason the leader reads on their screen; nothing is mailed. */
export async function declineIssue(db: Db, actorId: string, id: string, reason: string) {
  const issue = await db.transaction(async (tx) => {
    await lockPending(tx, id);
    const [declined] = await tx
      .update(newsletterIssues)
      .set({ state: "declined", declineReason: reason, reviewedBy: actorId, reviewedAt: sql`now()` })
      .where(eq(newsletterIssues.id, id)) // pending: lockPending checked it under the row's lock
      .returning();
    await recordAudit(tx, {
      actorId,
      action: "newsletter.decline",
      targetType: "newsletter",
      targetId: id,
      after: { reason },
    });
    return declined;
  });
  return summary(issue, {});
}
