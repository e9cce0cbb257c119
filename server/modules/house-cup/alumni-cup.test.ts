import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AlumniCupStandingDto } from "../../../contract/house-cup";
import { eventCheckIns, eventRegistrations, mentoringRequests, profiles } from "../../db/schema";
import { insertHouse, setUpAdminTestApp } from "../../test/admin-fixtures";
import { insertApprovedEvent } from "../../test/fixtures";
import { call, type Member } from "../../test/harness";

// Issue 27, item 6 (decision 119): the Alumni Cup's points, cap, weights, season and fairness.
const t = setUpAdminTestApp({
  k1: { displayName: "Kiran Kaul", house: "Kashmir" },
  k2: { displayName: "Kabir Koul", house: "Kashmir" },
  k3: { displayName: "Kavya Kher", house: "Kashmir" },
  k4: { displayName: "Kamal Late", house: "Kashmir" },
  j1: { displayName: "Jaya Jain", house: "Jaipur" },
});

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const rules = {
  attended_points: 2,
  mentoring_points: 3,
  invitation_points: 5,
  job_points: 0,
  monthly_cap: 5,
  season_start: day(-40),
  season_end: day(40),
};

async function attended(title: string, members: Member[], at = new Date()) {
  const e = await insertApprovedEvent(t.ctx, { title, startDate: at });
  for (const m of members) {
    const [r] = await t.ctx.database.db
      .insert(eventRegistrations)
      .values({ eventId: e.id, userId: m.userId, status: "going" })
      .returning();
    await t.ctx.database.db
      .insert(eventCheckIns)
      .values({ eventId: e.id, registrationId: r.id, checkedInAt: at });
  }
}

async function cup(cookie?: string) {
  const res = await call(t.ctx, "GET", "/api/v1/house-cup", undefined, cookie);
  expect(res.status).toBe(200);
  return res;
}
const house = (standings: AlumniCupStandingDto[], name: string) => {
  const found = standings.find((s) => s.house.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

beforeAll(async () => {
  await insertHouse(t.ctx, "Kashmir");
  // Kamal is In memoriam: not counted among Kashmir's living alumni.
  await t.ctx.database.db
    .update(profiles)
    .set({ inMemoriamSince: new Date() })
    .where(eq(profiles.id, t.k4.profileId));
  expect((await t.as("PUT", "/api/v1/admin/alumni-cup", rules)).status).toBe(200);
  await attended("Pune Meet-up", [t.k1, t.k2, t.k3]);
  // Kiran goes to three more this month: 8 points earned, 5 counted (the monthly cap).
  await attended("Delhi Dinner", [t.k1]);
  await attended("Goa Beach Day", [t.k1]);
  await attended("Mumbai Quiz", [t.k1]);
  // Outside the season: nothing.
  await attended("Old Reunion", [t.k2, t.k3], new Date(Date.now() - 100 * DAY));
});

describe("the Alumni Cup", () => {
  it("counts check-ins by weight, caps a person's month, and ranks per 100 living alumni", async () => {
    const { body } = await cup();
    const kashmir = house(body.alumni_cup.standings, "Kashmir");
    // Kiran 5 (capped), Kabir 2, Kavya 2.
    expect(kashmir.points).toBe(9);
    expect(kashmir.alumni).toBe(3);
    expect(kashmir.per_100).toBe(300);
    expect(kashmir.reasons[0]).toEqual({
      kind: "attended",
      event_title: "Pune Meet-up",
      people: 3,
      points: 6,
    });
    expect(kashmir.reasons.map((r) => r.event_title)).not.toContain("Old Reunion");
    expect(kashmir.reasons.reduce((sum, r) => sum + r.points, 0)).toBe(9);
    expect(body.alumni_cup.season).toEqual({ start: rules.season_start, end: rules.season_end });
  });

  it("counts a mentoring session once both sides mark it completed, for both of them", async () => {
    const [m] = await t.ctx.database.db
      .insert(mentoringRequests)
      .values({ menteeId: t.k2.userId, mentorId: t.j1.userId, note: "Career advice", status: "accepted" })
      .returning();
    const done = (who: Member) =>
      call(t.ctx, "POST", `/api/v1/mentoring/requests/${m.id}/complete`, {}, who.cookie);
    expect((await done(t.j1)).body).toEqual({ id: m.id, completed: false });
    // My Profile shows each side where it stands: the mentor has confirmed, the mentee not yet.
    const sides = async (who: Member) =>
      (await call(t.ctx, "GET", "/api/v1/mentoring/requests", undefined, who.cookie)).body.requests[0];
    expect(await sides(t.j1)).toMatchObject({ completed_by_me: true, completed_by_other: false });
    expect(await sides(t.k2)).toMatchObject({ completed_by_me: false, completed_by_other: true });
    expect(house((await cup()).body.alumni_cup.standings, "Jaipur").points).toBe(0);
    expect((await done(t.k2)).body).toEqual({ id: m.id, completed: true });
    const { body } = await cup();
    const jaipur = house(body.alumni_cup.standings, "Jaipur");
    expect(jaipur).toMatchObject({ points: 3, reasons: [{ kind: "mentoring", people: 1, points: 3 }] });
    // The smaller house leads once its points per 100 alumni are higher.
    expect(jaipur.per_100).toBeGreaterThan(0);
    expect(house(body.alumni_cup.standings, "Kashmir").points).toBe(12);
    // Someone else's request, or a pending one, cannot be completed.
    expect((await done(t.k1)).status).toBe(404);
  });

  it("follows the office's weights; a season ending before it starts is refused, nothing changed", async () => {
    const bad = await t.as("PUT", "/api/v1/admin/alumni-cup", { ...rules, season_end: day(-50) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain("The season must end after it starts");
    expect((await t.as("GET", "/api/v1/admin/alumni-cup")).body).toEqual(rules);
    const member = await call(t.ctx, "PUT", "/api/v1/admin/alumni-cup", rules, t.k1.cookie);
    expect(member.status).toBe(403);

    await t.as("PUT", "/api/v1/admin/alumni-cup", { ...rules, attended_points: 1, monthly_cap: 100 });
    const kashmir = house((await cup()).body.alumni_cup.standings, "Kashmir");
    // Kiran 4 events, Kabir 1 + mentoring 3, Kavya 1.
    expect(kashmir.points).toBe(9);
    expect(kashmir.reasons.find((r) => r.event_title === "Pune Meet-up")).toMatchObject({
      people: 3,
      points: 3,
    });
  });

  it("shows visitors and members aggregates only: no member's name or e-mail", async () => {
    for (const cookie of [undefined, t.j1.cookie]) {
      const text = JSON.stringify((await cup(cookie)).body);
      for (const secret of ["Kiran", "Kabir", "Kavya", "Jaya", t.k1.email, t.k1.userId]) {
        expect(text).not.toContain(secret);
      }
    }
  });
});
