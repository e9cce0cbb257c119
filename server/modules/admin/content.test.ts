import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { TIME_ZONE_TEXT } from "../../../contract/time-zone-text";
import { ADMIN_RULES, VALIDATION } from "../../../contract/ui-text";
import { auditLog, competitionResults, events, mailLog, news } from "../../db/schema";
import {
  insertCompetition,
  insertEvent,
  insertHouse,
  insertProfile,
  setUpAdminTestApp,
  snapshot,
} from "../../test/admin-fixtures";
import { call, createMember, type Member, waitForMail } from "../../test/harness";

let proposer: Member;
const t = setUpAdminTestApp();
beforeAll(async () => {
  proposer = await createMember(t.ctx, { displayName: "Event Proposer" });
});

/** The office's event form, filled in the least: a reunion on campus on 10 January 2030. */
const campusEvent = (title: string) => ({
  title,
  category: "Reunion",
  location: "Campus",
  start_date: "2030-01-10T10:00:00.000Z",
});

describe("event moderation", () => {
  it("approves a pending event, records status/notes/time, audits and mails the proposer", async () => {
    const event = await insertEvent(t.ctx, { organizerId: proposer.userId, title: "Batch of 2005 dinner" });
    const res = await t.as("POST", `/api/v1/admin/events/${event.id}/approve`, {});
    expect(res.status).toBe(200);
    expect(res.body.moderation_status).toBe("approved");
    expect(res.body.moderated_at).toBeTruthy();
    const mail = await waitForMail(t.ctx, (m) => m.to === proposer.email && m.subject.includes("approved"));
    expect(mail.text).toContain("Batch of 2005 dinner");
    const audit = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, event.id));
    expect(audit.map((a) => a.action)).toEqual(["event.approve"]);
  });

  it("refuses approving or rejecting an event that is not pending (409, nothing changed)", async () => {
    const event = await insertEvent(t.ctx, { moderationStatus: "rejected", organizerId: proposer.userId });
    const mailsBefore = await t.ctx.database.db.$count(mailLog);
    for (const verb of ["approve", "reject"]) {
      const res = await t.as("POST", `/api/v1/admin/events/${event.id}/${verb}`, {});
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(ADMIN_RULES.eventNotPending("rejected"));
    }
    const [row] = await t.ctx.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row.moderationStatus).toBe("rejected");
    expect(await t.ctx.database.db.$count(mailLog)).toBe(mailsBefore);
  });

  it("rejects with notes and mails them; lists counters, filters and categories", async () => {
    const event = await insertEvent(t.ctx, { organizerId: proposer.userId, category: "Sports Event" });
    const res = await t.as("POST", `/api/v1/admin/events/${event.id}/reject`, {
      notes: "Clashes with founders day",
    });
    expect(res.body.moderation_notes).toBe("Clashes with founders day");
    await waitForMail(t.ctx, (m) => m.to === proposer.email && m.text.includes("Clashes with founders day"));
    const list = await t.as("GET", "/api/v1/admin/events?status=rejected");
    expect(
      list.body.items.every((e: { moderation_status: string }) => e.moderation_status === "rejected"),
    ).toBe(true);
    expect(list.body.counts.total).toBe(
      list.body.counts.pending + list.body.counts.approved + list.body.counts.rejected,
    );
    expect(list.body.categories).toContain("Sports Event");
  });

  it("creates (approved) and edits an event; invalid input is a 400 naming the field", async () => {
    const body = {
      ...campusEvent("Founders Day"),
      image_url: "https://example.org/a.jpg",
      moderation_notes: "Office event",
    };
    const created = await t.as("POST", "/api/v1/admin/events", body);
    expect(created.status).toBe(201);
    expect(created.body.moderation_status).toBe("approved");
    const edited = await t.as("PUT", `/api/v1/admin/events/${created.body.id}`, {
      ...body,
      title: "Founders Day 2030",
    });
    expect(edited.body.title).toBe("Founders Day 2030");
    const bad = await t.as("POST", "/api/v1/admin/events", { ...body, max_attendees: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.max_attendees).toBeTruthy();
  });

  it("keeps an event's time zone: the school's by default, an IANA name when given, a 400 for anything else", async () => {
    const body = campusEvent("Zone Day");
    const plain = await t.as("POST", "/api/v1/admin/events", body);
    expect(plain.body.time_zone).toBe("Asia/Kolkata");
    const edited = await t.as("PUT", `/api/v1/admin/events/${plain.body.id}`, {
      ...body,
      time_zone: "Europe/London",
    });
    expect(edited.status).toBe(200);
    expect(edited.body.time_zone).toBe("Europe/London");
    const [row] = await t.ctx.database.db.select().from(events).where(eq(events.id, plain.body.id));
    expect(row.timeZone).toBe("Europe/London");
    const before = await snapshot(t.ctx);
    for (const time_zone of ["Mars/Olympus", "+05:30", "IST", "", "Asia/Kolkata; DROP TABLE events"]) {
      const res = await t.as("POST", "/api/v1/admin/events", { ...body, time_zone });
      expect(res.status, time_zone).toBe(400);
      expect(res.body.error.fields.time_zone).toBe(TIME_ZONE_TEXT.invalid);
    }
    expect(await snapshot(t.ctx)).toEqual(before);
  });

  it("a date the database cannot store (year 0000, 5-digit years) is a 400 naming the field, and nothing changes", async () => {
    const before = await snapshot(t.ctx);
    const event = { title: "Old Boys Day", category: "Reunion", location: "Campus" };
    for (const start_date of ["0000-01-10T10:00:00.000Z", "0999-12-31T10:00:00Z", "+20300-01-10T10:00:00Z"]) {
      const res = await t.as("POST", "/api/v1/admin/events", { ...event, start_date });
      expect(res.status, start_date).toBe(400);
      expect(res.body.error.fields.start_date).toBe("Please enter a valid date");
    }
    const competition = {
      name: "Chess",
      category: "academics",
      first_place_points: 10,
      second_place_points: 5,
      third_place_points: 2,
    };
    const res = await t.as("POST", "/api/v1/admin/competitions", {
      ...competition,
      competition_date: "0000-03-01T00:00:00Z",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.competition_date).toBe("Please enter a valid date");
    expect(await snapshot(t.ctx)).toEqual(before);
  });
});

describe("news", () => {
  it("creates, edits (updated_at moves), toggles and deletes an article", async () => {
    const created = await t.as("POST", "/api/v1/admin/news", {
      title: "Library opens",
      summary: "A new library",
      content: "# Hello\n\n<script>alert(1)</script>",
      category: "Campus",
      published: false,
    });
    expect(created.status).toBe(201);
    expect(created.body.updated_at).toBe(created.body.created_at);
    await new Promise((r) => setTimeout(r, 5));
    const edited = await t.as("PUT", `/api/v1/admin/news/${created.body.id}`, {
      ...created.body,
      id: undefined,
    });
    expect(edited.status).toBe(400); // unknown keys refused
    const ok = await t.as("PUT", `/api/v1/admin/news/${created.body.id}`, {
      title: "Library opens today",
      category: "Campus",
      published: false,
    });
    expect(new Date(ok.body.updated_at) > new Date(ok.body.created_at)).toBe(true);
    const toggled = await t.as("POST", `/api/v1/admin/news/${created.body.id}/publish`, { published: true });
    expect(toggled.body.published).toBe(true);
    const list = await t.as("GET", "/api/v1/admin/news");
    expect(list.body.counts.total).toBe(list.body.counts.published + list.body.counts.drafts);
    expect((await t.as("DELETE", `/api/v1/admin/news/${created.body.id}`)).status).toBe(204);
    expect(await t.ctx.database.db.$count(news, eq(news.id, created.body.id))).toBe(0);
  });
});

describe("competitions", () => {
  it("start and complete only along upcoming → ongoing → completed", async () => {
    const c = await insertCompetition(t.ctx);
    expect((await t.as("POST", `/api/v1/admin/competitions/${c.id}/complete`, {})).status).toBe(409);
    expect((await t.as("POST", `/api/v1/admin/competitions/${c.id}/start`, {})).body.status).toBe("ongoing");
    const again = await t.as("POST", `/api/v1/admin/competitions/${c.id}/start`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(ADMIN_RULES.competitionTransition("ongoing", "ongoing"));
    expect((await t.as("POST", `/api/v1/admin/competitions/${c.id}/complete`, {})).body.status).toBe(
      "completed",
    );
    expect((await t.as("POST", `/api/v1/admin/competitions/${c.id}/start`, {})).status).toBe(409);
  });

  it("records results with the competition's points; re-recording replaces them", async () => {
    const [a, b, d] = [await insertHouse(t.ctx), await insertHouse(t.ctx), await insertHouse(t.ctx)];
    const c = await insertCompetition(t.ctx, {
      firstPlacePoints: 15,
      secondPlacePoints: 8,
      thirdPlacePoints: 4,
    });
    const early = await t.as("PUT", `/api/v1/admin/competitions/${c.id}/results`, {
      placements: [{ position: 1, house_id: a.id }],
    });
    expect(early.status).toBe(409);
    await t.as("POST", `/api/v1/admin/competitions/${c.id}/start`, {});
    const res = await t.as("PUT", `/api/v1/admin/competitions/${c.id}/results`, {
      placements: [
        { position: 2, house_id: b.id },
        { position: 1, house_id: a.id },
        { position: 3, house_id: d.id },
      ],
    });
    expect(res.status).toBe(200);
    expect(
      res.body.results.map((r: { house_id: string; points_awarded: number }) => [
        r.house_id,
        r.points_awarded,
      ]),
    ).toEqual([
      [a.id, 15],
      [b.id, 8],
      [d.id, 4],
    ]);
    const dup = await t.as("PUT", `/api/v1/admin/competitions/${c.id}/results`, {
      placements: [
        { position: 1, house_id: a.id },
        { position: 2, house_id: a.id },
      ],
    });
    expect(dup.status).toBe(400);
    await t.as("PUT", `/api/v1/admin/competitions/${c.id}/results`, {
      placements: [{ position: 1, house_id: d.id }],
    });
    const rows = await t.ctx.database.db
      .select()
      .from(competitionResults)
      .where(eq(competitionResults.competitionId, c.id));
    expect(rows.map((r) => [r.houseId, r.position, r.pointsAwarded])).toEqual([[d.id, 1, 15]]);
  });
});

describe("houses and settings", () => {
  it("adds with defaults, requires a name, edits, and refuses deleting a referenced house", async () => {
    const created = await t.as("POST", "/api/v1/admin/houses", { name: "  Nehru  " });
    expect(created.body).toMatchObject({
      name: "Nehru",
      color: "#000000",
      bg_light: "#f0f0f0",
      text_color: "#ffffff",
    });
    const empty = await t.as("POST", "/api/v1/admin/houses", { name: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(VALIDATION.houseName);
    expect((await t.as("POST", "/api/v1/admin/houses", { name: "Nehru" })).status).toBe(409);
    const edited = await t.as("PUT", `/api/v1/admin/houses/${created.body.id}`, {
      name: "Nehru",
      color: "#112233",
    });
    expect(edited.body.color).toBe("#112233");

    const jaipur = await insertHouse(t.ctx, "Jaipur");
    await insertProfile(t.ctx, { house: "Jaipur" });
    const refused = await t.as("DELETE", `/api/v1/admin/houses/${jaipur.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(ADMIN_RULES.houseInUse(1, 0));
    expect((await t.as("DELETE", `/api/v1/admin/houses/${created.body.id}`)).status).toBe(204);
  });

  it("saves general settings, which the public header/footer endpoint then serves", async () => {
    const saved = await t.as("PUT", "/api/v1/admin/settings", {
      site_name: "Old Boys Network",
      contact_email: "office@school.org",
      max_upload_mb: 20,
    });
    expect(saved.status).toBe(200);
    expect((await call(t.ctx, "GET", "/api/v1/settings/public")).body).toEqual({
      siteName: "Old Boys Network",
      contactEmail: "office@school.org",
      timeZone: "Asia/Kolkata",
    });
    expect((await t.as("PUT", "/api/v1/admin/settings", { ...saved.body, max_upload_mb: 0 })).status).toBe(
      400,
    );
  });
});

describe("audit log", () => {
  it("lists newest first and filters by actor and action", async () => {
    const res = await t.as("GET", `/api/v1/admin/audit?actor=${t.admin.userId}&action=event.approve`);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(
      res.body.items.every((e: { action: string; actor_email: string }) => e.action === "event.approve"),
    ).toBe(true);
    expect(res.body.items[0].actor_email).toBe(t.admin.email);
    const all = await t.as("GET", "/api/v1/admin/audit");
    const times = all.body.items.map((e: { created_at: string }) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.body.actions).toContain("news.publish");
  });
});
