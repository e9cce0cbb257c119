import { type AddressInfo, createServer } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail["headers"];
}

/**
 * A real SMTP server in the test process (smtp-server + mailparser, from the nodemailer
 * authors): every mail arrives over SMTP and is parsed. `refuse` decides per message whether
 * to answer 451 (a temporary refusal) instead of accepting it.
 */
export async function startSmtpServer(opts: { refuse?: (attempt: number) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      attempts++;
      const refuse = opts.refuse?.(attempts) ?? false;
      simpleParser(stream)
        .then((parsed) => {
          if (refuse) {
            const err = new Error("Mailbox busy, try again later") as Error & { responseCode: number };
            err.responseCode = 451;
            return callback(err);
          }
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          received.push({
            to: to?.value[0]?.address ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers: parsed.headers,
          });
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get attempts() {
      return attempts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
