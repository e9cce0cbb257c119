import { sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client";
import { QUEUES } from "../../../jobs/queue";
import { createMailer, type Mail } from "../../../mail/mailer";
import { MailOutbox, OUTCOME_UNKNOWN } from "../../../mail/outbox";
import { setUpAdminTestApp } from "../../../test/admin-fixtures";
import {
  call,
  createMember,
  createTestApp,
  grantRole,
  type TestContext,
  waitForMails,
} from "../../../test/harness";
import { waitForJobsDone } from "../../../test/jobs";
import { startSmtpServer } from "../../../test/smtp-server";
import { sendNewsletter } from "./send";
import { addReaders } from "./test-readers";

async function issuesWithSubject(ctx: TestContext, subject: string) {
  return queryRows<{ id: string; recipient_count: number }>(
    ctx.database.db,
    sql`SELECT id, recipient_count FROM newsletter_issues WHERE subject = ${subject}`,
  );
}

/** How many copies each address received of the mails with this subject. */
function copiesBy(mails: Array<{ to: string; subject: string }>, subject: string): Map<string, number> {
  const copies = new Map<string, number>();
  for (const m of mails) if (m.subject === subject) copies.set(m.to, (copies.get(m.to) ?? 0) + 1);
  return copies;
}

const t = setUpAdminTestApp();

const post = (body: unknown) => call(t.ctx, "POST", "/api/v1/admin/newsletter", body, t.admin.cookie);

describe("Sending an issue is idempotent by the compose form's send key", () => {
  it("a repeated send answers with the first issue and mails nobody again; the key cannot be reused for other words", async () => {
    const readers = await addReaders(t.ctx, "again", 3);
    const send = { subject: "Sent once", body: "The same issue, sent twice.", send_key: crypto.randomUUID() };
    const first = await post(send);
    expect(first.status).toBe(202);
    const again = await post(send);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, recipients: 3 });
    expect(await issuesWithSubject(t.ctx, "Sent once")).toHaveLength(1);

    const reused = await post({ ...send, subject: "Other words" });
    expect(reused.status).toBe(409);
    expect(await issuesWithSubject(t.ctx, "Other words")).toHaveLength(0);

    await waitForMails(t.ctx, (m) => m.subject === "Sent once", 3);
    await waitForJobsDone(t.ctx, QUEUES.mailDrain, { batchId: first.body.id });
    expect(copiesBy(t.ctx.mail, "Sent once")).toEqual(new Map(readers.map((r) => [r, 1])));
  });

  it("two concurrent sends of one issue make one issue and one mail per recipient", async () => {
    const readers = await addReaders(t.ctx, "race", 5);
    const send = { subject: "Raced", body: "Two tabs pressed Send at once.", send_key: crypto.randomUUID() };
    const answers = await Promise.all([post(send), post(send)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 202]);
    expect(answers[0].body.id).toBe(answers[1].body.id);
    expect(await issuesWithSubject(t.ctx, "Raced")).toEqual([{ id: answers[0].body.id, recipient_count: 5 }]);
    await waitForMails(t.ctx, (m) => m.subject === "Raced", 5);
    await waitForJobsDone(t.ctx, QUEUES.mailDrain, { batchId: answers[0].body.id });
    expect(copiesBy(t.ctx.mail, "Raced")).toEqual(new Map(readers.map((r) => [r, 1])));
  });
});

// Two app servers are two connections to one database, which PGlite cannot share.
describe.runIf(process.env.TEST_DB === "postgres")("two app servers on one PostgreSQL", () => {
  it("the same send on both servers at once makes one issue and one mail per recipient", async () => {
    const smtp = await startSmtpServer();
    const one = await createTestApp({ smtp });
    const two = await createTestApp({ smtp, database: one.database });
    try {
      const office = await createMember(one);
      await grantRole(one, office.userId, "admin");
      const readers = await addReaders(one, "servers", 20);
      const send = {
        subject: "Two servers",
        body: "Sent through both servers.",
        send_key: crypto.randomUUID(),
      };
      const answers = await Promise.all(
        [one, two].map((server) => call(server, "POST", "/api/v1/admin/newsletter", send, office.cookie)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 202]);
      expect(await issuesWithSubject(one, "Two servers")).toHaveLength(1);
      await waitForMails({ ...one, mail: smtp.received }, (m) => m.subject === "Two servers", 20);
      await waitForJobsDone(one, QUEUES.mailDrain, { batchId: answers[0].body.id });
      expect(copiesBy(smtp.received, "Two servers")).toEqual(new Map(readers.map((r) => [r, 1])));
    } finally {
      await two.close();
      await one.close();
      await smtp.close();
    }
  }, 60_000);
});

describe("A server that stops mid-send", () => {
  it("leaves no recipient with two copies and none with zero once another server resumes", async () => {
    const readers = await addReaders(t.ctx, "crash", 12);
    const subject = "Interrupted";
    // The issue and its mails, without handing the batch to this app's workers: the two
    // 'servers' below drain it.
    const { issue } = await sendNewsletter(
      t.ctx.database.db,
      { outbox: { startBatch: async () => {} }, jobs: t.ctx.deps.jobs },
      { publicUrl: t.ctx.deps.config.publicUrl, secret: t.ctx.deps.config.authSecret },
      t.admin.userId,
      { subject, body: "This issue's first server stops halfway.", audience: {} },
    );
    const smtp = createMailer({
      smtpUrl: t.ctx.deps.config.smtpUrl,
      from: t.ctx.deps.config.mailFrom,
      outboxDir: t.ctx.dataDir,
      logger: pino({ level: "silent" }),
    });
    // Server A: its first 3 mails go out normally; the next ones reach the SMTP server (250)
    // and then the server 'dies' before recording them — their promises never settle, as a
    // killed process never reads the answer. Its other claimed mails were never handed over.
    let handed = 0;
    const dying = {
      async send(mail: Mail) {
        handed++;
        const dies = handed > 3;
        await smtp.send(mail);
        if (dies) await new Promise(() => {});
      },
    };
    const serverA = new MailOutbox(t.ctx.database.db, t.ctx.deps.jobs, dying, t.ctx.deps.config.publicUrl);
    void serverA.drain(issue.id, false);
    const states = () =>
      queryRows<{ status: string; handed: boolean; n: number }>(
        t.ctx.database.db,
        sql`SELECT status, handed_at IS NOT NULL AS handed, count(*)::int AS n FROM mail_log
          WHERE batch_id = ${issue.id}::uuid GROUP BY 1, 2 ORDER BY 1, 2`,
      );
    // Positive signal: 8 mails reached the SMTP server, 3 of them recorded sent.
    await waitForMails(t.ctx, (m) => m.subject === subject, 8);
    for (let i = 0; i < 100 && (await states()).find((s) => s.status === "sent")?.n !== 3; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await states()).toEqual([
      { status: "sending", handed: false, n: 4 },
      { status: "sending", handed: true, n: 5 },
      { status: "sent", handed: true, n: 3 },
    ]);

    // The stale time passes (10 minutes, moved back instead of waited), and server B's drain
    // job (pg-boss retries the expired one of server A) resumes the batch.
    await t.ctx.database.db.execute(
      sql`UPDATE mail_log SET updated_at = updated_at - interval '11 minutes' WHERE batch_id = ${issue.id}::uuid AND status = 'sending'`,
    );
    const serverB = new MailOutbox(t.ctx.database.db, t.ctx.deps.jobs, smtp, t.ctx.deps.config.publicUrl);
    await serverB.drain(issue.id, false);
    smtp.close();

    expect(copiesBy(t.ctx.mail, subject)).toEqual(new Map(readers.map((r) => [r, 1])));
    // The 5 whose answer server A never read are not sent again; the office sees why.
    const unknown = await queryRows<{ last_error: string; n: number }>(
      t.ctx.database.db,
      sql`SELECT last_error, count(*)::int AS n FROM mail_log
        WHERE batch_id = ${issue.id}::uuid AND status = 'failed' GROUP BY 1`,
    );
    expect(unknown).toEqual([{ last_error: OUTCOME_UNKNOWN, n: 5 }]);
    expect(await states()).toEqual([
      { status: "failed", handed: true, n: 5 },
      { status: "sent", handed: true, n: 7 },
    ]);
  });
});
