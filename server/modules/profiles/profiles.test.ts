import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type PrivacySettings, profiles } from "../../db/schema";
import { fewestQueries } from "../../test/count-queries";
import { setPrivacy as setOwnerPrivacy, setUpTestAppWith } from "../../test/fixtures";
import { call, createTestApp, grantRole } from "../../test/harness";
import {
  CONTACT_FIELDS as CONTACT,
  FULL_FIELDS,
  MEMBER_FIELDS,
  sorted,
  VISITOR_FIELDS,
  without,
} from "../../test/profile-fields";

const t = setUpTestAppWith({
  owner: {
    displayName: "Zubin Wadia",
    company: "Tata Steel",
    currentRole: "Metallurgist",
    graduationYear: 1998,
    location: "Jamshedpur, India",
    phone: "+91 98000 00001",
    linkedinUrl: "https://www.linkedin.com/in/zubin",
  },
  other: { displayName: "Kabir Rao", company: "Infosys", currentRole: "Architect" },
  admin: {
    displayName: "Office Admin",
    company: "School",
    currentRole: "Registrar",
  },
});

/** The owner's privacy settings: the defaults with `patch` over them. */
const setPrivacy = (patch: Partial<PrivacySettings>) => setOwnerPrivacy(t.ctx, t.owner.profileId, patch);

beforeAll(async () => {
  await grantRole(t.ctx, t.admin.userId, "admin");
  await t.ctx.database.db
    .update(profiles)
    .set({
      industry: "Manufacturing",
      personalWebsite: "https://zubin.example.org",
      socialMediaLinks: { instagram: "https://instagram.com/zubin" },
      bio: "Steel and stories.",
    })
    .where(eq(profiles.id, t.owner.profileId));
  await t.ctx.changesHeard();
  // Alumni the office knows of, without accounts.
  await t.ctx.database.db.insert(profiles).values([
    { displayName: "Percy 100% Sharma", company: "Quiz_Co", currentRole: "Host", location: "Pune, India" },
    { displayName: "Arjun Mehta", company: "Goldman Sachs", currentRole: "Banker", industry: "Finance" },
  ]);
  await t.ctx.changesHeard();
});

const list = (query: string, cookie?: string) =>
  call(t.ctx, "GET", `/api/v1/profiles${query}`, undefined, cookie);
const one = (id: string, cookie?: string) => call(t.ctx, "GET", `/api/v1/profiles/${id}`, undefined, cookie);
// biome-ignore lint/suspicious/noExplicitAny: test convenience
const find = (body: any, id: string) => body.profiles.find((p: { id: string }) => p.id === id);

describe("visitor field set", () => {
  it("the directory gives a visitor exactly the public subset of every profile", async () => {
    await setPrivacy({});
    const res = await list("");
    expect(res.status).toBe(200);
    expect(res.body.profiles.length).toBe(5);
    for (const p of res.body.profiles) expect(sorted(Object.keys(p))).toEqual(sorted(VISITOR_FIELDS));
  });

  it("the profile page gives a visitor exactly the public subset", async () => {
    const res = await one(t.owner.profileId);
    expect(res.status).toBe(200);
    expect(sorted(Object.keys(res.body.profile))).toEqual(sorted(VISITOR_FIELDS));
    expect(res.body.profile).toMatchObject({ display_name: "Zubin Wadia", graduation_year: 1998 });
  });

  it("a member gets the limited set in lists and on the page (issue 21: the page shows what is shared with members)", async () => {
    const res = await list("?search=zubin", t.other.cookie);
    expect(sorted(Object.keys(find(res.body, t.owner.profileId)))).toEqual(
      sorted(without(MEMBER_FIELDS, CONTACT)), // contact info is off by default
    );
    const page = await one(t.owner.profileId, t.other.cookie);
    expect(sorted(Object.keys(page.body.profile))).toEqual(sorted(without(MEMBER_FIELDS, CONTACT)));
  });

  it("owner and admin get every field in lists, and the whole limited set on the page", async () => {
    for (const viewer of [t.owner, t.admin]) {
      const res = await list("?search=zubin", viewer.cookie);
      expect(sorted(Object.keys(find(res.body, t.owner.profileId)))).toEqual(sorted(FULL_FIELDS));
      const page = await one(t.owner.profileId, viewer.cookie);
      expect(sorted(Object.keys(page.body.profile))).toEqual(sorted(MEMBER_FIELDS));
    }
  });
});

describe("privacy settings", () => {
  it("show_in_directory off: gone from visitors' and members' lists, search and page; not the owner's or an admin's", async () => {
    await setPrivacy({ show_in_directory: false });
    expect(find((await list("")).body, t.owner.profileId)).toBeUndefined();
    expect(find((await list("?search=wadia")).body, t.owner.profileId)).toBeUndefined();
    expect(find((await list("?search=wadia", t.other.cookie)).body, t.owner.profileId)).toBeUndefined();
    expect((await one(t.owner.profileId)).status).toBe(404);
    expect((await one(t.owner.profileId, t.other.cookie)).body.error.message).toBe("Profile not found");
    expect(find((await list("?search=wadia", t.owner.cookie)).body, t.owner.profileId)).toBeDefined();
    expect(find((await list("?search=wadia", t.admin.cookie)).body, t.owner.profileId)).toBeDefined();
    expect((await one(t.owner.profileId, t.owner.cookie)).status).toBe(200);
    expect((await one(t.owner.profileId, t.admin.cookie)).status).toBe(200);
    const filters = await call(t.ctx, "GET", "/api/v1/profiles/filters");
    expect(filters.body.locations).not.toContain("Jamshedpur, India");
  });

  it("show_graduation_year off: year withheld from visitors and members, and the year filter does not reveal it", async () => {
    await setPrivacy({ show_graduation_year: false });
    expect(find((await list("?search=wadia")).body, t.owner.profileId)).not.toHaveProperty("graduation_year");
    expect((await one(t.owner.profileId)).body.profile).not.toHaveProperty("graduation_year");
    expect(find((await list("?search=wadia", t.other.cookie)).body, t.owner.profileId)).not.toHaveProperty(
      "graduation_year",
    );
    expect((await list("?graduation_year=1998")).body.profiles).toEqual([]);
    expect((await list("?graduation_year=1998", t.other.cookie)).body.profiles).toEqual([]);
    expect((await call(t.ctx, "GET", "/api/v1/profiles/filters")).body.graduation_years).not.toContain(1998);
    for (const viewer of [t.owner, t.admin]) {
      expect(find((await list("?search=wadia", viewer.cookie)).body, t.owner.profileId).graduation_year).toBe(
        1998,
      );
      expect(
        find((await list("?graduation_year=1998", viewer.cookie)).body, t.owner.profileId),
      ).toBeDefined();
    }
  });

  it("show_contact_info: off hides phone, LinkedIn, website and social links from members; on shows them; visitors never", async () => {
    await setPrivacy({ show_contact_info: false });
    const hidden = find((await list("?search=wadia", t.other.cookie)).body, t.owner.profileId);
    for (const f of CONTACT) expect(hidden).not.toHaveProperty(f);
    expect((await one(t.owner.profileId, t.other.cookie)).body.profile).not.toHaveProperty("linkedin_url");
    for (const viewer of [t.owner, t.admin]) {
      const p = find((await list("?search=wadia", viewer.cookie)).body, t.owner.profileId);
      expect(p).toMatchObject({ phone: "+91 98000 00001", personal_website: "https://zubin.example.org" });
    }
    await setPrivacy({ show_contact_info: true });
    const shown = find((await list("?search=wadia", t.other.cookie)).body, t.owner.profileId);
    expect(sorted(Object.keys(shown))).toEqual(sorted(MEMBER_FIELDS));
    expect(shown).toMatchObject({
      phone: "+91 98000 00001",
      linkedin_url: "https://www.linkedin.com/in/zubin",
      social_media_links: { instagram: "https://instagram.com/zubin" },
    });
    expect((await one(t.owner.profileId, t.other.cookie)).body.profile.linkedin_url).toBe(
      "https://www.linkedin.com/in/zubin",
    );
    const visitor = find((await list("?search=wadia")).body, t.owner.profileId);
    for (const f of CONTACT) expect(visitor).not.toHaveProperty(f);
    await setPrivacy({});
  });

  it("allow_messages off: members see accepts_messages false", async () => {
    await setPrivacy({ allow_messages: false });
    expect(find((await list("?search=wadia", t.other.cookie)).body, t.owner.profileId).accepts_messages).toBe(
      false,
    );
    await setPrivacy({});
    expect(find((await list("?search=wadia", t.other.cookie)).body, t.owner.profileId).accepts_messages).toBe(
      true,
    );
  });
});

describe("search, filters and limits", () => {
  it("with the caches off, a search is one statement, and a member's one more for who they are", async () => {
    // Caches off on purpose: this counts the path taken while nothing can be kept (decision 091:
    // no second statement for the member's own flags). A second app server on the same database.
    const uncached = await createTestApp({ database: t.ctx.database, env: { CACHE_SECONDS: "0" } });
    try {
      const url = "/api/v1/profiles?search=zubin&limit=6";
      await call(uncached, "GET", url, undefined, t.other.cookie); // warm: Better Auth's context
      const visitor = await fewestQueries(t.ctx.database, () => call(uncached, "GET", url));
      const member = await fewestQueries(t.ctx.database, () =>
        call(uncached, "GET", url, undefined, t.other.cookie),
      );
      expect(visitor).toBe(1);
      expect(member).toBe(2);
    } finally {
      await uncached.close();
    }
  });

  const names = async (query: string, cookie?: string) =>
    (await list(query, cookie)).body.profiles.map((p: { display_name: string }) => p.display_name);

  it("matches name, company and role, case-insensitive substring, ordered by name", async () => {
    expect(await names("?search=ZUBIN")).toEqual(["Zubin Wadia"]);
    expect(await names("?search=steel")).toEqual(["Zubin Wadia"]);
    expect(await names("?search=allurg")).toEqual(["Zubin Wadia"]);
    expect(await names("?search=a")).toEqual([
      "Arjun Mehta",
      "Kabir Rao",
      "Office Admin",
      "Percy 100% Sharma",
      "Zubin Wadia",
    ]);
    expect(await names("?search=%20%20%20")).toHaveLength(5); // blank search = no search
  });

  it("header-sized searches (limit 6) are sorted by name too", async () => {
    expect(await names("?search=a&limit=6")).toEqual([
      "Arjun Mehta",
      "Kabir Rao",
      "Office Admin",
      "Percy 100% Sharma",
      "Zubin Wadia",
    ]);
    expect(await names("?search=a&limit=2")).toHaveLength(2);
  });

  it("takes % and _ in the search literally", async () => {
    expect(await names("?search=100%25")).toEqual(["Percy 100% Sharma"]);
    expect(await names("?search=z_co")).toEqual(["Percy 100% Sharma"]);
    expect(await names("?search=%25%25%25")).toEqual([]);
  });

  it("filters by graduation year, location and (signed in) industry", async () => {
    expect(await names("?graduation_year=1998")).toEqual(["Zubin Wadia"]);
    expect(await names("?location=Pune%2C%20India")).toEqual(["Percy 100% Sharma"]);
    expect(await names("?industry=Finance", t.other.cookie)).toEqual(["Arjun Mehta"]);
    const visitor = await list("?industry=Finance");
    expect(visitor.status).toBe(401);
  });

  it("limits: default 500, at most 1000, clear 400s for bad input", async () => {
    expect(await names("?limit=2")).toHaveLength(2);
    expect((await list("?limit=1000")).status).toBe(200);
    const tooMany = await list("?limit=1001");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe("limit must be at most 1000");
    expect((await list("?limit=abc")).status).toBe(400);
    expect((await list("?limit=0")).status).toBe(400);
    expect((await list("?graduation_year=soon")).status).toBe(400);
    expect((await list(`?search=${"x".repeat(101)}`)).status).toBe(400);
  });

  it("an unknown or malformed id is 'Profile not found', never a 500", async () => {
    expect((await one(crypto.randomUUID())).status).toBe(404);
    const bad = await one("not-a-uuid");
    expect(bad.status).toBe(404);
    expect(bad.body.error.message).toBe("Profile not found");
  });

  it("filter options come from listable profiles; industries only for members", async () => {
    const visitor = await call(t.ctx, "GET", "/api/v1/profiles/filters");
    expect(visitor.body.locations).toEqual(["Jamshedpur, India", "Mumbai, India", "Pune, India"]);
    expect(visitor.body.graduation_years).toEqual([2005, 1998]);
    expect(visitor.body.industries).toEqual([]);
    const member = await call(t.ctx, "GET", "/api/v1/profiles/filters", undefined, t.other.cookie);
    expect(member.body.industries).toEqual(["Finance", "Manufacturing"]);
  });
});

describe("server-side page meta", () => {
  it("/alumni/{id} gets the profile's title and description; hidden or unknown ones do not leak", async () => {
    const { pageMetaRoutes } = await import("..");
    const { pageMetaFor: metaFor } = await import("../../pages/page-meta");
    const deps = t.ctx.deps;
    const pageMetaFor = (u: URL, d: typeof deps, v: null) =>
      metaFor(pageMetaRoutes, u, d, v, "Alumni Portal");
    const url = (p: string) => new URL(p, "http://localhost:3000");
    await setPrivacy({});
    const meta = await pageMetaFor(url(`/alumni/${t.owner.profileId}`), deps, null);
    expect(meta).toMatchObject({ title: "Zubin Wadia", ogType: "profile" });
    expect(meta?.description).toContain("Metallurgist at Tata Steel");
    await setPrivacy({ show_in_directory: false });
    expect((await pageMetaFor(url(`/alumni/${t.owner.profileId}`), deps, null))?.title).toBe(
      "Profile not found",
    );
    await setPrivacy({});
    expect((await pageMetaFor(url("/alumni/nope"), deps, null))?.title).toBe("Profile not found");
    expect((await pageMetaFor(url("/alumni"), deps, null))?.title).toBe("Alumni Directory");
    expect((await pageMetaFor(url("/news"), deps, null))?.title).toBe("Latest News");
    expect((await pageMetaFor(url("/events"), deps, null))?.title).toBe("Events");
    expect((await pageMetaFor(url("/house-cup"), deps, null))?.title).toBe("House Cup Standings");
  });
});
