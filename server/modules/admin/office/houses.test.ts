import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { profiles } from "../../../db/schema";
import { type CallAs, createAdminTestApp, insertHouse, insertProfile } from "../../../test/admin-fixtures";
import { call, createMember, type TestContext, validSignUp } from "../../../test/harness";

let ctx: TestContext;
let as: CallAs;
beforeAll(async () => {
  ({ ctx, as } = await createAdminTestApp());
});
afterAll(async () => ctx.close());

describe("houses are one list (issue 13 item 6)", () => {
  it("a house added in Settings can be chosen in sign-up, My Profile, the admin editor and import", async () => {
    await insertHouse(ctx); // the spec's five are kept too
    const added = await as("POST", "/api/v1/admin/houses", { name: "Curie" });
    expect(added.status).toBe(201);

    const member = await createMember(ctx, { house: "curie" }); // matched case-insensitively
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, member.profileId));
    expect(row.house).toBe("Curie");

    const mine = await call(ctx, "PATCH", "/api/v1/profile", { house: "Tata" }, member.cookie);
    expect(mine.status).toBe(200);
    const back = await call(ctx, "PATCH", "/api/v1/profile", { house: "Curie" }, member.cookie);
    expect(back.body.house).toBe("Curie");
    const unknown = await call(ctx, "PATCH", "/api/v1/profile", { house: "Atlantis" }, member.cookie);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ house: ADMIN_RULES.unknownHouse });

    const known = await insertProfile(ctx);
    expect((await as("PATCH", `/api/v1/admin/alumni/${known.id}`, { house: "Curie" })).body.house).toBe(
      "Curie",
    );
    expect((await as("PATCH", `/api/v1/admin/alumni/${known.id}`, { house: "Atlantis" })).status).toBe(400);

    const preview = await as("POST", "/api/v1/admin/alumni/import/preview", {
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

    const signUp = await call(ctx, "POST", "/api/v1/auth/sign-up", validSignUp({ house: "Atlantis" }));
    expect(signUp.status).toBe(400);

    // Deleting a house in use stays refused, with the count.
    const del = await as("DELETE", `/api/v1/admin/houses/${added.body.id}`);
    expect(del.status).toBe(409);
    expect(del.body.error.message).toBe(ADMIN_RULES.houseInUse(2, 0));
  });
});
