import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, eventRegistrations, profiles } from "../../../db/schema";
import { insertCompetition, insertEvent, insertNews, setUpAdminTestApp } from "../../../test/admin-fixtures";
import { createMember } from "../../../test/harness";
import { createMembers } from "../../../test/members";

const t = setUpAdminTestApp();

describe("who is coming (issue 13 item 1)", () => {
  it("lists an event's registrations with name, house, year, status and time; counts per status", async () => {
    const organizer = await createMember(t.ctx, { displayName: "Olive Organizer" });
    const event = await insertEvent(t.ctx, { organizerId: organizer.userId, maxAttendees: 40 });
    const { a, b } = await createMembers(t.ctx, {
      a: { displayName: "Asha Attendee", house: "Jaipur", graduationYear: 2001 },
      b: { displayName: "Bela Bystander", house: "Oberoi", graduationYear: 2010 },
    });
    await t.ctx.database.db.insert(eventRegistrations).values([
      { eventId: event.id, userId: a.userId, status: "going", createdAt: new Date("2026-01-01T10:00:00Z") },
      {
        eventId: event.id,
        userId: b.userId,
        status: "interested",
        createdAt: new Date("2026-01-02T10:00:00Z"),
      },
    ]);

    const page = await t.as("GET", `/api/v1/admin/events/${event.id}/registrations?page_size=1`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 2, page: 1, page_size: 1, counts: { going: 1, interested: 1 } });
    expect(page.body.items).toEqual([
      {
        user_id: a.userId,
        profile_id: a.profileId,
        name: "Asha Attendee",
        house: "Jaipur",
        graduation_year: 2001,
        status: "going",
        registered_at: "2026-01-01T10:00:00.000Z",
        checked_in_at: null, // not at the door yet (decision 111)
      },
    ]);
    const second = await t.as("GET", `/api/v1/admin/events/${event.id}/registrations?page=2&page_size=1`);
    expect(second.body.items.map((r: { name: string }) => r.name)).toEqual(["Bela Bystander"]);

    // The view names the organizer and links their profile.
    const view = await t.as("GET", `/api/v1/admin/events/${event.id}`);
    expect(view.body.organizer).toEqual({
      user_id: organizer.userId,
      name: "Olive Organizer",
      profile_id: organizer.profileId,
    });
    // The table shows going / capacity.
    const list = await t.as("GET", "/api/v1/admin/events?search=Annual");
    const row = list.body.items.find((e: { id: string }) => e.id === event.id);
    expect([row.attendee_count, row.max_attendees]).toEqual([1, 40]);
  });

  it("exports attendees (with their e-mail, guests and guests' names) to a formula-safe CSV, audited; unknown event is 404", async () => {
    const event = await insertEvent(t.ctx, { title: "Gala: 2026!" });
    const m = await createMember(t.ctx, { displayName: "Plus Person", house: "Tata", graduationYear: 1999 });
    // A name a spreadsheet would run as a formula (the office can type anything in its editor).
    await t.ctx.database.db
      .update(profiles)
      .set({ displayName: "+Plus, Person" })
      .where(eq(profiles.id, m.profileId));
    await t.ctx.database.db.insert(eventRegistrations).values({
      eventId: event.id,
      userId: m.userId,
      status: "going",
      guests: 2,
      guestNames: ["Ravi Rao", "Anu Rao"],
      createdAt: new Date("2026-03-04T05:06:00Z"),
    });
    const res = await t.ctx.app.inject({
      method: "GET",
      url: `/api/v1/admin/events/${event.id}/registrations/export`,
      headers: { cookie: t.admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(
      /filename="attendees_gala-2026_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.body).toBe(
      `\uFEFFName,Email,House,Graduation Year,Status,Guests,Guest Names,Registered At,Attended\r\n"'+Plus, Person",${m.email},Tata,1999,Going,2,"Ravi Rao; Anu Rao",2026-03-04 05:06,No\r\n`,
    );
    const audit = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, event.id));
    expect(audit.map((r) => [r.action, r.after])).toEqual([["event.export_attendees", { rows: 1 }]]);
    const missing = await t.as("GET", `/api/v1/admin/events/${crypto.randomUUID()}/registrations/export`);
    expect(missing.status).toBe(404);
  });
});

describe("tables that scale (issue 13 item 2)", () => {
  it("events, news and competitions are searched, sorted and paged on the server", async () => {
    for (const title of ["Zeta Picnic", "Alpha Picnic", "Mid Picnic"]) await insertEvent(t.ctx, { title });
    const events = await t.as(
      "GET",
      "/api/v1/admin/events?search=picnic&sort=title&dir=asc&page=2&page_size=2",
    );
    expect(events.body).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(events.body.items.map((e: { title: string }) => e.title)).toEqual(["Zeta Picnic"]);

    for (const title of ["News B_1", "News A_1", "Draft C_1"])
      await insertNews(t.ctx, { title, published: !title.startsWith("Draft") });
    const news = await t.as("GET", "/api/v1/admin/news?search=_1&status=published&sort=title&dir=desc");
    expect(news.body.items.map((n: { title: string }) => n.title)).toEqual(["News B_1", "News A_1"]);
    expect(news.body.total).toBe(2);

    for (const n of ["Chess Open", "Chess Blitz"])
      await insertCompetition(t.ctx, { name: n, status: "ongoing" });
    const comps = await t.as(
      "GET",
      "/api/v1/admin/competitions?search=chess&status=ongoing&sort=name&dir=asc",
    );
    expect(comps.body.items.map((c: { name: string }) => c.name)).toEqual(["Chess Blitz", "Chess Open"]);
    expect((await t.as("GET", "/api/v1/admin/competitions?sort=nope")).status).toBe(400);
  });

  it("users are sorted by e-mail either way and paged", async () => {
    const asc = await t.as("GET", "/api/v1/admin/users?sort=email&dir=asc&page_size=100");
    const emails = asc.body.items.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    const desc = await t.as("GET", "/api/v1/admin/users?sort=email&dir=desc&page_size=100");
    expect(desc.body.items.map((u: { email: string }) => u.email)).toEqual([...emails].reverse());
  });
});
