import { mkdirSync, writeFileSync } from "node:fs";
import net from "node:net";
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
  /**
   * The Message-ID (without angle brackets); the outbox names each mail by its mail log row, so
   * a delivery whose outcome is unknown can be looked up in the SMTP server's log (decision 104).
   */
  messageId?: string;
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
    ...(mail.messageId ? { messageId: `<${mail.messageId}>` } : {}),
  });
  if (opts.smtpUrl) {
    // Pooled: a few connections reused for many messages (a newsletter), not one per mail.
    const url = new URL(opts.smtpUrl);
    if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
    const transport = nodemailer.createTransport(url.toString());
    // A proxy (?proxy=…) brings its own socket; otherwise ours, without Nagle's delay.
    if (!url.searchParams.has("proxy")) Object.assign(transport, { getSocket: connectWithoutDelay });
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

/**
 * Opens the SMTP connection with Nagle's algorithm off (TCP_NODELAY; decision 083). nodemailer
 * leaves it on, and writes a message's closing "." line as a small write of its own after the
 * body: the kernel holds it until the server acknowledges the body, which a server delays (40 ms
 * at least on Linux). Every mail on a connection paid that wait (16 mails/s on one connection
 * to a local server). Handed to nodemailer through its socket hook (`getSocket`, the one its proxies use),
 * which still does the TLS (smtps:// or STARTTLS) on this socket.
 */
function connectWithoutDelay(
  options: {
    host?: string;
    port?: number;
    secure?: boolean;
    localAddress?: string;
    connectionTimeout?: number;
  },
  callback: (err: Error | null, socketOptions?: { connection: net.Socket }) => void,
): void {
  const socket = net.connect({
    host: options.host ?? "localhost",
    // nodemailer's defaults when the URL names no port.
    port: Number(options.port) || (options.secure ? 465 : 587),
    localAddress: options.localAddress,
    noDelay: true,
  });
  const fail = (err: Error) => {
    clearTimeout(timer);
    socket.destroy();
    callback(err);
  };
  const timer = setTimeout(
    () => fail(Object.assign(new Error("Connection timeout"), { code: "ETIMEDOUT" })),
    options.connectionTimeout ?? 120_000,
  );
  socket.once("error", fail);
  socket.once("connect", () => {
    clearTimeout(timer);
    socket.off("error", fail);
    callback(null, { connection: socket });
  });
}
