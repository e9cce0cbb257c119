import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RealtimeEvent } from "../../../contract/messaging";
import { auditLog, eventCheckIns, eventRegistrations } from "../../db/schema";
import { REALTIME_CHANNEL } from "../../realtime/hub";
import { setUpAdminTestApp } from "../../test/admin-fixtures";
import { insertApprovedEvent } from "../../test/fixtures";
import { call, type Member, waitForMail } from "../../test/harness";
import { decodeQr } from "../../test/qr";

// Issue 27, items 4 and 5 (decision 111): tickets, the door, and what happened.
const t = setUpAdminTestApp({
  meera: { displayName: "Meera Going" },
  ravi: { displayName: "Ravi Going" },
  vikram: { displayName: "Vikram Volunteer" },
  nina: { displayName: "Nina Nobody" },
});
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000);
const heard: Array<{ to: string[]; event: RealtimeEvent }> = [];

let [tonight, otherTonight, meeraToken] = [{ id: "" }, { id: "" }, ""];

const as = (who: Member | null, method: "GET" | "POST" | "PUT", url: string, body?: unknown) =>
  call(t.ctx, method, url, body, who?.cookie);
const rsvp = (who: Member, eventId: string, status: string) =>
  as(who, "PUT", `/api/v1/events/${eventId}/rsvp`, { status });
const scan = (who: Member, eventId: string, token: string) =>
  as(who, "POST", `/api/v1/check-in/events/${eventId}/scan`, { token });

beforeAll(async () => {
  await t.ctx.database.listen(REALTIME_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
  // Two events starting in an hour (their doors are open), Vikram keeping the first one's door.
  tonight = await insertApprovedEvent(t.ctx, {
    title: "Pune Meet-up",
    startDate: inHours(1),
    endDate: inHours(4),
  });
  otherTonight = await insertApprovedEvent(t.ctx, { title: "Delhi Dinner", startDate: inHours(1) });
  expect(
    (await t.as("POST", `/api/v1/admin/events/${tonight.id}/door-volunteers`, { user_id: t.vikram.userId }))
      .status,
  ).toBe(200);
  for (const m of [t.meera, t.ravi]) expect((await rsvp(m, tonight.id, "going")).status).toBe(200);
  expect((await rsvp(t.meera, otherTonight.id, "going")).status).toBe(200);
  meeraToken = (await as(t.meera, "GET", `/api/v1/events/${tonight.id}/ticket`)).body.token;
});

describe("a ticket", () => {
  it("comes in the confirmation mail as a QR image of the signed token, and on the event", async () => {
    const mail = await waitForMail(
      t.ctx,
      (m) => m.to === t.meera.email && m.subject === "Your ticket: Pune Meet-up",
    );
    expect(meeraToken).toMatch(/^T1\.[0-9a-f-]{36}\.[0-9a-f-]{36}\.[\w-]{22}$/);
    expect(mail.text).toContain(meeraToken);
    const src = mail.html.match(/<img[^>]+src="([^"]+qr\.png)"/)?.[1];
    expect(src).toBeDefined();
    const image = await t.ctx.app.inject({ method: "GET", url: new URL(src ?? "").pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(await decodeQr(image.rawPayload)).toBe(meeraToken);
    // No personal data inside: the token names an event and a registration, not the member.
    expect(meeraToken).not.toContain(t.meera.userId);
    expect(meeraToken.toLowerCase()).not.toContain("meera");
  });

  it("is the member's own: none for a visitor, none for a member who is not going", async () => {
    expect((await as(null, "GET", `/api/v1/events/${tonight.id}/ticket`)).status).toBe(401);
    const none = await as(t.nina, "GET", `/api/v1/events/${tonight.id}/ticket`);
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe("You have no ticket for this event");
  });

  it("cannot be forged: a changed signature or a changed ticket id is refused, nothing checked in", async () => {
    const [v, event, ticket, sig] = meeraToken.split(".");
    const flipped = `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`;
    const ravisTicket = (await as(t.ravi, "GET", `/api/v1/events/${tonight.id}/ticket`)).body.ticket_id;
    for (const token of [
      `${v}.${event}.${ticket}.${flipped}`,
      `${v}.${event}.${ravisTicket}.${sig}`,
      `${v}.${event}.${ticket}`,
      "not a ticket",
    ]) {
      const res = await scan(t.vikram, tonight.id, token);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe("This is not a valid ticket");
    }
    expect(
      (
        await t.ctx.app.inject({
          method: "GET",
          url: `/api/v1/tickets/${v}.${event}.${ticket}.${flipped}/qr.png`,
        })
      ).statusCode,
    ).toBe(404);
    expect(await t.ctx.database.db.select().from(eventCheckIns)).toEqual([]);
  });

  it("cannot be used for another event", async () => {
    const otherToken = (await as(t.meera, "GET", `/api/v1/events/${otherTonight.id}/ticket`)).body.token;
    const res = await scan(t.vikram, tonight.id, otherToken);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("This ticket is for another event");
    // Nor at the office's door of the other event, for this event's ticket.
    const office = await t.as("POST", `/api/v1/check-in/events/${otherTonight.id}/scan`, {
      token: meeraToken,
    });
    expect(office.status).toBe(409);
  });
});

describe("the door", () => {
  it("is refused to a visitor (401) and to a member who is not its volunteer (403)", async () => {
    expect((await as(null, "GET", `/api/v1/check-in/events/${tonight.id}`)).status).toBe(401);
    for (const res of [
      await as(t.nina, "GET", `/api/v1/check-in/events/${tonight.id}`),
      await scan(t.nina, tonight.id, meeraToken),
      await as(t.nina, "POST", `/api/v1/check-in/events/${tonight.id}/walk-ins`, { name: "Gate Crasher" }),
      await as(t.meera, "GET", `/api/v1/check-in/events/${tonight.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe("Only this event's door volunteers can check people in");
    }
    expect(await t.ctx.database.db.select().from(eventCheckIns)).toEqual([]);
  });

  it("shows a volunteer only their event's list: another event running now is refused", async () => {
    const other = await as(t.vikram, "GET", `/api/v1/check-in/events/${otherTonight.id}`);
    expect(other.status).toBe(403);
    const mine = await as(t.vikram, "GET", `/api/v1/check-in/events/${tonight.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.attendees.map((a: { name: string }) => a.name)).toEqual(["Meera Going", "Ravi Going"]);
    expect(Object.keys(mine.body.attendees[0]).sort()).toEqual([
      "checked_in_at",
      "house",
      "id",
      "name",
      "walk_in",
    ]);
    const list = await as(t.vikram, "GET", "/api/v1/check-in/events");
    expect(list.body.events.map((e: { id: string; open: boolean }) => [e.id, e.open])).toEqual([
      [tonight.id, true],
    ]);
  });

  it("opens two hours before the start and closes at the end, for volunteers only", async () => {
    const later = await insertApprovedEvent(t.ctx, { title: "Next Week", startDate: inHours(2.5) });
    const over = await insertApprovedEvent(t.ctx, {
      title: "Yesterday",
      startDate: inHours(-26),
      endDate: inHours(-23),
    });
    for (const e of [later, over]) {
      await t.as("POST", `/api/v1/admin/events/${e.id}/door-volunteers`, { user_id: t.vikram.userId });
      const res = await as(t.vikram, "GET", `/api/v1/check-in/events/${e.id}`);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(
        "Check-in is open from two hours before the event starts until it ends",
      );
      // The office may open any event's list at any time.
      expect((await t.as("GET", `/api/v1/check-in/events/${e.id}`)).status).toBe(200);
    }
    const list = await as(t.vikram, "GET", "/api/v1/check-in/events");
    expect(list.body.events.map((e: { title: string; open: boolean }) => [e.title, e.open])).toEqual([
      ["Pune Meet-up", true],
      ["Next Week", false],
    ]);
  });

  it("checks a person in once: a second scan, or finding them by name, answers 'already' with the time", async () => {
    const first = await scan(t.vikram, tonight.id, meeraToken);
    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe("checked-in");
    expect(first.body.attendee).toMatchObject({ name: "Meera Going", walk_in: false });
    const at = first.body.attendee.checked_in_at;
    expect(Date.now() - Date.parse(at)).toBeLessThan(60_000);
    const again = await scan(t.vikram, tonight.id, meeraToken);
    expect(again.body).toEqual({ outcome: "already", attendee: first.body.attendee });
    const byName = await as(
      t.vikram,
      "POST",
      `/api/v1/check-in/events/${tonight.id}/tickets/${first.body.attendee.id}`,
    );
    expect(byName.body.outcome).toBe("already");
    expect(byName.body.attendee.checked_in_at).toBe(at);
    expect(await t.ctx.database.db.select().from(eventCheckIns)).toHaveLength(1);
    // The office (and the volunteer) heard of it, so their counts follow live.
    const told = heard.find((h) => h.event.type === "check-ins");
    expect(told?.to).toEqual(expect.arrayContaining([t.admin.userId, t.vikram.userId]));
    expect(told?.event).toEqual({ type: "check-ins", event_id: tonight.id });
  });

  it("refuses a ticket whose holder is no longer going", async () => {
    const ninaTicket = await insertGoing(t.nina, tonight.id, "not-going");
    const res = await as(t.vikram, "POST", `/api/v1/check-in/events/${tonight.id}/tickets/${ninaTicket}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("This ticket is no longer valid: the member is not going");
  });

  it("adds a walk-in by name, checked in at once; a blank name is refused", async () => {
    const bad = await as(t.vikram, "POST", `/api/v1/check-in/events/${tonight.id}/walk-ins`, { name: " " });
    expect(bad.status).toBe(400);
    const res = await as(t.vikram, "POST", `/api/v1/check-in/events/${tonight.id}/walk-ins`, {
      name: "Anil Walk-in",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      outcome: "checked-in",
      attendee: { name: "Anil Walk-in", walk_in: true },
    });
    const list = await as(t.vikram, "GET", `/api/v1/check-in/events/${tonight.id}`);
    expect(list.body.counts).toEqual({ tickets: 2, checked_in: 1, walk_ins: 1 });
    expect(list.body.attendees.map((a: { name: string }) => a.name)).toEqual([
      "Anil Walk-in",
      "Meera Going",
      "Ravi Going",
    ]);
  });
});

const insertGoing = async (member: Member, eventId: string, status = "going") =>
  (
    await t.ctx.database.db
      .insert(eventRegistrations)
      .values({ eventId, userId: member.userId, status })
      .returning()
  )[0].id;

describe("what happened", () => {
  it("the office sees attended and no-show counts after the event, and the volunteers", async () => {
    const past = await insertApprovedEvent(t.ctx, {
      title: "Alumni Brunch",
      startDate: inHours(-30),
      endDate: inHours(-27),
    });
    const meeras = await insertGoing(t.meera, past.id);
    await insertGoing(t.ravi, past.id);
    await insertGoing(t.nina, past.id, "interested");
    expect((await t.as("POST", `/api/v1/check-in/events/${past.id}/tickets/${meeras}`)).body.outcome).toBe(
      "checked-in",
    );
    await t.as("POST", `/api/v1/check-in/events/${past.id}/walk-ins`, { name: "Zara Walk-in" });
    await t.as("POST", `/api/v1/admin/events/${past.id}/door-volunteers`, { user_id: t.vikram.userId });

    const summary = await t.as("GET", `/api/v1/admin/events/${past.id}/door`);
    expect(summary.body.counts).toEqual({ tickets: 2, checked_in: 1, walk_ins: 1, no_shows: 1 });
    expect(summary.body.volunteers).toEqual([{ user_id: t.vikram.userId, name: "Vikram Volunteer" }]);
    // Before the end nobody is a no-show yet.
    expect((await t.as("GET", `/api/v1/admin/events/${tonight.id}/door`)).body.counts.no_shows).toBeNull();

    const list = await t.as("GET", `/api/v1/admin/events/${past.id}/registrations?page=1`);
    const attended = Object.fromEntries(
      list.body.items.map((r: { name: string; checked_in_at: string | null }) => [
        r.name,
        r.checked_in_at !== null,
      ]),
    );
    expect(attended).toEqual({ "Meera Going": true, "Ravi Going": false, "Nina Nobody": false });
    expect(list.body.walk_ins.map((w: { name: string }) => w.name)).toEqual(["Zara Walk-in"]);

    const csv = await t.as("GET", `/api/v1/admin/events/${past.id}/registrations/export`);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Name,Email,House,Graduation Year,Status,Guests,Guest Names,Registered At,Attended",
    );
    const byName = Object.fromEntries(lines.slice(1).map((l) => [l.split(",")[0], l.split(",")]));
    expect(byName["Meera Going"].at(-1)).toBe("Yes");
    expect(byName["Ravi Going"].at(-1)).toBe("No");
    expect(byName["Nina Nobody"].at(-1)).toBe("No");
    expect(byName["Zara Walk-in"][4]).toBe("Walk-in");
    expect(byName["Zara Walk-in"].at(-1)).toBe("Yes");
  });

  it("making and removing a door volunteer is audited; a member who does not exist is refused", async () => {
    const e = await insertApprovedEvent(t.ctx, { title: "Audit Evening" });
    await t.as("POST", `/api/v1/admin/events/${e.id}/door-volunteers`, { user_id: t.ravi.userId });
    const removed = await t.as("DELETE", `/api/v1/admin/events/${e.id}/door-volunteers/${t.ravi.userId}`);
    expect(removed.body.volunteers).toEqual([]);
    const rows = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, e.id));
    expect(rows.map((r) => r.action).sort()).toEqual([
      "event.add_door_volunteer",
      "event.remove_door_volunteer",
    ]);
    const nobody = await t.as("POST", `/api/v1/admin/events/${e.id}/door-volunteers`, {
      user_id: "no-such-user",
    });
    expect(nobody.status).toBe(404);
    expect(
      (
        await as(t.vikram, "POST", `/api/v1/admin/events/${e.id}/door-volunteers`, {
          user_id: t.vikram.userId,
        })
      ).status,
    ).toBe(403);
  });
});
