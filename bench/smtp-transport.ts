/**
 * The SMTP transport alone (decision 083): MAILS newsletter-sized mails (14 kB, HTML and text)
 * through the portal's transport (server/mail/mailer.ts, TCP_NODELAY) and through nodemailer's
 * own sockets (Nagle's algorithm on, as before), side by side in one run, to the counting SMTP
 * server of bench/smtp-sink.ts, at 1, 5 and 10 pooled connections.
 *
 *   npx tsx bench/smtp-transport.ts        (MAILS=500, CONNECTIONS=1,5,10)
 */
import nodemailer from "nodemailer";
import pino from "pino";
import { createMailer } from "../server/mail/mailer";
import { startSmtpSink } from "./smtp-sink";

const MAILS = Number(process.env.MAILS ?? 500);
const CONNECTIONS = (process.env.CONNECTIONS ?? "1,5,10").split(",").map(Number);
const body = Array.from({ length: 90 }, (_, i) => `<p>Line ${i} of the issue, ${"x".repeat(60)}</p>`).join(
  "\n",
);

let n = 0;
const sink = await startSmtpSink();
try {
  console.log(
    `${MAILS} mails of ${(body.length * 2).toLocaleString("en-US")} bytes (HTML and text) each per measurement; mails/s`,
  );
  console.log("connections  portal (no delay)  nodemailer's socket (Nagle)  ratio");
  for (const connections of CONNECTIONS) {
    const url = `${sink.url}?pool=true&maxConnections=${connections}`;
    const portal = createMailer({
      smtpUrl: url,
      from: "office@example.org",
      outboxDir: "/nonexistent",
      logger: pino({ level: "silent" }),
    });
    const plain = nodemailer.createTransport(url);
    const ours = await rate((to) => portal.send({ to, subject: "Issue", text: body, html: body }));
    const theirs = await rate((to) =>
      plain.sendMail({ from: "office@example.org", to, subject: "Issue", text: body, html: body }),
    );
    portal.close();
    plain.close();
    console.log(
      `${String(connections).padStart(11)}  ${ours.toFixed(0).padStart(17)}  ${theirs.toFixed(0).padStart(27)}  ${(ours / theirs).toFixed(1).padStart(5)}x`,
    );
  }
  const { messages } = await sink.report();
  if (messages !== MAILS * 2 * CONNECTIONS.length) throw new Error(`the sink received ${messages} mails`);
} finally {
  await sink.close();
}

async function rate(send: (to: string) => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await Promise.all(Array.from({ length: MAILS }, () => send(`reader.${n++}@example.org`)));
  return (MAILS / (performance.now() - t0)) * 1000;
}
