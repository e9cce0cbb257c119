import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailLog, news } from "../../db/schema";
import { kolkataMoment, newYorkMoments } from "../../test/clock";
import { countingDb } from "../../test/count-queries";
import { insertApprovedEvent, remindableStart, setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, type Member, waitForMail } from "../../test/harness";
import { createMembers } from "../../test/members";
import { setNotificationPrefs } from "../../test/notification-prefs";
import { sendMessage } from "../../test/send-message";
import { sendDigests } from "./digest";

/** This file's test app; its members are created by each test. */
const t = setUpTestAppWith({});

const setPrefs = (m: Member, prefs: Record<string, string>) => setNotificationPrefs(t.ctx, m, prefs);
/**
 * One digest run at `at`: the tests pass the time they started, so two runs of one test are in
 * one period even when the test crosses midnight UTC (a run at 23:59 and one at 00:00 are two
 * days, each with its own digest: a clean-clone run that crossed midnight failed so).
 */
const digest = (period: "daily" | "weekly", at: Date) =>
  sendDigests(t.ctx.database.db, t.ctx.deps.mailer, "http://localhost:3000", period, at);
const digestsTo = (email: string) =>
  t.ctx.database.db
    .select()
    .from(mailLog)
    .where(eq(mailLog.toAddress, email))
    .then((rows) => rows.filter((r) => r.kind === "digest"));

/**
 * The lines of one section of a digest's plain text ("Heading:" then "• …" lines), joined
 * back where the plain-text rendering wrapped them.
 */
function sectionOf(text: string, heading: string): string[] {
  const after = text.split(`${heading}:`)[1];
  if (after === undefined) return [];
  const block = after.split(/\n\s*\n/)[0];
  return block
    .replace(/\s*\n\s*(?!•)/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

describe("the digest", () => {
  it("sends nothing when nothing is new, then one mail per member with what they chose", async () => {
    const now = new Date();
    const { daily, weekly, never } = await createMembers(t.ctx, {
      daily: { displayName: "Daily Reader", house: "Tata", graduationYear: 1999 },
      weekly: { displayName: "Weekly Reader", house: "Oberoi", graduationYear: 1988 },
      never: { displayName: "Never Reader", house: "Tata", graduationYear: 1999 },
    });
    await setPrefs(daily, { news: "daily", new_alumni: "daily", message: "daily", event_reminder: "daily" });
    await call(t.ctx, "PUT", "/api/v1/me/time-zone", { time_zone: "America/New_York" }, daily.cookie);
    await setPrefs(never, { news: "never", new_alumni: "never", message: "never" });
    // Nothing new for the weekly reader yet (no news, nobody else from Oberoi or 1988): no mail.
    expect(await digest("weekly", now)).toBe(0);
    expect(await digestsTo(weekly.email)).toEqual([]);

    await t.ctx.database.db.insert(news).values({ title: "School wins debate cup", published: true });
    await t.ctx.database.db.insert(news).values({ title: "Draft not shown", published: false });
    await createMember(t.ctx, { displayName: "Newcomer Nina", house: "Tata", graduationYear: 2010 });
    await sendMessage(t.ctx, weekly, daily, "Hi!");

    // Events the daily reader is going to: one within the day, one after it; one they skip.
    const start = remindableStart();
    const events = [
      await insertApprovedEvent(t.ctx, {
        title: "Digest Zoned Dinner",
        startDate: start,
        timeZone: "Asia/Kolkata",
      }),
      await insertApprovedEvent(t.ctx, {
        title: "Gala Next Week",
        startDate: new Date(Date.now() + 5 * 86_400_000),
      }),
    ];
    for (const e of events)
      expect(
        (await call(t.ctx, "PUT", `/api/v1/events/${e.id}/rsvp`, { status: "going" }, daily.cookie)).status,
      ).toBe(200);
    await insertApprovedEvent(t.ctx, { title: "Not Going Picnic", startDate: start });

    expect(await digest("daily", now)).toBeGreaterThanOrEqual(1);
    const mail = await waitForMail(t.ctx, (m) => m.to === daily.email && m.subject.includes("daily digest"));
    expect(mail.text).toContain("School wins debate cup");
    expect(mail.text).not.toContain("Draft not shown");
    expect(mail.text).toContain("Newcomer Nina");
    expect(mail.text).toContain("1 unread message from");
    expect(mail.html).toContain("Change notification settings");
    // The upcoming events: only the one within the period, in its zone and the reader's (a
    // UTC-only time fails this).
    const section = sectionOf(mail.text, "Upcoming events you are going to");
    expect(section).toHaveLength(1);
    expect(section[0]).toBeOneOf(
      newYorkMoments(start).map(
        (yours) => `• Digest Zoned Dinner, ${kolkataMoment(start)} (your time: ${yours})`,
      ),
    );
    expect(mail.text).not.toContain("Gala Next Week");
    expect(mail.text).not.toContain("Not Going Picnic");
    // One digest per member and period, however often the job runs.
    await digest("daily", now);
    expect(await digestsTo(daily.email)).toHaveLength(1);
    // 'Never' gets nothing, though the same news and newcomer are new for them too.
    expect(await digestsTo(never.email)).toEqual([]);
    // Weekly readers with the default choices get news in the weekly one, not the daily one.
    expect(await digestsTo(weekly.email)).toEqual([]);
    await digest("weekly", now);
    await waitForMail(t.ctx, (m) => m.to === weekly.email && m.subject.includes("weekly digest"));
  });

  it("is built with as many statements for one member as for many (one query per kind)", async () => {
    const now = new Date(); // both runs in one period (see `digest`)
    const solo = await createMember(t.ctx, { displayName: "Solo Daily" });
    await setPrefs(solo, { news: "daily" });
    await t.ctx.database.db.insert(news).values({ title: "Counted news", published: true });
    // Counted on a handle of its own: the job queue's polls and deliveries on the same
    // connection are not.
    const statements = async () => {
      const counting = countingDb(t.ctx.database);
      await sendDigests(counting.db, t.ctx.deps.mailer, "http://localhost:3000", "daily", now);
      return counting.count;
    };
    const dailyDigests = async () =>
      (await t.ctx.database.db.select().from(mailLog).where(like(mailLog.dedupeKey, "digest:daily:%")))
        .length;

    const few = await statements();
    const before = await dailyDigests();
    const more = [];
    for (let i = 0; i < 6; i++)
      more.push(await createMember(t.ctx, { displayName: `Daily Many ${"ABCDEF"[i]}` }));
    for (const m of more) await setPrefs(m, { news: "daily" });
    const many = await statements();
    expect(await dailyDigests()).toBe(before + 6); // the many were really in it
    expect(many).toBe(few);
    expect(few).toBe(9); // six kinds, the settings, the recipients, one INSERT of the mails
  });
});
