import nodemailer from "nodemailer";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createMailer } from "./mailer";

/**
 * The SMTP transport opens its own sockets (TCP_NODELAY, decision 083) and hands them to
 * nodemailer: the TLS nodemailer does on them (STARTTLS, smtps://) must still work. A real
 * SMTP server (smtp-server, with its built-in self-signed certificate) receives the mail and
 * reports whether the session was encrypted.
 */
const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

async function startServer(secure: boolean, starttls = true) {
  const received: Array<{ to: string; secure: boolean }> = [];
  const server = new SMTPServer({
    secure,
    disabledCommands: starttls ? [] : ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo[0]?.address ?? "", secure: session.secure });
        callback();
      });
    },
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.server.address() as { port: number }).port, received };
}

const mailerFor = (smtpUrl: string) =>
  createMailer({
    smtpUrl,
    from: "Alumni <no-reply@alumni.test>",
    outboxDir: "",
    logger: pino({ level: "silent" }),
  });

async function sendOne(smtpUrl: string, to: string) {
  const mailer = mailerFor(smtpUrl);
  try {
    await mailer.send({ to, subject: "Hello", text: "Hello" });
  } finally {
    mailer.close();
  }
}

describe("SMTP transport", () => {
  it("sends mail after mail on one connection without waiting for the server's delayed ACK", async () => {
    // With Nagle's algorithm on (nodemailer's own sockets), each message's closing "." waits
    // for the server's delayed ACK (40 ms or more) however small the mail: a wait, not work.
    // Measured side by side, medians per mail, so a busy machine slows both alike.
    const { port, received } = await startServer(false, false);
    const url = `smtp://127.0.0.1:${port}?pool=true&maxConnections=1`;
    const ours = mailerFor(url);
    const theirs = nodemailer.createTransport(url);
    const body = "A line of the newsletter.\n".repeat(40);
    const medianPerMail = async (send: (to: string) => Promise<unknown>) => {
      await send("warm-up@example.org");
      const times: number[] = [];
      for (let i = 0; i < 25; i++) {
        const t0 = performance.now();
        await send(`reader${i}@example.org`);
        times.push(performance.now() - t0);
      }
      return times.sort((a, b) => a - b)[12];
    };
    try {
      const portal = await medianPerMail((to) => ours.send({ to, subject: "Issue", text: body, html: body }));
      const nagle = await medianPerMail((to) =>
        theirs.sendMail({ from: "a@alumni.test", to, subject: "Issue", text: body, html: body }),
      );
      expect(received).toHaveLength(52);
      expect(portal).toBeLessThan(nagle * 0.6);
    } finally {
      ours.close();
      theirs.close();
    }
  });

  it("upgrades its own connection with STARTTLS when the server offers it", async () => {
    const { port, received } = await startServer(false);
    await sendOne(`smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`, "starttls@example.org");
    expect(received).toEqual([{ to: "starttls@example.org", secure: true }]);
  });

  it("speaks TLS from the start on smtps://", async () => {
    const { port, received } = await startServer(true);
    await sendOne(`smtps://127.0.0.1:${port}?tls.rejectUnauthorized=false`, "smtps@example.org");
    expect(received).toEqual([{ to: "smtps@example.org", secure: true }]);
  });

  it("reports a server that cannot be reached as a refusal, not a crash", async () => {
    const { port } = await startServer(false);
    await new Promise<void>((resolve) => (servers.pop() as SMTPServer).close(() => resolve()));
    await expect(sendOne(`smtp://127.0.0.1:${port}`, "nobody@example.org")).rejects.toThrow(/ECONNREFUSED/);
  });
});
