import { beforeAll, describe, expect, it } from "vitest";
import { setUpAdminTestApp } from "../../../test/admin-fixtures";
import { call, createMember, type Member } from "../../../test/harness";

// Issue 21 item 9: after the office deletes a profile, User Roles still names the account
// (its own name and e-mail) instead of "N/A", and says it has no profile.
let member: Member;
const t = setUpAdminTestApp();
beforeAll(async () => {
  member = await createMember(t.ctx, { displayName: "Priya Account" });
});

const rowOf = async (userId: string) => {
  const list = await t.as("GET", "/api/v1/admin/users?page_size=100");
  expect(list.status).toBe(200);
  return list.body.items.find((u: { user_id: string }) => u.user_id === userId);
};

describe("User Roles for an account whose profile was deleted", () => {
  it("answers the profile's name while the profile exists", async () => {
    expect(await rowOf(member.userId)).toMatchObject({
      display_name: "Priya Account",
      email: member.email,
      has_profile: true,
      house: "Tata",
      graduation_year: 2005,
    });
  });

  it("answers the account's own name and e-mail once the profile is deleted", async () => {
    expect((await t.as("DELETE", `/api/v1/admin/alumni/${member.profileId}`)).status).toBe(204);
    expect(await rowOf(member.userId)).toEqual({
      user_id: member.userId,
      email: member.email,
      display_name: "Priya Account",
      has_profile: false,
      house: null,
      graduation_year: null,
      joined_at: expect.any(String),
      roles: [],
    });
    // The search finds the account by that name too.
    const found = await t.as("GET", "/api/v1/admin/users?search=priya%20account");
    expect(found.body.items.map((u: { user_id: string }) => u.user_id)).toEqual([member.userId]);
  });

  it("is for admins only: a member is refused and learns nothing", async () => {
    const other = await createMember(t.ctx);
    const res = await call(t.ctx, "GET", "/api/v1/admin/users", undefined, other.cookie);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain(member.email);
  });
});
