import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PRIVACY, type PrivacySettings } from "../../../contract/profile";
import { profiles } from "../../db/schema";
import { call, createMember, createTestApp, type Member, type TestContext } from "../../test/harness";
import { CONTACT_FIELDS, MEMBER_FIELDS, sorted, VISITOR_FIELDS, without } from "../../test/profile-fields";

// Issue 21, item 6: the /alumni/{id} page's answer per audience. A member receives what the owner
// shares with members (the limited set, cut by the owner's privacy settings); a visitor exactly
// the public subset. The shared-answer cache is on here (CACHE_SECONDS), as in production: it
// keeps visitors' answers only, so each audience must still get its own answer in any order.
// The owner changes their settings through the API, as on My Profile: a write through the app
// empties its caches before it answers (a write straight to the database would be seen only
// when its notification arrives).

let ctx: TestContext;
let owner: Member;
let member: Member;

const page = (cookie?: string) =>
  call(ctx, "GET", `/api/v1/profiles/${owner.profileId}`, undefined, cookie).then((res) => {
    expect(res.status).toBe(200);
    return res.body.profile as Record<string, unknown>;
  });

/** The owner saves these privacy settings (the defaults with `patch` over them) on My Profile. */
async function setPrivacy(patch: Partial<PrivacySettings>) {
  const res = await call(
    ctx,
    "PATCH",
    "/api/v1/profile",
    { privacy_settings: { ...DEFAULT_PRIVACY, ...patch } },
    owner.cookie,
  );
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { CACHE_SECONDS: "60" } });
  owner = await createMember(ctx, {
    displayName: "Vikram Sethi",
    company: "Larsen & Toubro",
    currentRole: "Site Engineer",
    graduationYear: 2004,
    phone: "+91 98100 00004",
  });
  member = await createMember(ctx, { displayName: "Rohan Das", company: "Wipro", currentRole: "Analyst" });
  await ctx.database.db
    .update(profiles)
    .set({
      industry: "Construction",
      awardsRecognition: ["Engineer of the Year 2019"],
      mentorshipAvailability: true,
      hobbies: ["Trekking"],
      personalWebsite: "https://vikram.example.org",
    })
    .where(eq(profiles.id, owner.profileId));
});
afterAll(async () => ctx.close());

describe("the profile page's answer by audience", () => {
  it("a member sees the fields shared with members; contact details only with 'Show my contact information'", async () => {
    await setPrivacy({ show_contact_info: false });
    const withheld = await page(member.cookie);
    expect(sorted(Object.keys(withheld))).toEqual(sorted(without(MEMBER_FIELDS, CONTACT_FIELDS)));
    expect(withheld).toMatchObject({
      industry: "Construction",
      awards_recognition: ["Engineer of the Year 2019"],
      mentorship_availability: true,
      hobbies: ["Trekking"],
      user_id: owner.userId,
      accepts_messages: true,
    });

    await setPrivacy({ show_contact_info: true });
    const shared = await page(member.cookie);
    expect(sorted(Object.keys(shared))).toEqual(sorted(MEMBER_FIELDS));
    expect(shared).toMatchObject({
      phone: "+91 98100 00004",
      personal_website: "https://vikram.example.org",
    });
  });

  it("the year and the messaging switch follow the owner's settings on the page", async () => {
    await setPrivacy({ show_graduation_year: false, allow_messages: false });
    const p = await page(member.cookie);
    expect(p).not.toHaveProperty("graduation_year");
    expect(p.accepts_messages).toBe(false);
    await setPrivacy({});
  });

  it("a visitor gets exactly the public subset, before and after a member's read, with the cache on", async () => {
    await setPrivacy({ show_contact_info: true });
    // Visitor first (the answer the cache may keep), then a member, then a visitor again.
    const first = await page();
    expect(sorted(Object.keys(first))).toEqual(sorted(VISITOR_FIELDS));
    const asMember = await page(member.cookie);
    expect(asMember).toMatchObject({ industry: "Construction", phone: "+91 98100 00004" });
    const again = await page();
    expect(again).toEqual(first);
    for (const field of ["industry", "phone", "awards_recognition", "mentorship_availability", "user_id"]) {
      expect(again).not.toHaveProperty(field);
    }
    // And a member reading right after a visitor's kept answer still gets theirs.
    expect(sorted(Object.keys(await page(member.cookie)))).toEqual(sorted(MEMBER_FIELDS));
  });

  it("the owner sees the whole member set of their own page, whatever their settings", async () => {
    await setPrivacy({ show_contact_info: false, show_graduation_year: false });
    expect(sorted(Object.keys(await page(owner.cookie)))).toEqual(sorted(MEMBER_FIELDS));
    await setPrivacy({});
  });
});
