import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the reader must follow, if any; logged in the embedded default. */
  link?: string;
  /** The words on the button that opens `link` in the HTML version. */
  actionLabel?: string;
  /** The HTML version; the outbox renders one from the text when absent. */
  html?: string;
  /** Extra headers (List-Unsubscribe …). */
  headers?: Record<string, string>;
  /** auth, newsletter, notification, digest, test … (the mail log's filter). */
  kind?: string;
  /** Unique across the mail log: a second mail with the same key is not queued (exactly once). */
  dedupeKey?: string;
}

/** What sends a mail: the transport (SMTP or the outbox folder), or the queue in front of it. */
export interface Mailer {
  send(mail: Mail): Promise<unknown>;
}

/**
 * The transport: SMTP when SMTP_URL is set; otherwise each message is written as an .eml file
 * into DATA_DIR/outbox and its link is logged, so a single-machine install needs no mail server.
 * Nothing calls it directly but the mail queue (server/mail/outbox.ts).
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer & { close(): void } {
  const message = (mail: Mail) => ({
    from: opts.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  });
  if (opts.smtpUrl) {
    // Pooled: a few connections reused for many messages (a newsletter), not one per mail.
    const url = new URL(opts.smtpUrl);
    if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
    const transport = nodemailer.createTransport(url.toString());
    return {
      async send(mail) {
        await transport.sendMail(message(mail));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  mkdirSync(opts.outboxDir, { recursive: true });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      const file = path.join(opts.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`);
      writeFileSync(file, info.message as Buffer);
      opts.logger.info(
        { to: mail.to, subject: mail.subject, link: mail.link, file },
        "mail written to outbox",
      );
    },
    close: () => transport.close(),
  };
}
