import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { Mail } from "../mail/mailer";

/** A mail as it arrived over SMTP, parsed back into the shape the app handed the queue. */
export type ReceivedMail = Mail & { html: string; headers: Record<string, string> };

/**
 * A real SMTP server in the test process (smtp-server + mailparser, from the nodemailer
 * authors): every mail arrives over SMTP and is parsed. `refuse` decides per message whether
 * to answer 451 (a temporary refusal) instead of accepting it; such a message is not recorded.
 * `beforeAccept` runs after a message is recorded and before it is answered: a slow server
 * waits there, and a throw refuses the message with 451 (it stays recorded: it did arrive).
 */
export async function startSmtpServer(
  opts: {
    refuse?: (attempt: number) => boolean;
    beforeAccept?: (mail: ReceivedMail) => Promise<void> | void;
  } = {},
) {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const refusal = (message: string) => Object.assign(new Error(message), { responseCode: 451 });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The app's pooled transport is closed before this server; a connection still open then
    // is a test that ended mid-send, and need not hold the test up for smtp-server's 30 s.
    closeTimeout: 200,
    onData(stream, _session, callback) {
      attempts++;
      const refuse = opts.refuse?.(attempts) ?? false;
      simpleParser(stream)
        .then(async (parsed) => {
          if (refuse) return callback(refusal("Mailbox busy, try again later"));
          const mail = toMail(parsed);
          received.push(mail);
          try {
            await opts.beforeAccept?.(mail);
          } catch (err) {
            // The refusal the sender sees and retries after, as from a real server.
            return callback(refusal(err instanceof Error ? err.message : String(err)));
          }
          callback();
        })
        .catch(callback);
    },
  });
  // Port 0: the kernel picks a free one (no probe-then-listen race between parallel files).
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get attempts() {
      return attempts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

function toMail(parsed: ParsedMail): ReceivedMail {
  const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  const html = typeof parsed.html === "string" ? parsed.html : "";
  return {
    to: to?.value[0]?.address ?? "",
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html,
    link: actionLink(html),
    headers: rawHeaders(parsed),
  };
}

/**
 * Every header as it was on the wire, under its own spelling ("List-Unsubscribe"), unfolded.
 * mailparser's own `headers` map lower-cases the names and turns List-* into one structured
 * `list` entry, which is not what the app set.
 */
function rawHeaders(parsed: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { line } of parsed.headerLines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim()] = line
      .slice(colon + 1)
      .replace(/\r?\n(?=[ \t])/g, "")
      .trim();
  }
  return headers;
}

/**
 * The one link the reader must follow (`Mail.link`): the layout prints it under its button
 * as "Or open this link: <a href=…>" (server/mail/templates/layout.tsx). A mail without a
 * button has none.
 */
function actionLink(html: string): string | undefined {
  const match = /Or open this link:[\s\S]*?<a\b[^>]*\bhref="([^"]*)"/.exec(html);
  return match ? decodeEntities(match[1]) : undefined;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
