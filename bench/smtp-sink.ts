/**
 * A real SMTP server for the newsletter benchmark (bench/newsletter.ts) that counts what it
 * receives by envelope recipient and keeps nothing else: the full test server
 * (server/test/smtp-server.ts) parses every message with mailparser, which at 10,000 mails
 * would cost more CPU than the sending it measures. It runs as its own process (`fork`), so
 * receiving mail does not share the bench's event loop with the load generator. It checks the
 * first message for the one-click unsubscribe headers.
 */
import { fork } from "node:child_process";
import { SMTPServer } from "smtp-server";

interface SinkReport {
  /** Messages accepted per recipient address (lower-cased). */
  byRecipient: Record<string, number>;
  messages: number;
  bytes: number;
  /** The first message's header block, to check List-Unsubscribe. */
  firstHeaders: string;
}

/** Starts the sink in a child process; `report()` asks it what arrived so far. */
export async function startSmtpSink() {
  const child = fork(import.meta.filename, ["--serve"], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`SMTP sink exited with ${code}`)));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    pid: child.pid,
    report: () =>
      new Promise<SinkReport>((resolve) => {
        child.once("message", (m) => resolve(m as SinkReport));
        child.send("report");
      }),
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function serve() {
  const byRecipient: Record<string, number> = {};
  let messages = 0;
  let bytes = 0;
  let firstHeaders = "";
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // The sender's pool keeps its connections open; one per sending worker is plenty.
    maxClients: 100,
    onData(stream, session, callback) {
      let head = messages === 0 && !firstHeaders ? "" : null;
      stream.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (head !== null && head.length < 20_000) head += chunk.toString("utf8");
      });
      stream.on("end", () => {
        messages++;
        if (head !== null && !firstHeaders) firstHeaders = head.split(/\r?\n\r?\n/)[0];
        for (const rcpt of session.envelope.rcptTo) {
          const to = rcpt.address.toLowerCase();
          byRecipient[to] = (byRecipient[to] ?? 0) + 1;
        }
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1", () => {
    const { port } = server.server.address() as { port: number };
    process.send?.({ port });
  });
  process.on("message", (m) => {
    if (m === "report") process.send?.({ byRecipient, messages, bytes, firstHeaders } satisfies SinkReport);
  });
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
}

if (process.argv.includes("--serve")) serve();
