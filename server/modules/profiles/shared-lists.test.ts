import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profileListQuerySchema } from "../../../contract/profiles";
import type { Viewer } from "../../auth/viewer";
import { userRoles } from "../../db/schema";
import { canFilterByIndustry } from "../../policies";
import { eventually } from "../../test/change-feed-fakes";
import { fewestQueries } from "../../test/count-queries";
import { setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, grantRole, type Member } from "../../test/harness";
import { VISITOR_FIELDS } from "../../test/profile-fields";
import { listProfiles, profileFilterOptions } from "./queries";

// Directory lists and header searches shared by viewers with the same rows (decision 091), with
// CACHE_SECONDS far longer than any test: only a write can have emptied the shared reads.
const t = setUpTestAppWith(
  {
    listed: { displayName: "Quilla Listed", graduationYear: 1991 },
    reader: { displayName: "Rohan Reader", graduationYear: 1992 },
  },
  { env: { CACHE_SECONDS: "3600" } },
);

const ids = (res: { body: { profiles: Array<{ id: string }> } }) => res.body.profiles.map((p) => p.id).sort();
const search = (term: string, cookie?: string, extra = "") =>
  call(t.ctx, "GET", `/api/v1/profiles?search=${term}&limit=6${extra}`, undefined, cookie);

function setOwnPrivacy(member: Member, flags: { show_in_directory: boolean; show_graduation_year: boolean }) {
  return call(
    t.ctx,
    "PATCH",
    "/api/v1/profile",
    { privacy_settings: { ...flags, show_contact_info: true, allow_messages: true } },
    member.cookie,
  );
}

describe("lists shared between viewers with the same rows", () => {
  it("a member's repeated search reads no statement once warm, and is presented for a member", async () => {
    const first = await search("quilla", t.reader.cookie);
    expect(ids(first)).toEqual([t.listed.profileId]);
    expect(await fewestQueries(t.ctx.database, () => search("quilla", t.reader.cookie), 3)).toBe(0);
    const asMember = (await search("quilla", t.reader.cookie)).body.profiles[0];
    const asVisitor = (await search("quilla")).body.profiles[0];
    expect(Object.keys(asMember).some((k) => !VISITOR_FIELDS.includes(k))).toBe(true);
    expect(Object.keys(asVisitor).every((k) => VISITOR_FIELDS.includes(k))).toBe(true);
  });

  it("a member who left the directory still finds themselves; no one else does, whoever read first", async () => {
    const hider = await createMember(t.ctx, { displayName: "Quilla Hidden", graduationYear: 1991 });
    expect(
      (await setOwnPrivacy(hider, { show_in_directory: false, show_graduation_year: true })).status,
    ).toBe(200);
    for (let round = 0; round < 2; round++) {
      expect(ids(await search("quilla", t.reader.cookie))).toEqual([t.listed.profileId]);
      expect(ids(await search("quilla"))).toEqual([t.listed.profileId]);
      expect(ids(await search("quilla", hider.cookie))).toEqual([t.listed.profileId, hider.profileId].sort());
    }
    // Back in the directory: everyone finds them at once (their own write emptied the reads).
    await setOwnPrivacy(hider, { show_in_directory: true, show_graduation_year: true });
    const both = [t.listed.profileId, hider.profileId].sort();
    expect(ids(await search("quilla", t.reader.cookie))).toEqual(both);
    expect(ids(await search("quilla"))).toEqual(both);
  });

  it("a hidden year: its owner may filter by it, no one else matches it", async () => {
    const quiet = await createMember(t.ctx, { displayName: "Quilla Quiet", graduationYear: 1991 });
    await setOwnPrivacy(quiet, { show_in_directory: true, show_graduation_year: false });
    const year = "&graduation_year=1991";
    expect(ids(await search("quilla", t.reader.cookie, year))).not.toContain(quiet.profileId);
    expect(ids(await search("quilla", undefined, year))).not.toContain(quiet.profileId);
    expect(ids(await search("quilla", quiet.cookie, year))).toContain(quiet.profileId);
    expect(ids(await search("quilla", t.reader.cookie, year))).not.toContain(quiet.profileId);
    await setOwnPrivacy(quiet, { show_in_directory: true, show_graduation_year: true });
  });

  it("an admin lists hidden profiles; a member's list after the admin's read still does not", async () => {
    const admin = await createMember(t.ctx, { displayName: "Office Admin" });
    await grantRole(t.ctx, admin.userId, "admin");
    const ghost = await createMember(t.ctx, { displayName: "Quilla Ghost" });
    await setOwnPrivacy(ghost, { show_in_directory: false, show_graduation_year: true });
    expect(ids(await search("ghost", admin.cookie))).toEqual([ghost.profileId]);
    expect(ids(await search("ghost", t.reader.cookie))).toEqual([]);
    expect(ids(await search("ghost"))).toEqual([]);
    expect(ids(await search("ghost", admin.cookie))).toEqual([ghost.profileId]);
  });

  it("an admin whose role is revoked (from anywhere) no longer lists hidden profiles", async () => {
    const former = await createMember(t.ctx, { displayName: "Former Admin" });
    await grantRole(t.ctx, former.userId, "admin");
    const shade = await createMember(t.ctx, { displayName: "Quilla Shade" });
    await setOwnPrivacy(shade, { show_in_directory: false, show_graduation_year: true });
    expect(ids(await search("shade", former.cookie))).toEqual([shade.profileId]);
    // Straight to the database, as another server or psql would: the NOTIFY empties the caches.
    await t.ctx.database.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, former.userId), eq(userRoles.role, "admin")));
    await eventually(async () => ids(await search("shade", former.cookie)).length === 0);
  });

  it("a member without a profile (the office deleted it) has a visitor's rows", async () => {
    const admin = await createMember(t.ctx, { displayName: "Second Office" });
    await grantRole(t.ctx, admin.userId, "admin");
    const left = await createMember(t.ctx, { displayName: "Quilla Gone" });
    await setOwnPrivacy(left, { show_in_directory: false, show_graduation_year: true });
    expect(ids(await search("quilla", left.cookie))).toContain(left.profileId);
    expect(
      (await call(t.ctx, "DELETE", `/api/v1/admin/alumni/${left.profileId}`, undefined, admin.cookie)).status,
    ).toBe(204);
    const visitors = ids(await search("quilla"));
    expect(ids(await search("quilla", left.cookie))).toEqual(visitors);
    expect(await fewestQueries(t.ctx.database, () => search("quilla", left.cookie), 3)).toBe(0);
  });

  it("every kind of viewer gets exactly the rows its own statement would give, for every kind of list", async () => {
    const admin = await createMember(t.ctx, { displayName: "Third Office" });
    await grantRole(t.ctx, admin.userId, "admin");
    const kinds = {
      listed: await createMember(t.ctx, {
        displayName: "Ulla Listed",
        graduationYear: 1991,
        location: "Pune",
      }),
      hidden: await createMember(t.ctx, {
        displayName: "Ulla Hidden",
        graduationYear: 1991,
        location: "Pune",
        house: "Jaipur",
      }),
      yearHidden: await createMember(t.ctx, {
        displayName: "Ulla Yearless",
        graduationYear: 1991,
        location: "Pune",
      }),
    };
    const viewers = await viewerKinds(kinds, admin);
    const queries = [
      "search=ulla&limit=6",
      "search=ulla&limit=500",
      "graduation_year=1991&limit=500",
      "search=ulla&graduation_year=1991&limit=6",
      "location=Pune&limit=500",
      "house=Jaipur&limit=500",
      "search=ulla&house=Tata&limit=6",
      "limit=500",
    ];
    for (const [name, member, viewer] of viewers) {
      for (const qs of queries) {
        const query = profileListQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
        const direct = (await listProfiles(t.ctx.database.db, viewer, query)).map((r) => r.id);
        // Twice: the first fills the shared read, the second is answered from it.
        for (let round = 0; round < 2; round++) {
          const res = await call(t.ctx, "GET", `/api/v1/profiles?${qs}`, undefined, member?.cookie);
          expect(
            res.body.profiles.map((p: { id: string }) => p.id),
            `${name} ${qs}`,
          ).toEqual(direct);
        }
      }
    }
  });

  it("every kind of viewer gets exactly the filter options its own statement gives (decision 144)", async () => {
    const admin = await createMember(t.ctx, { displayName: "Fourth Office" });
    await grantRole(t.ctx, admin.userId, "admin");
    const own = (displayName: string, graduationYear: number, location: string) =>
      createMember(t.ctx, { displayName, graduationYear, location });
    const kinds = {
      listed: await own("Vela Listed", 1973, "Listed Town"),
      hidden: await own("Vela Hidden", 1971, "Hidden Hamlet"),
      yearHidden: await own("Vela Yearless", 1972, "Yearless Village"),
    };
    for (const [member, industry] of [
      [kinds.listed, "Listed Industry"],
      [kinds.hidden, "Hidden Industry"],
    ] as const) {
      expect((await call(t.ctx, "PATCH", "/api/v1/profile", { industry }, member.cookie)).status).toBe(200);
    }
    const viewers = await viewerKinds(kinds, admin);
    const direct = new Map<string, unknown>();
    for (const [name, , viewer] of viewers) {
      direct.set(name, await profileFilterOptions(t.ctx.database.db, viewer, canFilterByIndustry(viewer)));
    }
    // Each viewer in turn reads first after a write emptied the shared reads, then everyone reads.
    for (let first = 0; first < viewers.length; first++) {
      await t.ctx.database.db.execute(sql`UPDATE profiles SET bio = bio WHERE false`);
      await t.ctx.changesHeard();
      for (const [name, member] of [...viewers.slice(first), ...viewers.slice(0, first)]) {
        const res = await call(t.ctx, "GET", "/api/v1/profiles/filters", undefined, member?.cookie);
        expect(res.body, `${name}, ${viewers[first][0]} first`).toEqual(direct.get(name));
      }
    }
    // What differs by viewer was there to differ: a hidden place, year and industry are their owner's alone.
    const optionsOf = async (member?: Member) =>
      JSON.stringify((await call(t.ctx, "GET", "/api/v1/profiles/filters", undefined, member?.cookie)).body);
    expect(await optionsOf(kinds.hidden)).toContain("Hidden Industry");
    expect(await optionsOf(kinds.listed)).not.toContain("Hidden Hamlet");
    expect(await optionsOf(kinds.yearHidden)).toContain("1972");
    expect(await optionsOf(kinds.listed)).not.toContain("1972");
    expect(await optionsOf()).not.toContain("Listed Industry");
  });
});

/**
 * Hides `hidden`'s profile and `yearHidden`'s year, then names every kind of viewer: a visitor,
 * each member, the admin; each with the viewer its session resolves to.
 */
async function viewerKinds(
  kinds: { listed: Member; hidden: Member; yearHidden: Member },
  admin: Member,
): Promise<Array<[string, Member | null, Viewer | null]>> {
  await setOwnPrivacy(kinds.hidden, { show_in_directory: false, show_graduation_year: true });
  await setOwnPrivacy(kinds.yearHidden, { show_in_directory: true, show_graduation_year: false });
  return [
    ["visitor", null, null],
    ...Object.entries(kinds).map(([name, m]): [string, Member, Viewer] => [name, m, viewerOf(m, [])]),
    ["admin", admin, viewerOf(admin, ["admin"])],
  ];
}

/** The viewer a member's session resolves to, for calling the list statement directly. */
function viewerOf(member: Member, roles: Viewer["roles"]): Viewer {
  return {
    user: { id: member.userId, email: member.email, name: "", emailVerified: true },
    sessionId: "",
    roles,
  };
}
