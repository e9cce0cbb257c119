import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { NotificationPage } from "../../../contract/notification-centre";
import { mailLog, notificationItems } from "../../db/schema";
import { kolkataMoment, newYorkMoments } from "../../test/clock";
import { insertApprovedEvent, insertZonedDinner, setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, grantRole, type Member } from "../../test/harness";
import { waitForJobsDone } from "../../test/jobs";
import { setNotificationPrefs } from "../../test/notification-prefs";
import { NOTIFICATION_QUEUES } from "./senders";

const t = setUpTestAppWith({
  alice: { displayName: "Alice Rao" },
  bob: { displayName: "Bob Shah" },
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const setPrefs = (m: Member, prefs: Record<string, string>) => setNotificationPrefs(t.ctx, m, prefs);
const bell = async (m: Member, query = ""): Promise<NotificationPage> => {
  const res = await call(t.ctx, "GET", `/api/v1/notifications${query}`, undefined, m.cookie);
  expect(res.status).toBe(200);
  return res.body;
};
const send = (from: Member, to: Member, content: string) =>
  call(t.ctx, "POST", "/api/v1/messages", { recipient_id: to.userId, content }, from.cookie);
const read = (m: Member, body: unknown) => call(t.ctx, "POST", "/api/v1/notifications/read", body, m.cookie);

describe("the notification centre", () => {
  it("is for members only: a visitor is told to sign in, whatever they send", async () => {
    expect((await call(t.ctx, "GET", "/api/v1/notifications")).status).toBe(401);
    expect((await call(t.ctx, "GET", "/api/v1/notifications?limit=0")).status).toBe(401);
    expect((await call(t.ctx, "POST", "/api/v1/notifications/read", { all: true })).status).toBe(401);
    expect((await call(t.ctx, "POST", "/api/v1/notifications/read", { id: "nope" })).status).toBe(401);
  });

  it("gets an item when a message arrives, one per person writing, only for its recipient", async () => {
    const carol = await createMember(t.ctx, { displayName: "Carol Ng" });
    expect(await bell(carol)).toEqual({ items: [], unread: 0, next_cursor: null });
    expect((await send(t.alice, carol, "Coffee on Friday?")).status).toBe(201);
    const first = await bell(carol);
    expect(first.unread).toBe(1);
    expect(first.items).toEqual([
      expect.objectContaining({
        kind: "message",
        title: "New message from Alice Rao",
        body: "Coffee on Friday?",
        path: `/messages?with=${t.alice.userId}`,
        read: false,
      }),
    ]);
    // A second message from the same person folds into the unread item; another person adds one.
    await send(t.alice, carol, "Or Saturday?");
    await send(t.bob, carol, "Hello from Bob");
    const after = await bell(carol);
    expect(after.unread).toBe(2);
    expect(after.items.map((i) => [i.title, i.body])).toEqual([
      ["New message from Bob Shah", "Hello from Bob"],
      ["New message from Alice Rao", "Or Saturday?"],
    ]);
    // The sender's own list holds nothing of it.
    expect((await bell(t.alice)).items.some((i) => i.path.includes(t.alice.userId))).toBe(false);
  });

  it("marks only the caller's own items read: someone else's id is not found and changes nothing", async () => {
    const dan = await createMember(t.ctx, { displayName: "Dan Li" });
    await send(t.alice, dan, "Hi Dan");
    const [item] = (await bell(dan)).items;
    const foreign = await read(t.bob, { id: item.id });
    expect(foreign.status).toBe(404);
    expect((await bell(dan)).unread).toBe(1);
    const unknown = await read(dan, { id: crypto.randomUUID() });
    expect(unknown.status).toBe(404);

    const mine = await read(dan, { id: item.id });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ marked: 1, unread: 0 });
    const page = await bell(dan);
    expect(page.unread).toBe(0);
    expect(page.items[0]).toMatchObject({ id: item.id, read: true });
    // A new message after it was read is a new item.
    await send(t.alice, dan, "Still there?");
    expect((await bell(dan)).items.map((i) => i.read)).toEqual([false, true]);
  });

  it("marks all read, and refuses a body that names neither one nor all", async () => {
    const eve = await createMember(t.ctx);
    await send(t.alice, eve, "one");
    await send(t.bob, eve, "two");
    expect((await bell(eve)).unread).toBe(2);
    for (const bad of [{}, { all: false }, { id: "not-a-uuid" }, { id: crypto.randomUUID(), all: true }]) {
      const res = await read(eve, bad);
      expect(res.status).toBe(400);
    }
    expect((await bell(eve)).unread).toBe(2);
    expect((await read(eve, { all: true })).body).toEqual({ marked: 2, unread: 0 });
    expect((await bell(eve)).items.every((i) => i.read)).toBe(true);
    // Alice's items are untouched by Eve's 'all'.
    await send(t.bob, t.alice, "for Alice");
    expect((await bell(t.alice)).unread).toBeGreaterThan(0);
  });

  it("writes nothing, and mails nothing, to a member who chose 'Never'", async () => {
    const quiet = await createMember(t.ctx);
    await setPrefs(quiet, { message: "never" });
    const sent = await send(t.alice, quiet, "You will not hear of this");
    // The unread-message check (MESSAGE_MAIL_DELAY, 1 s in tests) has run: it would have mailed now.
    expect(await waitForJobsDone(t.ctx, NOTIFICATION_QUEUES.unreadMessage, { messageId: sent.body.id })).toBe(
      1,
    );
    expect(await bell(quiet)).toEqual({ items: [], unread: 0, next_cursor: null });
    const mails = await t.ctx.database.db.select().from(mailLog).where(eq(mailLog.toAddress, quiet.email));
    expect(mails.filter((m) => m.kind === "notification")).toEqual([]);
    // 'Weekly digest' still puts it in the bell (the choice is about mail).
    const weekly = await createMember(t.ctx);
    await setPrefs(weekly, { message: "weekly" });
    await send(t.alice, weekly, "In the bell, mailed in the digest");
    expect((await bell(weekly)).unread).toBe(1);
  });

  it("opening the conversation reads its item", async () => {
    const fay = await createMember(t.ctx);
    await send(t.bob, fay, "Read me in the chat");
    expect((await bell(fay)).unread).toBe(1);
    await call(t.ctx, "POST", "/api/v1/messages/read", { other_user_id: t.bob.userId }, fay.cookie);
    expect((await bell(fay)).unread).toBe(0);
  });

  it("tells the recipient's open sockets live, and nobody else's", async () => {
    const gus = await createMember(t.ctx);
    const got: Record<string, string[]> = { gus: [], alice: [] };
    const offGus = t.ctx.realtime.add(gus.userId, { send: (d) => got.gus.push(d) });
    const offAlice = t.ctx.realtime.add(t.alice.userId, { send: (d) => got.alice.push(d) });
    try {
      await send(t.bob, gus, "live?");
      for (let i = 0; i < 50 && !got.gus.includes('{"type":"notifications"}'); i++) await pause(50);
      expect(got.gus).toContain('{"type":"notifications"}');
      const [item] = (await bell(gus)).items;
      got.gus.length = 0;
      await read(gus, { id: item.id });
      for (let i = 0; i < 50 && got.gus.length === 0; i++) await pause(50);
      expect(got.gus).toEqual(['{"type":"notifications"}']);
      expect(got.alice).not.toContain('{"type":"notifications"}');
    } finally {
      offGus();
      offAlice();
    }
  });

  it("tells a proposer when the office approves their event (not one who chose 'Never')", async () => {
    const admin = await createMember(t.ctx, { displayName: "Office Admin" });
    await grantRole(t.ctx, admin.userId, "admin");
    const proposer = await createMember(t.ctx);
    const quiet = await createMember(t.ctx);
    await setPrefs(quiet, { event_moderation: "never" });
    const ids: string[] = [];
    for (const [who, title] of [
      [proposer, "Reunion picnic"],
      [quiet, "Quiet picnic"],
    ] as const) {
      const e = await insertApprovedEvent(t.ctx, {
        organizerId: who.userId,
        moderationStatus: "pending",
        title,
      });
      ids.push(e.id);
      const res = await call(t.ctx, "POST", `/api/v1/admin/events/${e.id}/approve`, {}, admin.cookie);
      expect(res.status).toBe(200);
    }
    // Only this kind: the every-15-minutes new-alumni run may land in the test and add items
    // about the members signed up above.
    const moderation = async (m: Member) =>
      (await bell(m)).items.filter((i) => i.kind === "event_moderation");
    expect(await moderation(proposer)).toEqual([
      expect.objectContaining({
        kind: "event_moderation",
        title: 'Your event "Reunion picnic" was approved',
        // The bell opens the event's own card (issue 21, item 10).
        path: `/events#event-${ids[0]}`,
      }),
    ]);
    expect(await moderation(quiet)).toEqual([]);
  });

  it("gives every member an item when news is published, once", async () => {
    const admin = await createMember(t.ctx);
    await grantRole(t.ctx, admin.userId, "admin");
    const reader = await createMember(t.ctx);
    const quiet = await createMember(t.ctx);
    await setPrefs(quiet, { news: "never" });
    const created = await call(
      t.ctx,
      "POST",
      "/api/v1/admin/news",
      { title: "Gala announced", summary: "Save the date", category: "announcement", published: false },
      admin.cookie,
    );
    expect(created.status).toBe(201);
    expect((await bell(reader)).items).toEqual([]);
    const publish = (published: boolean) =>
      call(t.ctx, "POST", `/api/v1/admin/news/${created.body.id}/publish`, { published }, admin.cookie);
    expect((await publish(true)).status).toBe(200);
    await read(reader, { all: true });
    await publish(false);
    await publish(true);
    const items = (await bell(reader)).items.filter((i) => i.kind === "news");
    expect(items).toEqual([
      expect.objectContaining({
        title: "Gala announced",
        body: "Save the date",
        path: `/news/${created.body.id}`,
      }),
    ]);
    expect((await bell(quiet)).items.filter((i) => i.kind === "news")).toEqual([]);
  });

  it("reminds of an event in the event's time zone and, when the member's differs, in theirs too (item 7)", async () => {
    const abroad = await createMember(t.ctx, { displayName: "Abroad Bell" });
    const home = await createMember(t.ctx, { displayName: "Home Bell" });
    const unknown = await createMember(t.ctx, { displayName: "Zoneless Bell" });
    await call(t.ctx, "PUT", "/api/v1/me/time-zone", { time_zone: "America/New_York" }, abroad.cookie);
    await call(t.ctx, "PUT", "/api/v1/me/time-zone", { time_zone: "Asia/Kolkata" }, home.cookie);
    const event = await insertZonedDinner(t.ctx, "Bell Zoned Dinner");
    const start = event.startDate;
    for (const m of [abroad, home, unknown])
      expect(
        (await call(t.ctx, "PUT", `/api/v1/events/${event.id}/rsvp`, { status: "going" }, m.cookie)).status,
      ).toBe(200);
    await t.ctx.deps.notifications.sendEventReminders();
    const reminder = async (m: Member) =>
      (await bell(m)).items.filter(
        (i) => i.kind === "event_reminder" && i.title === "Reminder: Bell Zoned Dinner",
      );

    // A UTC-only text ("Starts Tue 01 Dec, 12:00 UTC") fails each of these.
    const [abroadItem] = await reminder(abroad);
    expect(abroadItem?.body).toBeOneOf(
      newYorkMoments(start).map((yours) => `Starts ${kolkataMoment(start)} (your time: ${yours}), Old Hall`),
    );
    for (const m of [home, unknown]) {
      const items = await reminder(m);
      expect(items.map((i) => i.body)).toEqual([`Starts ${kolkataMoment(start)}, Old Hall`]);
    }
    // Once per event and member: a second run adds nothing.
    await t.ctx.deps.notifications.sendEventReminders();
    expect(await reminder(abroad)).toHaveLength(1);
  });

  it("pages newest first with a cursor", async () => {
    const hal = await createMember(t.ctx);
    const senders = [t.alice, t.bob, await createMember(t.ctx)];
    for (const s of senders) await send(s, hal, "x");
    const first = await bell(hal, "?limit=2");
    expect(first.items).toHaveLength(2);
    expect(first.unread).toBe(3);
    expect(first.next_cursor).not.toBeNull();
    const second = await bell(hal, `?limit=2&cursor=${encodeURIComponent(first.next_cursor ?? "")}`);
    expect(second.items).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    expect([...first.items, ...second.items].map((i) => i.path)).toEqual(
      [...senders].reverse().map((s) => `/messages?with=${s.userId}`),
    );
    expect((await call(t.ctx, "GET", "/api/v1/notifications?cursor=bad", undefined, hal.cookie)).status).toBe(
      400,
    );
    const rows = await t.ctx.database.db
      .select()
      .from(notificationItems)
      .where(eq(notificationItems.userId, hal.userId));
    expect(rows).toHaveLength(3);
  });

  it("forgets items read more than 90 days ago, keeps newer ones and every unread one", async () => {
    const ivy = await createMember(t.ctx);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const base = { userId: ivy.userId, kind: "news" as const, title: "Old news", path: "/news" };
    await t.ctx.database.db.insert(notificationItems).values([
      { ...base, groupKey: "old-read", createdAt: daysAgo(120), readAt: daysAgo(100) },
      { ...base, groupKey: "recent-read", createdAt: daysAgo(120), readAt: daysAgo(10) },
      { ...base, groupKey: "old-unread", createdAt: daysAgo(200), readAt: null },
    ]);
    expect(await t.ctx.deps.notifications.pruneReadItems()).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.database.db
      .select({ key: notificationItems.groupKey })
      .from(notificationItems)
      .where(eq(notificationItems.userId, ivy.userId));
    expect(left.map((r) => r.key).sort()).toEqual(["old-unread", "recent-read"]);
  });
});
