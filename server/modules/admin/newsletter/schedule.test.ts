import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NEWSLETTER_TEXT } from "../../../../contract/newsletter";
import { queryRows } from "../../../db/client";
import { setUpAdminTestApp } from "../../../test/admin-fixtures";
import { call, waitForMail, waitForMails } from "../../../test/harness";
import { waitForJobsDone } from "../../../test/jobs";
import { startScheduledIssue } from "./schedule";
import { NEWSLETTER_START_QUEUE } from "./send";
import { addReaders } from "./test-readers";

// Issue 25, item 3 (decision 113): a test to oneself, and scheduled issues started by a job.
const t = setUpAdminTestApp();

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const mailsOf = (issueId: string) =>
  queryRows<{ to_address: string; subject: string }>(
    t.ctx.database.db,
    sql`SELECT to_address, subject FROM mail_log WHERE batch_id = ${issueId}::uuid ORDER BY to_address`,
  );
const stateOf = async (issueId: string) =>
  (
    await queryRows<{ state: string }>(
      t.ctx.database.db,
      sql`SELECT state FROM newsletter_issues WHERE id = ${issueId}::uuid`,
    )
  )[0]?.state;

/** Schedules an issue an hour ahead; answers its id. */
async function scheduleIssue(subject: string, body: string): Promise<string> {
  const res = await t.as("POST", "/api/v1/admin/newsletter", { subject, body, scheduled_for: inAnHour() });
  expect(res.status).toBe(202);
  return res.body.id;
}

/** Time passes for a scheduled issue: it is due, and its start jobs may run now. */
async function makeDue(issueId: string) {
  await t.ctx.database.db.execute(
    sql`UPDATE newsletter_issues SET scheduled_for = now() - interval '1 second' WHERE id = ${issueId}::uuid`,
  );
  await t.ctx.database.db.execute(
    sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${NEWSLETTER_START_QUEUE} AND data->>'issueId' = ${issueId}`,
  );
}

describe("Send a test to me", () => {
  it("goes to the office member's own address only, marked as a test, and is no issue", async () => {
    await addReaders(t.ctx, "test", 2);
    const res = await t.as("POST", "/api/v1/admin/newsletter/test", {
      subject: "House Cup final",
      body: "Come and cheer on Saturday.",
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ to: t.admin.email });
    const mail = await waitForMail(t.ctx, (m) => m.subject === "[Test] House Cup final");
    expect(mail.to).toBe(t.admin.email);
    expect(mail.text).toContain(NEWSLETTER_TEXT.testFooter);
    // No one-click unsubscribe bookkeeping: no List-Unsubscribe header, no token link.
    expect(Object.keys(mail.headers).map((h) => h.toLowerCase())).not.toContain("list-unsubscribe");
    expect(mail.text).not.toContain("unsubscribe?token=");
    // The mail log holds exactly this one mail of that text; no issue, nothing in the archive.
    const logged = await queryRows<{ to_address: string; batch_id: string | null }>(
      t.ctx.database.db,
      sql`SELECT to_address, batch_id FROM mail_log WHERE subject LIKE '%House Cup final'`,
    );
    expect(logged).toEqual([{ to_address: t.admin.email, batch_id: null }]);
    expect((await t.as("GET", "/api/v1/admin/newsletter")).body).toEqual([]);
    expect((await call(t.ctx, "GET", "/api/v1/newsletters")).body).toEqual({ issues: [] });
  });
});

describe("A scheduled issue", () => {
  it("is refused for a time already past", async () => {
    const res = await t.as("POST", "/api/v1/admin/newsletter", {
      subject: "Too late",
      body: "This time has gone.",
      scheduled_for: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.scheduled_for).toBe(NEWSLETTER_TEXT.scheduleInPast);
    expect((await t.as("GET", "/api/v1/admin/newsletter")).body).toEqual([]);
  });

  it("sends nothing until its job starts it at its time, then goes to its audience once", async () => {
    const readers = await addReaders(t.ctx, "scheduled", 3);
    const at = inAnHour();
    const res = await t.as("POST", "/api/v1/admin/newsletter", {
      subject: "Reunion dinner",
      body: "Dinner at the school on Saturday.",
      scheduled_for: at,
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ state: "scheduled", scheduled_for: at, sent_at: null, recipients: 0 });
    const id = res.body.id;
    expect(await mailsOf(id)).toEqual([]);
    const [job] = await queryRows<{ start_after: string }>(
      t.ctx.database.db,
      sql`SELECT start_after::text FROM pgboss.job WHERE name = ${NEWSLETTER_START_QUEUE} AND data->>'issueId' = ${id}`,
    );
    expect(new Date(job.start_after).toISOString()).toBe(at);
    expect((await call(t.ctx, "GET", `/api/v1/newsletters/${id}`)).status).toBe(404);

    await makeDue(id);
    expect(await waitForJobsDone(t.ctx, NEWSLETTER_START_QUEUE, { issueId: id })).toBe(1);
    await waitForMails(t.ctx, (m) => m.subject === "Reunion dinner", 3);
    expect((await mailsOf(id)).map((m) => m.to_address)).toEqual(readers.sort());
    expect(await stateOf(id)).toBe("sent");
    expect((await call(t.ctx, "GET", `/api/v1/newsletters/${id}`)).status).toBe(200);
    // Once started it can no longer be changed or cancelled.
    expect((await t.as("POST", `/api/v1/admin/newsletter/${id}/cancel`)).status).toBe(409);
    const edit = await t.as("PUT", `/api/v1/admin/newsletter/${id}`, {
      subject: "Changed",
      body: "Too late to change.",
      scheduled_for: inAnHour(),
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe(NEWSLETTER_TEXT.alreadyStarted);
  });

  it("can be edited before it starts, and goes out as edited", async () => {
    await addReaders(t.ctx, "edited", 2);
    const id = await scheduleIssue("First words", "The first draft of this issue.");
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const edit = await t.as("PUT", `/api/v1/admin/newsletter/${id}`, {
      subject: "Second words",
      body: "The issue as the office finally wrote it.",
      scheduled_for: later,
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ subject: "Second words", scheduled_for: later, state: "scheduled" });
    expect(
      (
        await t.as("PUT", `/api/v1/admin/newsletter/${id}`, {
          subject: "Third",
          body: "A time that has gone.",
          scheduled_for: new Date(Date.now() - 1000).toISOString(),
        })
      ).status,
    ).toBe(400);

    await makeDue(id);
    // Both jobs (the first time's and the edit's) run; one starts the issue.
    expect(await waitForJobsDone(t.ctx, NEWSLETTER_START_QUEUE, { issueId: id })).toBe(2);
    await waitForMails(t.ctx, (m) => m.subject === "Second words", 2);
    expect((await mailsOf(id)).map((m) => m.subject)).toEqual(["Second words", "Second words"]);
  });

  it("can be cancelled before it starts, and then nobody receives it", async () => {
    await addReaders(t.ctx, "cancelled", 2);
    const id = await scheduleIssue("Never sent", "The office changed its mind.");
    const cancelled = await t.as("POST", `/api/v1/admin/newsletter/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.state).toBe("cancelled");
    await makeDue(id);
    expect(await waitForJobsDone(t.ctx, NEWSLETTER_START_QUEUE, { issueId: id })).toBe(1);
    expect(await mailsOf(id)).toEqual([]);
    expect(await stateOf(id)).toBe("cancelled");
    expect((await t.as("POST", `/api/v1/admin/newsletter/${id}/cancel`)).status).toBe(409);
    expect((await call(t.ctx, "GET", `/api/v1/newsletters/${id}`)).status).toBe(404);
  });

  it("a cancel racing the start: exactly one wins — one send to everyone, or none", async () => {
    const readers = await addReaders(t.ctx, "race", 3);
    const keys = { publicUrl: t.ctx.deps.config.publicUrl, secret: t.ctx.deps.config.authSecret };
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const id = await scheduleIssue(`Raced ${round}`, "Cancelled at the moment it starts.");
      await t.ctx.database.db.execute(
        sql`UPDATE newsletter_issues SET scheduled_for = now() WHERE id = ${id}::uuid`,
      );
      const [started, cancel] = await Promise.all([
        startScheduledIssue(t.ctx.database.db, t.ctx.deps.mailer, keys, id),
        t.as("POST", `/api/v1/admin/newsletter/${id}/cancel`),
      ]);
      const mails = await mailsOf(id);
      if (started) {
        expect(cancel.status).toBe(409);
        expect(await stateOf(id)).toBe("sent");
        expect(mails.map((m) => m.to_address)).toEqual(readers.sort());
      } else {
        expect(cancel.status).toBe(200);
        expect(await stateOf(id)).toBe("cancelled");
        expect(mails).toEqual([]);
      }
      outcomes.add(started ? "started" : "cancelled");
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
