import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { profiles } from "../../../db/schema";
import { insertHouse, insertProfile, setUpAdminTestApp } from "../../../test/admin-fixtures";
import { call, createMember, validSignUp } from "../../../test/harness";

const t = setUpAdminTestApp();

describe("houses are one list (issue 13 item 6)", () => {
  it("a house added in Settings can be chosen in sign-up, My Profile, the admin editor and import", async () => {
    await insertHouse(t.ctx); // the spec's five are kept too
    const added = await t.as("POST", "/api/v1/admin/houses", { name: "Curie" });
    expect(added.status).toBe(201);

    const member = await createMember(t.ctx, { house: "curie" }); // matched case-insensitively
    const [row] = await t.ctx.database.db.select().from(profiles).where(eq(profiles.id, member.profileId));
    expect(row.house).toBe("Curie");

    const mine = await call(t.ctx, "PATCH", "/api/v1/profile", { house: "Tata" }, member.cookie);
    expect(mine.status).toBe(200);
    const back = await call(t.ctx, "PATCH", "/api/v1/profile", { house: "Curie" }, member.cookie);
    expect(back.body.house).toBe("Curie");
    const unknown = await call(t.ctx, "PATCH", "/api/v1/profile", { house: "Atlantis" }, member.cookie);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ house: ADMIN_RULES.unknownHouse });

    const known = await insertProfile(t.ctx);
    expect((await t.as("PATCH", `/api/v1/admin/alumni/${known.id}`, { house: "Curie" })).body.house).toBe(
      "Curie",
    );
    expect((await t.as("PATCH", `/api/v1/admin/alumni/${known.id}`, { house: "Atlantis" })).status).toBe(400);

    const preview = await t.as("POST", "/api/v1/admin/alumni/import/preview", {
      csv: "Name,House\nImported Curie,CURIE\nImported Nowhere,Atlantis\n",
    });
    expect(
      preview.body.rows.map((r: { values: { house: string }; errors: string[] }) => [
        r.values.house,
        r.errors.length,
      ]),
    ).toEqual([
      ["Curie", 0],
      ["Atlantis", 1],
    ]);

    const signUp = await call(t.ctx, "POST", "/api/v1/auth/sign-up", validSignUp({ house: "Atlantis" }));
    expect(signUp.status).toBe(400);

    // Deleting a house in use stays refused, with the count.
    const del = await t.as("DELETE", `/api/v1/admin/houses/${added.body.id}`);
    expect(del.status).toBe(409);
    expect(del.body.error.message).toBe(ADMIN_RULES.houseInUse(2, 0));
  });
});
