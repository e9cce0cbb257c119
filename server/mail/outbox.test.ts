import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { mailLog } from "../db/schema";
import { QUEUES } from "../jobs/queue";
import { call, createMember, createTestApp, grantRole, type TestContext } from "../test/harness";
import { waitForJobsDone } from "../test/jobs";
import { startSmtpServer } from "../test/smtp-server";
import { createMailer } from "./mailer";

const silent = pino({ level: "silent" });

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function appWithSmtp(refuse?: (attempt: number) => boolean) {
  const smtp = await startSmtpServer({ refuse });
  const transport = createMailer({
    smtpUrl: smtp.url,
    from: "Alumni <no-reply@alumni.test>",
    outboxDir: "",
    logger: silent,
  });
  const ctx = await createTestApp({ transport });
  return { smtp, ctx };
}

const rowFor = (ctx: TestContext, to: string) =>
  ctx.database.db
    .select()
    .from(mailLog)
    .where(eq(mailLog.toAddress, to))
    .then((rows) => rows[0]);

describe("mail through the queue to a real SMTP server", () => {
  let env: Awaited<ReturnType<typeof appWithSmtp>>;
  beforeAll(async () => {
    // The first two deliveries are refused (451), every later one accepted.
    env = await appWithSmtp((attempt) => attempt <= 2);
  });
  afterAll(async () => {
    await env.ctx.close();
    await env.smtp.close();
  });

  it("retries after the SMTP server refuses, then delivers HTML and text with the school's name and crest", async () => {
    await env.ctx.deps.mailer.send({
      to: "retry@example.org",
      subject: "Welcome back to school",
      text: "Hello,\n\nThe reunion is on.",
      link: "http://localhost:3000/events",
      actionLabel: "See the events",
    });
    const row = await waitFor(
      () => rowFor(env.ctx, "retry@example.org"),
      (r) => r.status === "sent",
    );
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(env.smtp.received.filter((m) => m.to === "retry@example.org")).toHaveLength(1);
    const [mail] = env.smtp.received;
    expect(mail.subject).toBe("Welcome back to school");
    expect(mail.text).toContain("The reunion is on.");
    expect(mail.html).toContain("Alumni Portal"); // the site name from the settings
    expect(mail.html).toContain("http://localhost:3000/crest-96.png");
    expect(mail.html).toContain('name="viewport"');
    expect(mail.html).toContain("See the events");
  });

  it("queues a mail with a dedupe key once, however often it is asked for", async () => {
    for (let i = 0; i < 3; i++)
      await env.ctx.deps.mailer.send({
        to: "once@example.org",
        subject: "Once",
        text: "Once.",
        dedupeKey: "once-1",
      });
    await waitFor(
      () => rowFor(env.ctx, "once@example.org"),
      (r) => r.status === "sent",
    );
    expect(await env.ctx.database.db.$count(mailLog, eq(mailLog.toAddress, "once@example.org"))).toBe(1);
    expect(env.smtp.received.filter((m) => m.to === "once@example.org")).toHaveLength(1);
  });
});

describe("a mail server that never accepts", () => {
  it("ends in a visible 'failed' state with the error after the last retry, never a silent drop", async () => {
    const { smtp, ctx } = await appWithSmtp(() => true);
    try {
      await ctx.deps.mailer.send({ to: "never@example.org", subject: "Lost?", text: "Not lost." });
      const row = await waitFor(
        () => rowFor(ctx, "never@example.org"),
        (r) => r.status === "failed",
      );
      // MAIL_RETRY_LIMIT is 2 in tests: the first attempt and two retries.
      expect(row).toMatchObject({ status: "failed", attempts: 3 });
      expect(row.lastError).toContain("Mailbox busy");
      expect(smtp.attempts).toBe(3);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});

// PostgreSQL only: two app servers are two connections to one database, which the embedded
// PGlite (one in-process connection per database) cannot share between two apps.
describe.runIf(process.env.TEST_DB === "postgres")("two app servers on one PostgreSQL", () => {
  it("send a newsletter to 1,000 confirmed subscribers, each mailed exactly once, with one-click unsubscribe", async () => {
    const smtp = await startSmtpServer();
    // Each server has its own SMTP transport, as two processes would; the From tells them apart.
    const one = await createTestApp({ smtp, env: { MAIL_FROM: "Server One <one@alumni.test>" } });
    const two = await createTestApp({
      smtp,
      database: one.database,
      env: { MAIL_FROM: "Server Two <two@alumni.test>" },
    });
    try {
      const admin = await createMember(one);
      await grantRole(one, admin.userId, "admin");
      // The admin's own news preference ('Weekly digest') keeps them off the list.
      await one.database.db.execute(sql`INSERT INTO newsletter_subscriptions (email, token, confirmed_at)
        SELECT 'reader' || i || '@example.org', 'token-reader-' || i || '-0123456789', now()
        FROM generate_series(1, 1000) AS i`);
      const before = smtp.received.length;
      const sent = await call(
        one,
        "POST",
        "/api/v1/admin/newsletter",
        { subject: "Issue 1", body: "Hello, readers: the first issue." },
        admin.cookie,
      );
      expect(sent.status).toBe(202);
      expect(sent.body.recipients).toBe(1000);
      const newsletter = () => smtp.received.slice(before).filter((m) => m.subject === "Issue 1");
      await waitFor(
        async () => newsletter().length,
        (n) => n >= 1000,
        60_000,
      );
      // Every delivery job of both servers has ended (each ends after its 250): a duplicate
      // would have arrived by now.
      await waitForJobsDone(one, QUEUES.mailDeliver);
      await waitForJobsDone(one, QUEUES.mailDrain);
      const mails = newsletter();
      const addresses = mails.map((m) => m.to);
      expect(addresses).toHaveLength(1000);
      expect(new Set(addresses)).toEqual(
        new Set(Array.from({ length: 1000 }, (_, i) => `reader${i + 1}@example.org`)),
      );
      for (const m of mails) {
        const n = m.to.match(/^reader(\d+)@/)?.[1];
        expect(m.headers["List-Unsubscribe"]).toBe(
          `<http://localhost:3000/api/v1/newsletter/unsubscribe?token=token-reader-${n}-0123456789&issue=${sent.body.id}>`,
        );
        expect(m.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      }
      // Both servers' workers took part (the drain jobs are shared through the queue).
      const bySender = new Set(mails.map((m) => m.headers.From));
      expect(bySender).toEqual(new Set(["Server One <one@alumni.test>", "Server Two <two@alumni.test>"]));
      const statuses = await queryRows(
        one.database.db,
        sql`SELECT status, count(*)::int AS n FROM mail_log WHERE kind = 'newsletter' GROUP BY status`,
      );
      expect(statuses).toEqual([{ status: "sent", n: 1000 }]);
    } finally {
      await two.close();
      await one.close();
      await smtp.close();
    }
  }, 240_000);
});
