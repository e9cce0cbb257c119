import { desc, eq, sql } from "drizzle-orm";
import {
  type AdminMailLogPage,
  MAIL_LOG_STATUSES,
  MAIL_TEXT,
  type MailLogStatus,
} from "../../../../contract/mail";
import { recordAudit } from "../../../audit";
import { type Db, queryRows } from "../../../db/client";
import { mailLog } from "../../../db/schema";
import type { MailOutbox } from "../../../mail/outbox";
import { getSettings } from "../../settings/queries";

/** The mail log page of Admin Settings: newest first, with the count per state. */
export async function listMailLog(
  db: Db,
  q: { status?: MailLogStatus; page: number; page_size: number },
): Promise<AdminMailLogPage> {
  const where = q.status ? eq(mailLog.status, q.status) : undefined;
  const [rows, total, counts] = await Promise.all([
    db
      .select()
      .from(mailLog)
      .where(where)
      .orderBy(desc(mailLog.createdAt), desc(mailLog.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.$count(mailLog, where),
    queryRows<{ status: MailLogStatus; n: number }>(
      db,
      sql`SELECT status, count(*)::int AS n FROM mail_log GROUP BY status`,
    ),
  ]);
  const byStatus = Object.fromEntries(MAIL_LOG_STATUSES.map((s) => [s, 0])) as Record<MailLogStatus, number>;
  for (const c of counts) byStatus[c.status] = c.n;
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      // A classmate's invitation names its address to nobody, the office included (decision 108).
      to: r.kind === "invitation" ? MAIL_TEXT.hiddenInvitationAddress : r.toAddress,
      subject: r.subject,
      status: r.status,
      attempts: r.attempts,
      last_error: r.lastError,
      created_at: r.createdAt.toISOString(),
      sent_at: r.sentAt?.toISOString() ?? null,
    })),
    total,
    page: q.page,
    page_size: q.page_size,
    counts: byStatus,
  };
}

/** 'Send test e-mail': queues a test mail to the admin's own address, audited with it. */
export async function sendTestMail(
  db: Db,
  outbox: MailOutbox,
  actor: { id: string; email: string },
): Promise<{ id: string; to: string }> {
  const { siteName } = await getSettings(db);
  const id = await db.transaction(async (tx) => {
    const mailId = await outbox.send(
      {
        kind: "test",
        to: actor.email,
        subject: MAIL_TEXT.testSubject(siteName),
        text: MAIL_TEXT.testBody(siteName),
      },
      tx,
    );
    await recordAudit(tx, { actorId: actor.id, action: "mail.test", targetType: "mail", targetId: mailId });
    return mailId as string;
  });
  outbox.wake();
  return { id, to: actor.email };
}
