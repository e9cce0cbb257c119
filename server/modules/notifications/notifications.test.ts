import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TIME_ZONE_TEXT } from "../../../contract/time-zone-text";
import { mailLog } from "../../db/schema";
import { clockAt } from "../../test/clock";
import { insertApprovedEvent, insertZonedDinner, setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, grantRole, type Member, waitForMail } from "../../test/harness";
import { waitForJobsDone } from "../../test/jobs";
import { setNotificationPrefs } from "../../test/notification-prefs";
import { sendMessage } from "../../test/send-message";
import { NOTIFICATION_QUEUES } from "./senders";

const t = setUpTestAppWith({
  alice: { displayName: "Alice Rao" },
  bob: { displayName: "Bob Shah" },
});

const mailsTo = (email: string, kind = "notification") =>
  t.ctx.database.db
    .select()
    .from(mailLog)
    .where(and(eq(mailLog.toAddress, email), eq(mailLog.kind, kind)));
/**
 * Written out, not imported (tests pin the decision, not the constant): what is addressed to the
 * member personally comes at once, what is about the community in the weekly digest (decision 051).
 */
const PERSONAL_KINDS = ["message", "event_moderation", "event_reminder", "mentoring"];
const COMMUNITY_KINDS = ["new_alumni", "news"];
const SPEC_DEFAULTS: Record<string, string> = Object.fromEntries([
  ...PERSONAL_KINDS.map((kind) => [kind, "immediately"]),
  ...COMMUNITY_KINDS.map((kind) => [kind, "weekly"]),
]);
const setPrefs = (m: Member, prefs: Record<string, string>) =>
  setNotificationPrefs(t.ctx, m, prefs, SPEC_DEFAULTS);

describe("notification settings", () => {
  it("start with the defaults, are saved per member, and refuse an unknown choice", async () => {
    const fresh = await createMember(t.ctx);
    expect((await call(t.ctx, "GET", "/api/v1/me/notifications", undefined, fresh.cookie)).body).toEqual(
      SPEC_DEFAULTS,
    );
    const saved = await setPrefs(fresh, { news: "daily", message: "never" });
    expect(saved.status).toBe(200);
    const read = await call(t.ctx, "GET", "/api/v1/me/notifications", undefined, fresh.cookie);
    expect(read.body).toMatchObject({ news: "daily", message: "never", event_reminder: "immediately" });
    const bad = await setPrefs(fresh, { news: "hourly" });
    expect(bad.status).toBe(400);
    expect((await call(t.ctx, "GET", "/api/v1/me/notifications")).status).toBe(401);
  });
});

describe("a new message", () => {
  it("is mailed when it is still unread a few minutes later (MESSAGE_MAIL_DELAY, 1 s in tests)", async () => {
    const sent = await sendMessage(t.ctx, t.alice, t.bob, "Coffee on Friday?");
    expect(sent.status).toBe(201);
    const mail = await waitForMail(
      t.ctx,
      (m) => m.to === t.bob.email && m.subject === "New message from Alice Rao",
    );
    expect(mail.text).toContain("Coffee on Friday?");
    expect(mail.link).toBe("http://localhost:3000/messages");
  });

  it("is not mailed when the recipient read it in time (an open chat does not mail)", async () => {
    const before = (await mailsTo(t.alice.email)).length;
    const sent = await sendMessage(t.ctx, t.bob, t.alice, "Read me now");
    await call(t.ctx, "POST", "/api/v1/messages/read", { other_user_id: t.bob.userId }, t.alice.cookie);
    // The check a few minutes later (1 s in tests) has run, and found the message read.
    expect(await waitForJobsDone(t.ctx, NOTIFICATION_QUEUES.unreadMessage, { messageId: sent.body.id })).toBe(
      1,
    );
    expect((await mailsTo(t.alice.email)).length).toBe(before);
  });

  it("is not mailed to a member who chose 'Never'", async () => {
    const carol = await createMember(t.ctx, { displayName: "Carol Never" });
    await setPrefs(carol, { message: "never" });
    const sent = await sendMessage(t.ctx, t.alice, carol, "Hello?");
    expect(await waitForJobsDone(t.ctx, NOTIFICATION_QUEUES.unreadMessage, { messageId: sent.body.id })).toBe(
      1,
    );
    expect(await mailsTo(carol.email)).toEqual([]);
  });
});

describe("event reminders", () => {
  it("go once to members going to an event within 24 hours, and not to one who chose 'Never'", async () => {
    const dave = await createMember(t.ctx, { displayName: "Dave Going" });
    const erin = await createMember(t.ctx, { displayName: "Erin Never" });
    await setPrefs(erin, { event_reminder: "never" });
    const soon = await insertApprovedEvent(t.ctx, {
      title: "Founders Day Dinner",
      startDate: new Date(Date.now() + 20 * 3600_000),
    });
    const later = await insertApprovedEvent(t.ctx, {
      title: "Next Month",
      startDate: new Date(Date.now() + 30 * 86400_000),
    });
    for (const m of [dave, erin])
      for (const e of [soon, later])
        expect(
          (await call(t.ctx, "PUT", `/api/v1/events/${e.id}/rsvp`, { status: "going" }, m.cookie)).status,
        ).toBe(200);

    expect(await t.ctx.deps.notifications.sendEventReminders()).toBe(1);
    expect(await t.ctx.deps.notifications.sendEventReminders()).toBe(0); // a second run adds nothing
    const mail = await waitForMail(
      t.ctx,
      (m) => m.to === dave.email && m.subject.startsWith("Reminder: Founders Day Dinner"),
    );
    expect(mail.text).toContain('You said you are going to "Founders Day Dinner"');
    expect(mail.html).toContain("Founders Day Dinner");
    expect(await mailsTo(erin.email)).toEqual([]);
    const reminders = await t.ctx.database.db
      .select()
      .from(mailLog)
      .where(like(mailLog.dedupeKey, "event-reminder:%"));
    expect(reminders.map((r) => r.toAddress)).toEqual([dave.email]);
  });
});

describe("event reminders in the event's zone and the reader's (issue 11, item 7)", () => {
  it("state the time in the event's zone and, when the member's differs, in theirs too", async () => {
    const abroad = await createMember(t.ctx, { displayName: "Abroad Member" });
    const home = await createMember(t.ctx, { displayName: "Home Member" });
    const unknown = await createMember(t.ctx, { displayName: "Unknown Zone" });
    expect(
      (await call(t.ctx, "PUT", "/api/v1/me/time-zone", { time_zone: "America/New_York" }, abroad.cookie))
        .status,
    ).toBe(200);
    await call(t.ctx, "PUT", "/api/v1/me/time-zone", { time_zone: "Asia/Kolkata" }, home.cookie);
    expect((await call(t.ctx, "GET", "/api/v1/me/time-zone", undefined, abroad.cookie)).body).toEqual({
      time_zone: "America/New_York",
    });
    expect((await call(t.ctx, "GET", "/api/v1/me/time-zone", undefined, unknown.cookie)).body).toEqual({
      time_zone: null,
    });
    // Choices per kind are kept when the zone is set, and the other way round.
    expect((await call(t.ctx, "GET", "/api/v1/me/notifications", undefined, abroad.cookie)).body).toEqual(
      SPEC_DEFAULTS,
    );

    const event = await insertZonedDinner(t.ctx, "Zoned Alumni Dinner");
    const start = event.startDate;
    for (const m of [abroad, home, unknown])
      await call(t.ctx, "PUT", `/api/v1/events/${event.id}/rsvp`, { status: "going" }, m.cookie);
    expect(await t.ctx.deps.notifications.sendEventReminders()).toBeGreaterThanOrEqual(3);

    const kolkata = clockAt(start, 330); // UTC+5:30 all year
    const reminderTo = (m: Member) =>
      waitForMail(
        t.ctx,
        (mail) => mail.to === m.email && mail.subject.startsWith("Reminder: Zoned Alumni Dinner"),
      );
    const abroadMail = await reminderTo(abroad);
    expect(abroadMail.subject).toContain(`${kolkata} GMT+5:30`);
    expect(abroadMail.text).toContain(`at ${kolkata} GMT+5:30 (Asia/Kolkata).`);
    // New York is UTC-5 in winter (EST) and UTC-4 in summer (EDT).
    const newYork = [`${clockAt(start, -300)} EST`, `${clockAt(start, -240)} EDT`];
    const yours = abroadMail.text.match(
      /That is .* at (\d{1,2}:\d{2} [AP]M \w+) \(America\/New_York\), your time\./,
    );
    expect(yours?.[1], abroadMail.text).toBeOneOf(newYork);

    for (const m of [home, unknown]) {
      const mail = await reminderTo(m);
      expect(mail.text).toContain(`at ${kolkata} GMT+5:30 (Asia/Kolkata).`);
      expect(mail.text).not.toContain("your time");
    }
  });

  it("refuse a member time zone that is not an IANA zone, changing nothing", async () => {
    const m = await createMember(t.ctx);
    for (const time_zone of ["Mars/Olympus", "+05:30", "", "UTC+1"]) {
      const res = await call(t.ctx, "PUT", "/api/v1/me/time-zone", { time_zone }, m.cookie);
      expect(res.status, time_zone).toBe(400);
      expect(res.body.error.fields.time_zone).toBe(TIME_ZONE_TEXT.invalid);
    }
    expect((await call(t.ctx, "GET", "/api/v1/me/time-zone", undefined, m.cookie)).body).toEqual({
      time_zone: null,
    });
    expect((await call(t.ctx, "PUT", "/api/v1/me/time-zone", { time_zone: "Europe/Berlin" })).status).toBe(
      401,
    );
  });
});

describe("an answer to an event proposal", () => {
  it("is mailed at once by default, and not at all to a proposer who chose 'Never'", async () => {
    const admin = await createMember(t.ctx, { displayName: "Office Admin" });
    await grantRole(t.ctx, admin.userId, "admin");
    const quiet = await createMember(t.ctx);
    await setPrefs(quiet, { event_moderation: "never" });
    const loud = await createMember(t.ctx);
    const mine = await insertApprovedEvent(t.ctx, {
      organizerId: loud.userId,
      moderationStatus: "pending",
      title: "Loud",
    });
    const theirs = await insertApprovedEvent(t.ctx, {
      organizerId: quiet.userId,
      moderationStatus: "pending",
      title: "Quiet",
    });
    for (const e of [mine, theirs])
      expect(
        (await call(t.ctx, "POST", `/api/v1/admin/events/${e.id}/approve`, {}, admin.cookie)).status,
      ).toBe(200);
    // The approval queues the proposer's mail (mail_log) before it answers: both answers are in,
    // so the log is final now, and it holds Loud's mail and not Quiet's.
    expect((await mailsTo(loud.email, "event-moderation")).map((m) => m.subject)).toEqual([
      'Your event "Loud" was approved',
    ]);
    expect(await mailsTo(quiet.email, "event-moderation")).toEqual([]);
    await waitForMail(t.ctx, (m) => m.to === loud.email && m.subject.includes("approved"));
  });
});
