import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TIME_ZONE_TEXT } from "../../../contract/time-zone-text";
import { auditLog, competitionResults, settings } from "../../db/schema";
import { insertCompetition, insertHouse, setUpAdminTestApp, snapshot } from "../../test/admin-fixtures";
import { call } from "../../test/harness";

// Issue 29, item 1 (decision 122): the school's time zone is an office setting. The tests run in
// order: the first reads the demo default, the next ones move the school to London.
const t = setUpAdminTestApp({ member: { displayName: "Zone Proposer" } });

const general = { site_name: "Alumni Portal", contact_email: "alumni@example.org", max_upload_mb: 10 };
const event = { title: "Zone Supper", category: "Reunion", location: "Old Hall" };

describe("the school's time zone", () => {
  it("is Asia/Kolkata until the office sets one, and the public settings say so", async () => {
    expect((await t.as("GET", "/api/v1/admin/settings")).body.time_zone).toBe("Asia/Kolkata");
    expect((await call(t.ctx, "GET", "/api/v1/settings/public")).body.timeZone).toBe("Asia/Kolkata");
  });

  it("refuses anything but an IANA zone with a 400 on the field, and changes nothing", async () => {
    const before = await snapshot(t.ctx);
    const [row] = await t.ctx.database.db.select().from(settings);
    for (const time_zone of ["Mars/Olympus", "+01:00", "GMT+1", "BST", "", 7]) {
      const res = await t.as("PUT", "/api/v1/admin/settings", { ...general, time_zone });
      expect(res.status, String(time_zone)).toBe(400);
      expect(res.body.error.fields.time_zone, String(time_zone)).toBeTruthy();
    }
    const named = await t.as("PUT", "/api/v1/admin/settings", { ...general, time_zone: "Europe/Londres" });
    expect(named.body.error.fields.time_zone).toBe(TIME_ZONE_TEXT.invalid);
    expect(await snapshot(t.ctx)).toEqual(before);
    expect(await t.ctx.database.db.select().from(settings)).toEqual(row ? [row] : []);
  });

  it("is saved and audited; the public settings serve it; a body without it leaves it as it is", async () => {
    const saved = await t.as("PUT", "/api/v1/admin/settings", { ...general, time_zone: "Europe/London" });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...general, admission_mode: "open", time_zone: "Europe/London" });
    expect((await call(t.ctx, "GET", "/api/v1/settings/public")).body.timeZone).toBe("Europe/London");
    const audits = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "settings.update"));
    expect(audits.at(-1)?.after).toMatchObject({ time_zone: "Europe/London" });
    const older = await t.as("PUT", "/api/v1/admin/settings", { ...general, site_name: "Old Boys" });
    expect(older.body.time_zone).toBe("Europe/London");
    await t.as("PUT", "/api/v1/admin/settings", { ...general, time_zone: "Europe/London" });
  });

  it("is the zone of a new event that names none, the office's or a member's; an edit keeps the event's own", async () => {
    const made = await t.as("POST", "/api/v1/admin/events", {
      ...event,
      start_date: "2030-07-10T18:00:00.000Z",
    });
    expect(made.status).toBe(201);
    expect(made.body.time_zone).toBe("Europe/London");
    const inNewYork = await t.as("PUT", `/api/v1/admin/events/${made.body.id}`, {
      ...event,
      start_date: "2030-07-10T18:00:00.000Z",
      time_zone: "America/New_York",
    });
    expect(inNewYork.body.time_zone).toBe("America/New_York");
    const kept = await t.as("PUT", `/api/v1/admin/events/${made.body.id}`, {
      ...event,
      title: "Zone Supper (moved)",
      start_date: "2030-07-11T18:00:00.000Z",
    });
    expect(kept.body.time_zone).toBe("America/New_York");
    const proposed = await call(
      t.ctx,
      "POST",
      "/api/v1/events",
      { ...event, start_date: "2030-01-10T19:00:00.000Z" },
      t.member.cookie,
    );
    expect(proposed.status).toBe(201);
    expect(proposed.body.time_zone).toBe("Europe/London");
  });

  it("dates the House Cup's school year on the school's calendar, across London's summer time", async () => {
    // 22:30 UTC on March 31, 2026 is 23:30 BST, still March in London (school year 2025-26), but
    // 04:00 on April 1 in Kolkata (2026-27).
    const house = await insertHouse(t.ctx);
    const competition = await insertCompetition(t.ctx, { competitionDate: new Date("2026-03-31T22:30:00Z") });
    await t.ctx.database.db
      .insert(competitionResults)
      .values({ houseId: house.id, competitionId: competition.id, pointsAwarded: 10, position: 1 });
    expect((await call(t.ctx, "GET", "/api/v1/house-cup")).body.academic_year).toBe("2025-26");
    await t.as("PUT", "/api/v1/admin/settings", { ...general, time_zone: "Asia/Kolkata" });
    expect((await call(t.ctx, "GET", "/api/v1/house-cup")).body.academic_year).toBe("2026-27");
  });
});
