import { eq, type SQL, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { MEMORIAM_TEXT } from "../../contract/ui-text";
import type { Db } from "../db/client";
import { queryRows } from "../db/client";
import { mailLog } from "../db/schema";
import { type JobQueue, QUEUES } from "../jobs/queue";
import { memorialAddressesSql } from "../modules/memoriam/rules";
import { getSettings } from "../modules/settings/queries";
import type { Mail, Mailer } from "./mailer";
import { renderMail } from "./templates/layout";

interface MailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  link: string | null;
  headers: Record<string, string>;
  attempts: number;
  kind: string;
}

/** A mail left in 'sending' this long was being sent by a server that stopped. */
const STALE_SENDING = sql.raw("interval '10 minutes'");

/** Mails sent at once by one drain job: as many as the pooled SMTP transport's connections. */
const DRAIN_LANES = 5;

/** The mail log's error for a delivery cut off by a stopped server (decision 104). */
export const OUTCOME_UNKNOWN =
  "Outcome unknown: the server stopped while this mail was with the SMTP server. Not sent again, so nobody receives it twice; its Message-ID is in the SMTP server's log if it was accepted.";

/**
 * Which mails a worker may claim (decision 104): queued ones, and those a stopped server left in
 * 'sending' before handing them to the transport (nobody can have received them). One it had
 * handed over is never claimed again: `resolveStale` records its outcome as unknown instead.
 */
const claimableSql = sql`(status = 'queued' OR (status = 'sending' AND handed_at IS NULL AND updated_at < now() - ${STALE_SENDING}))`;
const CLAIM_SET = sql`status = 'sending', attempts = attempts + 1, updated_at = now(), handed_at = NULL`;
const CLAIMED_COLUMNS = sql`id, to_address, subject, text_body, html_body, link, headers, attempts, kind`;

/** What an invitation's row keeps of its address once settled (decision 108). */
export const FORGOTTEN_INVITATION_ADDRESS = "invitation@redacted.invalid";
const forget = (column: string, kept: string | null) =>
  sql`CASE WHEN kind = 'invitation' THEN ${kept} ELSE ${sql.raw(column)} END`;
/**
 * A classmate's invitation is kept only until it is settled (sent, or finally failed): then its
 * row forgets the address and the message with its link (decision 108), keeping the kind, the
 * state and the dates the office's counts read. Set in the same UPDATE that settles the row.
 */
const FORGET_SETTLED_INVITATION = {
  toAddress: forget("to_address", FORGOTTEN_INVITATION_ADDRESS),
  textBody: forget("text_body", "(An invitation; its text and link are not kept.)"),
  htmlBody: forget("html_body", null),
  link: forget("link", null),
};

/**
 * Every e-mail goes through here (decision 050): `send` writes the rendered mail into mail_log
 * and a delivery job in one transaction, and wakes this server's worker; the worker hands it to
 * the transport. A refusal leaves the row queued with its error and the job retries with
 * backoff; after the last retry the row is 'failed' and stays visible in the admin mail log.
 */
export class MailOutbox implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly transport: Mailer,
    private readonly publicUrl: string,
    private readonly logger?: Logger,
  ) {}

  private get messageIdHost(): string {
    return new URL(this.publicUrl).hostname || "localhost";
  }

  /** Registers this server's delivery workers. */
  async start(concurrency = 2): Promise<void> {
    await this.queue.work<{ mailId: string }>(QUEUES.mailDeliver, concurrency, (job) =>
      this.deliver(job.data.mailId, job.retryCount >= job.retryLimit),
    );
    await this.queue.work<{ batchId: string }>(QUEUES.mailDrain, concurrency, (job) =>
      this.drain(job.data.batchId, job.retryCount >= job.retryLimit),
    );
  }

  /**
   * Queues one mail; resolves once it is durably queued (not when it is delivered). Given a
   * transaction, the mail is queued in it (call `wake()` after it commits); returns the
   * mail's id, or null when its dedupe key was already used.
   */
  async send(mail: Mail, tx?: Pick<Db, "insert" | "execute" | "select">): Promise<string | null> {
    // Inside a transaction only the transaction may be used (PGlite: one connection).
    const html = mail.html ?? (await this.renderDefaultHtml(mail, tx ?? this.db));
    const queue = async (t: Pick<Db, "insert" | "execute">) => {
      const rows = await t
        .insert(mailLog)
        .values({
          kind: mail.kind ?? "notice",
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: html,
          link: mail.link ?? null,
          headers: mail.headers ?? {},
          dedupeKey: mail.dedupeKey ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: mailLog.id });
      if (rows.length === 0) return null;
      await this.queue.sendInTransaction(t, QUEUES.mailDeliver, { mailId: rows[0].id });
      return rows[0].id;
    };
    if (tx) return queue(tx);
    const id = await this.db.transaction(queue);
    if (id) this.wake();
    return id;
  }

  /** Wakes this server's delivery workers (mail was queued in a transaction that committed). */
  wake(): void {
    this.queue.wake(QUEUES.mailDeliver);
  }

  /** Starts (or resumes) the delivery of every queued mail of a batch, shared by `workers` jobs. */
  async startBatch(batchId: string, workers = 4): Promise<void> {
    for (let i = 0; i < workers; i++) await this.queue.send(QUEUES.mailDrain, { batchId });
  }

  /** Sends one queued mail unless another worker already has. */
  async deliver(mailId: string, lastAttempt: boolean): Promise<void> {
    await this.resolveStale(sql`id = ${mailId}`);
    await this.withholdFromMemorials(sql`id = ${mailId}`);
    const [row] = await queryRows<MailRow>(
      this.db,
      sql`UPDATE mail_log SET ${CLAIM_SET} WHERE id = ${mailId} AND ${claimableSql} RETURNING ${CLAIMED_COLUMNS}`,
    );
    if (!row) return;
    const error = await this.transmit(row, lastAttempt);
    if (error) throw error;
  }

  /**
   * Claims the batch's queued mails 50 at a time (`FOR UPDATE SKIP LOCKED`: each goes to one
   * worker of one server) until none is left, and sends each chunk `DRAIN_LANES` at a time, so
   * a server that stops leaves at most that many mails per job with an unknown outcome. Mails refused this round stay queued and the job
   * fails, so the queue retries it after a backoff; on its last attempt they are marked failed.
   */
  async drain(batchId: string, lastAttempt: boolean): Promise<void> {
    let refused = 0;
    await this.resolveStale(sql`batch_id = ${batchId}`);
    const [{ started }] = await queryRows<{ started: string }>(
      this.db,
      sql`SELECT clock_timestamp()::text AS started`,
    );
    for (;;) {
      // Checked before every chunk: a death confirmed during a long newsletter stops it at once.
      await this.withholdFromMemorials(sql`batch_id = ${batchId}`);
      const rows = await queryRows<MailRow>(
        this.db,
        sql`UPDATE mail_log SET ${CLAIM_SET}
          WHERE id IN (SELECT id FROM mail_log WHERE batch_id = ${batchId} AND ${claimableSql}
            AND (status = 'sending' OR attempts = 0 OR updated_at < ${started}::timestamptz)
            ORDER BY created_at, id LIMIT 50 FOR UPDATE SKIP LOCKED)
          RETURNING ${CLAIMED_COLUMNS}`,
      );
      if (rows.length === 0) break;
      // Each lane keeps one of the pooled SMTP transport's connections busy.
      const next = rows.values();
      const lane = async () => {
        for (const row of next) if (await this.transmit(row, lastAttempt)) refused++;
      };
      await Promise.all(Array.from({ length: DRAIN_LANES }, lane));
    }
    if (refused > 0) throw new Error(`${refused} mail(s) of batch ${batchId} refused; retrying later`);
  }

  /**
   * No mail of any kind reaches an alumnus the office confirmed in memoriam (decision 109): the
   * mails to their address that no worker holds yet are marked failed, with the reason, before
   * they can be claimed. Here, where every mail passes on its way to the transport, so no sender
   * (digest, newsletter, reminder, notification, invitation, a password reset) can miss it.
   */
  private async withholdFromMemorials(which: SQL): Promise<void> {
    await this.db
      .update(mailLog)
      .set({
        status: "failed",
        lastError: MEMORIAM_TEXT.mailWithheld,
        updatedAt: sql`now()`,
        ...FORGET_SETTLED_INVITATION,
      })
      .where(sql`${which} AND ${claimableSql} AND lower(to_address) IN (${memorialAddressesSql})`);
  }

  /**
   * A mail a stopped server had handed to the transport may have been delivered: it is marked
   * failed with an unknown outcome, never sent again (at most once, decision 104).
   */
  private async resolveStale(which: SQL): Promise<void> {
    await this.db
      .update(mailLog)
      .set({
        status: "failed",
        lastError: OUTCOME_UNKNOWN,
        updatedAt: sql`now()`,
        ...FORGET_SETTLED_INVITATION,
      })
      .where(
        sql`${which} AND status = 'sending' AND handed_at IS NOT NULL AND updated_at < now() - ${STALE_SENDING}`,
      );
  }

  /**
   * Hands one claimed row to the transport and records the outcome; returns the refusal, if any.
   * The hand-over is recorded first, so a server that stops during the SMTP transaction leaves a
   * mark that forbids sending it again.
   */
  private async transmit(row: MailRow, lastAttempt: boolean): Promise<Error | null> {
    try {
      await this.db.update(mailLog).set({ handedAt: sql`now()` }).where(eq(mailLog.id, row.id));
      // Mails queued in bulk by SQL (reminders) get the layout here, one at a time.
      const html =
        row.html_body ??
        (await this.renderDefaultHtml(
          { to: row.to_address, subject: row.subject, text: row.text_body, link: row.link ?? undefined },
          this.db,
        ));
      await this.transport.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html,
        link: row.link ?? undefined,
        headers: row.headers,
        messageId: `${row.id}@${this.messageIdHost}`,
      });
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      await this.db
        .update(mailLog)
        .set({
          status: lastAttempt ? "failed" : "queued",
          lastError: error.message.slice(0, 1000),
          updatedAt: sql`now()`,
          ...(lastAttempt ? FORGET_SETTLED_INVITATION : {}),
        })
        .where(eq(mailLog.id, row.id));
      this.logger?.warn(
        { err: error, mailId: row.id, attempts: row.attempts, lastAttempt },
        "mail not delivered",
      );
      return error;
    }
    await this.db
      .update(mailLog)
      .set({
        status: "sent",
        sentAt: sql`now()`,
        updatedAt: sql`now()`,
        lastError: null,
        ...FORGET_SETTLED_INVITATION,
      })
      .where(eq(mailLog.id, row.id));
    return null;
  }

  /** The site's layout around a plain-text mail: its paragraphs, and its link as a button. */
  private async renderDefaultHtml(mail: Mail, db: Pick<Db, "select">): Promise<string> {
    const { siteName } = await getSettings(db);
    const paragraphs = mail.text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter((p) => p && p !== mail.link);
    const { html } = await renderMail({
      siteName,
      publicUrl: this.publicUrl,
      heading: mail.subject,
      paragraphs,
      action: mail.link ? { label: mail.actionLabel ?? "Open", url: mail.link } : undefined,
    });
    return html;
  }
}
