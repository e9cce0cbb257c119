import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { VALIDATION } from "../../../contract/ui-text";
import { profiles } from "../../db/schema";
import { setUpAdminTestApp } from "../../test/admin-fixtures";
import { call, createMember } from "../../test/harness";
import { updateOwnProfile } from "../../test/member-calls";

// Issue 21 item 8: "linkedin.com/in/…" typed without https:// is accepted and kept with the
// scheme, the same way by sign-up, My Profile and the office's Alumni edit (one contract rule).
const t = setUpAdminTestApp({ member: { displayName: "Priya Link" } });

const stored = async (profileId: string) => {
  const [row] = await t.ctx.database.db.select().from(profiles).where(eq(profiles.id, profileId));
  return { linkedin_url: row.linkedinUrl, personal_website: row.personalWebsite };
};

describe("web addresses without a scheme", () => {
  it("My Profile keeps LinkedIn and the website with https:// added", async () => {
    const res = await updateOwnProfile(t.ctx, t.member, {
      linkedin_url: "  linkedin.com/in/priya-link ",
      personal_website: "www.priya.example.org:8080/cv",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      linkedin_url: "https://linkedin.com/in/priya-link",
      personal_website: "https://www.priya.example.org:8080/cv",
    });
    expect(await stored(t.member.profileId)).toEqual({
      linkedin_url: "https://linkedin.com/in/priya-link",
      personal_website: "https://www.priya.example.org:8080/cv",
    });
  });

  it("keeps an address that has its scheme as it is", async () => {
    const res = await call(
      t.ctx,
      "PATCH",
      "/api/v1/profile",
      { linkedin_url: "http://www.linkedin.com/in/priya" },
      t.member.cookie,
    );
    expect(res.body.linkedin_url).toBe("http://www.linkedin.com/in/priya");
  });

  it.each([
    ["another scheme", "javascript:alert(1)"],
    ["no host with a dot", "priya"],
    ["spaces", "not a url"],
    ["mail", "mailto:priya@example.org"],
  ])("refuses %s with the spec's message and changes nothing", async (_name, value) => {
    const before = await stored(t.member.profileId);
    const res = await call(t.ctx, "PATCH", "/api/v1/profile", { linkedin_url: value }, t.member.cookie);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.linkedin_url).toBe(VALIDATION.linkedinUrl);
    const site = await call(t.ctx, "PATCH", "/api/v1/profile", { personal_website: value }, t.member.cookie);
    expect(site.body.error.fields.personal_website).toBe(VALIDATION.websiteUrl);
    expect(await stored(t.member.profileId)).toEqual(before);
  });

  it("sign-up accepts linkedin.com/in/… and stores it with https://", async () => {
    const someone = await createMember(t.ctx, { linkedinUrl: "linkedin.com/in/kabir-link" });
    expect((await stored(someone.profileId)).linkedin_url).toBe("https://linkedin.com/in/kabir-link");
  });

  it("the office's Alumni edit follows the same rule", async () => {
    const res = await t.as("PATCH", `/api/v1/admin/alumni/${t.member.profileId}`, {
      linkedin_url: "linkedin.com/in/office-typed",
    });
    expect(res.status).toBe(200);
    expect(res.body.linkedin_url).toBe("https://linkedin.com/in/office-typed");
    const bad = await t.as("PATCH", `/api/v1/admin/alumni/${t.member.profileId}`, {
      linkedin_url: "javascript:x",
    });
    expect(bad.status).toBe(400);
  });
});
