import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_RULES, VALIDATION } from "../../../contract/ui-text";
import { profiles, userRoles } from "../../db/schema";
import { insertProfile, setUpAdminTestApp } from "../../test/admin-fixtures";
import { call, createMember } from "../../test/harness";

const t = setUpAdminTestApp();

describe("alumni management", () => {
  it("pages, searches and sorts on the server", async () => {
    for (let i = 0; i < 30; i++)
      await insertProfile(t.ctx, {
        displayName: `Zed Person ${String(i).padStart(2, "0")}`,
        graduationYear: 1990 + i,
      });
    const first = await t.as("GET", "/api/v1/admin/alumni?page_size=10");
    expect(first.body.items).toHaveLength(10);
    expect(first.body.total).toBe(31);
    expect(first.body.items[0].display_name).toBe("Zed Person 29"); // newest first
    const search = await t.as("GET", "/api/v1/admin/alumni?search=person%2001");
    expect(search.body.items.map((r: { display_name: string }) => r.display_name)).toEqual(["Zed Person 01"]);
    const byYear = await t.as("GET", "/api/v1/admin/alumni?sort=graduation_year&dir=asc&page=2&page_size=5");
    expect(byYear.body.items[0].graduation_year).toBe(1995);
    expect((await t.as("GET", "/api/v1/admin/alumni?sort=password")).status).toBe(400);
  });

  it("adds a profile without an account, edits it, and deletes it", async () => {
    const created = await t.as("POST", "/api/v1/admin/alumni", {
      display_name: "Office Known",
      graduation_year: "1999",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ user_id: null, graduation_year: 1999 });
    const edited = await t.as("PATCH", `/api/v1/admin/alumni/${created.body.id}`, {
      company: "Tata Steel",
      graduation_year: "",
    });
    expect(edited.body).toMatchObject({ company: "Tata Steel", graduation_year: null });
    expect((await t.as("PATCH", `/api/v1/admin/alumni/${created.body.id}`, { user_id: "x" })).status).toBe(
      400,
    );
    expect((await t.as("DELETE", `/api/v1/admin/alumni/${created.body.id}`)).status).toBe(204);
    expect((await t.as("GET", `/api/v1/admin/alumni/${created.body.id}`)).status).toBe(404);
  });

  it("exports CSV with the spec's columns and file name, quoted and formula-safe", async () => {
    await insertProfile(t.ctx, {
      displayName: '=HYPERLINK("x")',
      company: 'Acme, "Intl"',
      currentRole: "+CEO",
      location: "@home",
    });
    const res = await t.ctx.app.inject({
      method: "GET",
      url: "/api/v1/admin/alumni/export",
      headers: { cookie: t.admin.cookie },
    });
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="alumni_export_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Name,House,Graduation Year,Current Role,Company,Location,Created At");
    // A neutralised formula cell is quoted too (Papa Parse's escapeFormulae, decision 116).
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""x""\)",,,"'\+CEO","Acme, ""Intl""","'@home",\d{4}-\d{2}-\d{2}$/,
    );
  });

  it("previews an import with per-row errors and duplicates, then imports valid rows in one go", async () => {
    await insertProfile(t.ctx, { displayName: "Existing Person", graduationYear: 2001 });
    const csv = [
      "Name,House,Graduation Year,Current Role,Company,Location,Created At",
      "New Person,tata,2010,Engineer,Acme,Pune,2024-01-01",
      "existing person,,2001,,,,",
      "New Person,Tata,2010,,,,",
      "X,Mars,abc,,,,",
      "'=Formula Name,,,,,,",
    ].join("\n");
    const preview = await t.as("POST", "/api/v1/admin/alumni/import/preview", { csv });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      total_rows: 5,
      invalid_rows: 1,
      duplicate_rows: 2,
      file_errors: [],
    });
    const byLine = Object.fromEntries(preview.body.rows.map((r: { line: number }) => [r.line, r]));
    expect(byLine[2].values.house).toBe("Tata");
    expect(byLine[3].duplicate).toBe("existing");
    expect(byLine[4].duplicate).toBe("in_file");
    expect(byLine[5].errors).toEqual([
      VALIDATION.graduationYear,
      VALIDATION.fullName,
      expect.stringContaining(ADMIN_RULES.unknownHouse),
    ]);
    expect(byLine[6].values.display_name).toBe("=Formula Name");
    const before = await t.ctx.database.db.$count(profiles);
    const result = await t.as("POST", "/api/v1/admin/alumni/import", { csv });
    expect(result.body).toEqual({ imported: 2, skipped_invalid: 1, skipped_duplicates: 2 });
    expect(await t.ctx.database.db.$count(profiles)).toBe(before + 2);
    // Importing the same file again: everything valid is now a duplicate.
    const again = await t.as("POST", "/api/v1/admin/alumni/import", { csv });
    expect(again.body.imported).toBe(0);
    const missing = await t.as("POST", "/api/v1/admin/alumni/import/preview", { csv: "House\nTata\n" });
    expect(missing.body.file_errors).toEqual([ADMIN_RULES.importMissingColumns(["Name"])]);
    expect((await t.as("POST", "/api/v1/admin/alumni/import", { csv: "House\nTata\n" })).status).toBe(400);
  });
});

describe("user roles", () => {
  it("lists users with counters, assigns (duplicate 409 'User already has this role') and removes roles", async () => {
    const someone = await createMember(t.ctx, { displayName: "Role Person" });
    expect(
      (await t.as("POST", `/api/v1/admin/users/${someone.userId}/roles`, { role: "moderator" })).status,
    ).toBe(201);
    const dup = await t.as("POST", `/api/v1/admin/users/${someone.userId}/roles`, { role: "moderator" });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe(VALIDATION.duplicateRole);
    const list = await t.as("GET", "/api/v1/admin/users");
    const row = list.body.items.find((u: { user_id: string }) => u.user_id === someone.userId);
    expect(row).toMatchObject({ display_name: "Role Person", roles: ["moderator"] });
    expect(list.body.counts).toMatchObject({ admins: 1, moderators: 1 });
    expect(list.body.counts.total).toBe(list.body.total);
    expect((await t.as("DELETE", `/api/v1/admin/users/${someone.userId}/roles/moderator`)).status).toBe(204);
    expect((await t.as("DELETE", `/api/v1/admin/users/${someone.userId}/roles/moderator`)).status).toBe(404);
    expect((await t.as("POST", "/api/v1/admin/users/nobody/roles", { role: "user" })).status).toBe(404);
  });

  it("the last admin cannot remove their own admin role; with two admins one may step down", async () => {
    const last = await t.as("DELETE", `/api/v1/admin/users/${t.admin.userId}/roles/admin`);
    expect(last.status).toBe(409);
    expect(last.body.error.message).toBe(ADMIN_RULES.lastAdmin);
    const second = await createMember(t.ctx);
    await t.as("POST", `/api/v1/admin/users/${second.userId}/roles`, { role: "admin" });
    // Both try to remove each other's admin role at once: at most one succeeds.
    const [a, b] = await Promise.all([
      call(t.ctx, "DELETE", `/api/v1/admin/users/${second.userId}/roles/admin`, undefined, t.admin.cookie),
      call(t.ctx, "DELETE", `/api/v1/admin/users/${t.admin.userId}/roles/admin`, undefined, second.cookie),
    ]);
    expect([a.status, b.status].filter((s) => s === 204).length).toBeLessThanOrEqual(1);
    expect(await t.ctx.database.db.$count(userRoles, eq(userRoles.role, "admin"))).toBeGreaterThanOrEqual(1);
  });
});
