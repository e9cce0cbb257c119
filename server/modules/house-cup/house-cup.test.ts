import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { competitionResults, competitions, houses } from "../../db/schema";
import { inDays } from "../../test/fixtures";
import { call, createTestApp, type TestContext } from "../../test/harness";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const h = await db
    .insert(houses)
    .values(["Tata", "Hyderabad", "Kashmir", "Jaipur", "Oberoi"].map((name) => ({ name })))
    .returning();
  const byName = Object.fromEntries(h.map((x) => [x.name, x.id]));
  const c = await db
    .insert(competitions)
    .values([
      { name: "Athletics", category: "sports", status: "completed", competitionDate: inDays(-30) },
      { name: "Debating", category: "academics", status: "completed", competitionDate: inDays(-10) },
      { name: "Swimming", category: "sports", status: "upcoming", competitionDate: inDays(20) },
      { name: "Art", category: "arts", status: "ongoing", competitionDate: inDays(5) },
      { name: "Drama", category: "arts", status: "upcoming", competitionDate: null },
    ])
    .returning();
  const comp = Object.fromEntries(c.map((x) => [x.name, x.id]));
  await db.insert(competitionResults).values([
    // Athletics: Tata 10, Kashmir 6, Hyderabad 3 (inserted out of order on purpose)
    { competitionId: comp.Athletics, houseId: byName.Hyderabad, position: 3, pointsAwarded: 3 },
    { competitionId: comp.Athletics, houseId: byName.Tata, position: 1, pointsAwarded: 10 },
    { competitionId: comp.Athletics, houseId: byName.Kashmir, position: 2, pointsAwarded: 6 },
    // Debating: Kashmir 4 → Kashmir and Tata tie on 10
    { competitionId: comp.Debating, houseId: byName.Kashmir, position: 1, pointsAwarded: 4 },
  ]);
});
afterAll(async () => ctx.close());

describe("House Cup", () => {
  it("standings: points summed per house, 0-point houses included, ties ordered by name, positions from 1", async () => {
    const res = await call(ctx, "GET", "/api/v1/house-cup");
    expect(res.status).toBe(200);
    // The season comes from the competitions' dates (season.test.ts); these are relative to today.
    expect(res.body.academic_year).toMatch(/^\d{4}-\d{2}( to \d{4}-\d{2})?$/);
    expect(res.body.academic_year).not.toBe("2024-25");
    expect(
      res.body.standings.map((s: { house: { name: string }; points: number; position: number }) => [
        s.position,
        s.house.name,
        s.points,
      ]),
    ).toEqual([
      [1, "Kashmir", 10],
      [2, "Tata", 10],
      [3, "Hyderabad", 3],
      [4, "Jaipur", 0],
      [5, "Oberoi", 0],
    ]);
    expect(res.body.standings[0].house).toMatchObject({
      color: "#000000",
      bg_light: "#f0f0f0",
      text_color: "#ffffff",
    });
  });

  it("results per competition sorted by position; competitions without results have none", async () => {
    const res = await call(ctx, "GET", "/api/v1/house-cup");
    // biome-ignore lint/suspicious/noExplicitAny: test convenience
    const byName = Object.fromEntries(res.body.results.map((r: any) => [r.competition.name, r.results]));
    // biome-ignore lint/suspicious/noExplicitAny: test convenience
    expect(byName.Athletics.map((r: any) => [r.position, r.house.name, r.points_awarded])).toEqual([
      [1, "Tata", 10],
      [2, "Kashmir", 6],
      [3, "Hyderabad", 3],
    ]);
    expect(byName.Swimming).toEqual([]);
    expect(res.body.results.map((r: { competition: { name: string } }) => r.competition.name)).toEqual([
      "Swimming",
      "Art",
      "Debating",
      "Athletics",
      "Drama",
    ]);
  });

  it("calendar: upcoming by ascending date, completed by descending date, dated only", async () => {
    const { calendar } = (await call(ctx, "GET", "/api/v1/house-cup")).body;
    expect(calendar.upcoming.map((c: { name: string }) => c.name)).toEqual(["Art", "Swimming"]);
    expect(calendar.completed.map((c: { name: string }) => c.name)).toEqual(["Debating", "Athletics"]);
  });
});

describe("houses", () => {
  it("lists houses by name with their colours", async () => {
    const res = await call(ctx, "GET", "/api/v1/houses");
    expect(res.body.houses.map((h: { name: string }) => h.name)).toEqual([
      "Hyderabad",
      "Jaipur",
      "Kashmir",
      "Oberoi",
      "Tata",
    ]);
    expect(Object.keys(res.body.houses[0]).sort()).toEqual([
      "bg_light",
      "color",
      "created_at",
      "id",
      "name",
      "text_color",
    ]);
  });
});
