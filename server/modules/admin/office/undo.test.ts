import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { auditLog, competitionResults } from "../../../db/schema";
import { insertCompetition, insertHouse, setUpAdminTestApp } from "../../../test/admin-fixtures";

const t = setUpAdminTestApp();

describe("competition delete and Undo (issue 13 item 4)", () => {
  it("restores a deleted competition with its results and the House Cup standings", async () => {
    const [gold, silver] = [await insertHouse(t.ctx), await insertHouse(t.ctx)];
    const c = await insertCompetition(t.ctx, { status: "ongoing", name: "Relay" });
    await t.as("PUT", `/api/v1/admin/competitions/${c.id}/results`, {
      placements: [
        { position: 1, house_id: gold.id },
        { position: 2, house_id: silver.id },
      ],
    });
    const standings = async () => (await t.as("GET", "/api/v1/house-cup")).body;
    const withResults = await standings();

    expect((await t.as("DELETE", `/api/v1/admin/competitions/${c.id}`)).status).toBe(204);
    expect(
      await t.ctx.database.db.$count(competitionResults, eq(competitionResults.competitionId, c.id)),
    ).toBe(0);
    expect(await standings()).not.toEqual(withResults);

    const restored = await t.as("POST", `/api/v1/admin/competitions/${c.id}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body.competition).toMatchObject({ id: c.id, name: "Relay", status: "ongoing" });
    expect(
      restored.body.results.map((r: { house_id: string; points_awarded: number }) => [
        r.house_id,
        r.points_awarded,
      ]),
    ).toEqual([
      [gold.id, 10],
      [silver.id, 6],
    ]);
    expect(await standings()).toEqual(withResults);
    const actions = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, c.id));
    expect(actions.map((a) => a.action)).toEqual([
      "competition.results",
      "competition.delete",
      "competition.restore",
    ]);

    // Twice is refused; so is an Undo after its window.
    expect((await t.as("POST", `/api/v1/admin/competitions/${c.id}/restore`, {})).body.error.message).toBe(
      ADMIN_RULES.competitionAlreadyRestored,
    );
    await t.as("DELETE", `/api/v1/admin/competitions/${c.id}`);
    await t.ctx.database.db.execute(
      sql`UPDATE audit_log SET created_at = now() - interval '2 minutes' WHERE target_id = ${c.id}`,
    );
    expect((await t.as("POST", `/api/v1/admin/competitions/${c.id}/restore`, {})).status).toBe(404);
  });
});

describe("points that stay true (issue 13 item 5)", () => {
  it("editing the points structure re-scores recorded results and the House Cup follows", async () => {
    const [gold, silver] = [await insertHouse(t.ctx), await insertHouse(t.ctx)];
    const c = await insertCompetition(t.ctx, { status: "ongoing", name: "Quiz" });
    await t.as("PUT", `/api/v1/admin/competitions/${c.id}/results`, {
      placements: [
        { position: 1, house_id: gold.id },
        { position: 2, house_id: silver.id },
      ],
    });
    const cupPoints = async (houseId: string) => {
      const cup = (await t.as("GET", "/api/v1/house-cup")).body;
      const row = cup.standings.find((s: { house: { id: string } }) => s.house.id === houseId);
      return row.points;
    };
    expect([await cupPoints(gold.id), await cupPoints(silver.id)]).toEqual([10, 6]);
    const res = await t.as("PUT", `/api/v1/admin/competitions/${c.id}`, {
      name: "Quiz",
      category: "sports",
      first_place_points: 25,
      second_place_points: 15,
      third_place_points: 5,
    });
    expect(res.status).toBe(200);
    const view = (await t.as("GET", `/api/v1/admin/competitions/${c.id}`)).body;
    expect(view.results.map((r: { points_awarded: number }) => r.points_awarded)).toEqual([25, 15]);
    expect([await cupPoints(gold.id), await cupPoints(silver.id)]).toEqual([25, 15]);
  });
});
