import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STILL_CORRECT_TEXT } from "../../../contract/still-correct";
import { mailLog, memberSuspensions, profiles, schoolRoll } from "../../db/schema";
import { QUEUES } from "../../jobs/queue";
import { setUpAdminTestApp } from "../../test/admin-fixtures";
import { call, ORIGIN, waitForMail } from "../../test/harness";
import { waitForJobsDone } from "../../test/jobs";
import { stillCorrectToken } from "./token";
import { sendStillCorrectMails } from "./yearly-mail";

/** Issue 26 item 5 (decision 125): the yearly "still correct?" mail, its link, and "not reachable". */
const t = setUpAdminTestApp({
  due: { graduationYear: 1991 },
  fresh: {},
  memorial: {},
  suspended: {},
  waiting: {},
  bounced: { graduationYear: 1991 },
});

const YEAR_AGO = sql`now() - interval '13 months'`;
const db = () => t.ctx.database.db;
const secret = () => t.ctx.deps.config.authSecret;
const send = () => sendStillCorrectMails(db(), t.ctx.deps.mailer, { publicUrl: ORIGIN, secret: secret() });
const backdate = (userId: string) =>
  db().update(profiles).set({ createdAt: YEAR_AGO }).where(eq(profiles.userId, userId));
const confirmedAt = async (userId: string) =>
  (
    await db().select({ at: profiles.detailsConfirmedAt }).from(profiles).where(eq(profiles.userId, userId))
  )[0].at;
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe("the yearly still-correct mail", () => {
  it("goes to members a year after sign-up, never to In memoriam, suspended or waiting ones, once a year", async () => {
    await db()
      .update(profiles)
      .set({ currentRole: "Engineer", company: "Acme", location: "Pune" })
      .where(eq(profiles.userId, t.due.userId));
    for (const m of [t.due, t.memorial, t.suspended, t.waiting, t.bounced]) await backdate(m.userId);
    await db().insert(memberSuspensions).values({ userId: t.suspended.userId, reason: "Spam" });
    // Waiting for the office's approval (decision 118): admission keeps such a profile unlisted.
    await db()
      .update(profiles)
      .set({ admission: "waiting", awaitingVerification: true })
      .where(eq(profiles.userId, t.waiting.userId));
    await db()
      .update(profiles)
      .set({ inMemoriamSince: sql`now()` })
      .where(eq(profiles.userId, t.memorial.userId));

    expect(await send()).toBe(2); // due and bounced: not the fresh, memorial, suspended or waiting one
    const mail = await waitForMail(t.ctx, (m) => m.to === t.due.email && m.subject.includes("still correct"));
    expect(mail.text).toContain("Role: Engineer");
    expect(mail.text).toContain("Company: Acme");
    expect(mail.text).toContain("City: Pune");
    expect(mail.text).toContain(`E-mail: ${t.due.email}`);
    expect(mail.text).toContain(`${STILL_CORRECT_TEXT.updateLink}: ${ORIGIN}/profile`);
    expect(mail.link).toContain(`${ORIGIN}/still-correct?token=`);
    const asked = await db()
      .select({ to: mailLog.toAddress })
      .from(mailLog)
      .where(eq(mailLog.kind, "still-correct"));
    expect(asked.map((m) => m.to).sort()).toEqual([t.due.email, t.bounced.email].sort());

    expect(await send()).toBe(0); // a second run the same day (or any day this year) adds nothing
  });

  it("opening the link changes nothing; only the button's POST stamps the answer", async () => {
    const mail = await waitForMail(t.ctx, (m) => m.to === t.due.email && !!m.link?.includes("still-correct"));
    const token = tokenOf(mail.link ?? "");
    const seen = await call(t.ctx, "GET", `/api/v1/still-correct?token=${encodeURIComponent(token)}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      email: t.due.email,
      role: "Engineer",
      company: "Acme",
      city: "Pune",
      confirmed_at: null,
    });
    expect(await confirmedAt(t.due.userId)).toBeNull();

    const confirmed = await call(t.ctx, "POST", "/api/v1/still-correct", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(STILL_CORRECT_TEXT.confirmed);
    expect(await confirmedAt(t.due.userId)).toBeInstanceOf(Date);
    const [after] = await db().select().from(profiles).where(eq(profiles.userId, t.due.userId));
    expect([after.currentRole, after.company, after.location]).toEqual(["Engineer", "Acme", "Pune"]);
  });

  it("refuses a forged token (404) and an expired one (410), changing nothing", async () => {
    const forged = `${t.fresh.userId}.99999.${"0".repeat(64)}`;
    for (const method of ["GET", "POST"] as const) {
      const res =
        method === "GET"
          ? await call(t.ctx, "GET", `/api/v1/still-correct?token=${encodeURIComponent(forged)}`)
          : await call(t.ctx, "POST", "/api/v1/still-correct", { token: forged });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(STILL_CORRECT_TEXT.badLink);
    }
    const old = stillCorrectToken(secret(), t.fresh.userId, new Date(Date.now() - 90 * 86_400_000));
    const expired = await call(t.ctx, "POST", "/api/v1/still-correct", { token: old });
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe(STILL_CORRECT_TEXT.expiredLink);
    expect(await confirmedAt(t.fresh.userId)).toBeNull();
  });

  it("lists a member who never confirmed and whose mail bounced as not reachable on the roll", async () => {
    await db()
      .insert(schoolRoll)
      .values([
        { name: "Due Member", house: "Tata", year: 1991, joinedUserId: t.due.userId },
        { name: "Bounced Member", house: "Tata", year: 1991, joinedUserId: t.bounced.userId },
      ]);
    const notReachable = async () =>
      (await t.as("GET", "/api/v1/admin/roll/years?q=1991")).body.items[0].not_reachable;
    expect(await notReachable()).toBe(0); // the mail went out (or is still going)
    // The outbox's final state for a mail the SMTP server refused for good, written once its
    // delivery has ended: a delivery still running would record "sent" over it (seen on
    // PostgreSQL, 2026-12-03).
    const [asked] = await db()
      .select({ id: mailLog.id })
      .from(mailLog)
      .where(and(eq(mailLog.toAddress, t.bounced.email), eq(mailLog.kind, "still-correct")));
    expect(await waitForJobsDone(t.ctx, QUEUES.mailDeliver, { mailId: asked.id })).toBe(1);
    await db().update(mailLog).set({ status: "failed" }).where(eq(mailLog.id, asked.id));
    expect(await notReachable()).toBe(1);
    // The office's list names every such member, on the roll or not; the due member is not in it.
    const listed = (await t.as("GET", "/api/v1/admin/roll/not-reachable")).body.members;
    expect(listed.map((m: { email: string }) => m.email)).toEqual([t.bounced.email]);
    // Its member confirms after all (say, from a link mailed to the new address): reachable again.
    const token = stillCorrectToken(secret(), t.bounced.userId);
    expect((await call(t.ctx, "POST", "/api/v1/still-correct", { token })).status).toBe(200);
    expect(await notReachable()).toBe(0);
    expect((await t.as("GET", "/api/v1/admin/roll/not-reachable")).body.members).toEqual([]);
  });
});
