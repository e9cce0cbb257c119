import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapterMembers, profiles } from "../../db/schema";
import { fakeWebDist } from "../../test/fixtures";
import {
  call,
  createMember,
  createTestApp,
  grantRole,
  type Member,
  signUpUnverified,
  type TestContext,
} from "../../test/harness";
import { createChapter } from "../../test/member-calls";

/**
 * Issue 21, item 1 (decision 092): a sign-up that never verified its e-mail is listed nowhere —
 * no list, count, picker, search or sitemap shows it to a visitor or another member — until it
 * follows the mailed link. The office's profiles without an account stay listed; the owner and
 * admins see an unverified profile where they see a hidden one.
 */

let ctx: TestContext;
let admin: Member;
let reader: Member;
let office: { id: string };
const PENDING = {
  displayName: "Zorawar Pending",
  graduationYear: 1957,
  location: "Tromsø, Norway",
  company: "Fjord Labs",
  currentRole: "Glaciologist",
};
let pending: { id: string; userId: string; verifyPath: string };

beforeAll(async () => {
  ctx = await createTestApp({ webDist: fakeWebDist() });
  admin = await createMember(ctx, { displayName: "Office Admin", graduationYear: 1990 });
  await grantRole(ctx, admin.userId, "admin");
  reader = await createMember(ctx, { displayName: "Reena Reader", graduationYear: 1991 });
  const created = await call(
    ctx,
    "POST",
    "/api/v1/admin/alumni",
    {
      display_name: "Ottilie Office",
      graduation_year: 1958,
      location: "Hammerfest, Norway",
      company: "Harbour Co",
      currentrole: "Skipper",
    },
    admin.cookie,
  );
  expect(created.status).toBe(201);
  office = created.body;
  const chapter = await createChapter(ctx, admin, { name: "Arctic", slug: "arctic" });
  expect(chapter.status).toBe(201);
  expect(
    (await call(ctx, "PUT", "/api/v1/chapters/arctic/membership", undefined, reader.cookie)).status,
  ).toBe(200);

  // The sign-up, not verified. What it could not set through the API (it cannot sign in yet) is
  // written directly: an industry, mentoring offered, a chapter joined.
  const { verifyPath } = await signUpUnverified(ctx, PENDING);
  const [row] = await ctx.database.db
    .update(profiles)
    .set({ industry: "Glaciology", mentorshipAvailability: true })
    .where(eq(profiles.displayName, PENDING.displayName))
    .returning({ id: profiles.id, userId: profiles.userId });
  pending = { id: row.id, userId: String(row.userId), verifyPath };
  await ctx.database.db.insert(chapterMembers).values({ chapterId: chapter.body.id, userId: pending.userId });
});
afterAll(async () => ctx.close());

const get = (url: string, cookie?: string) => call(ctx, "GET", url, undefined, cookie);
const idsOf = (list: Array<{ id: string }> | null) => (list ?? []).map((p) => p.id);

/** Where this viewer finds the profile `id` (its owner's account `userId`): every list, picker and search. */
async function whereFound(id: string, userId: string | null, cookie?: string) {
  const listed = async (query: string) =>
    idsOf((await get(`/api/v1/profiles?${query}`, cookie)).body.profiles);
  const filters = (await get("/api/v1/profiles/filters", cookie)).body;
  const row = await ctx.database.db.select().from(profiles).where(eq(profiles.id, id));
  const { graduationYear: year, location } = row[0];
  const found: Record<string, boolean> = {
    directory: (await listed("limit=500")).includes(id),
    "directory search": (await listed(`search=${encodeURIComponent(row[0].displayName)}&limit=500`)).includes(
      id,
    ),
    "header search": (await listed(`search=${encodeURIComponent(row[0].displayName)}&limit=6`)).includes(id),
    "year filter": (await listed(`graduation_year=${year}&limit=500`)).includes(id),
    "location filter": (await listed(`location=${encodeURIComponent(String(location))}&limit=500`)).includes(
      id,
    ),
    "profile page": (await get(`/api/v1/profiles/${id}`, cookie)).status === 200,
    "server-rendered page":
      (await ctx.app.inject({ method: "GET", url: `/alumni/${id}`, headers: cookie ? { cookie } : {} }))
        .statusCode === 200,
    "featured alumni": idsOf((await get("/api/v1/home", cookie)).body.featured_alumni).includes(id),
    "year offered": filters.graduation_years.includes(year),
    "location offered": filters.locations.includes(location),
    sitemap: (await ctx.app.inject({ method: "GET", url: "/sitemap-profiles-1.xml" })).body.includes(id),
  };
  if (!cookie) return found;
  const onlyMembers: Record<string, boolean> = {
    "class year members": idsOf((await get(`/api/v1/classes/${year}`, cookie)).body.members).includes(id),
  };
  if (userId !== null) {
    const recipients = (
      await get(`/api/v1/messages/recipients?search=${encodeURIComponent(row[0].displayName)}`, cookie)
    ).body.recipients as Array<{ user_id: string }>;
    onlyMembers["message recipients"] = recipients.some((r) => r.user_id === userId);
    const mentors = (await get("/api/v1/mentors?offer=mentoring", cookie)).body.mentors as Array<{
      profile: { id: string };
    }>;
    onlyMembers.mentors = mentors.some((m) => m.profile.id === id);
    const chapter = (await get("/api/v1/chapters/arctic", cookie)).body;
    onlyMembers["chapter members"] = idsOf(chapter.members).includes(id);
    onlyMembers["industry offered"] = filters.industries.includes(row[0].industry);
  }
  return { ...found, ...onlyMembers };
}

const everywhere = (found: Record<string, boolean>, value: boolean) =>
  Object.fromEntries(Object.keys(found).map((k) => [k, value]));

/** The counts a sign-up may raise: home statistics, a class year's count and house mix, a chapter's count. */
async function counts(cookie?: string) {
  const home = (await get("/api/v1/home", cookie)).body.statistics;
  const year = (await get(`/api/v1/classes/${PENDING.graduationYear}`, cookie)).body;
  const chapters = (await get("/api/v1/chapters", cookie)).body.chapters as Array<{
    slug: string;
    member_count: number | null;
  }>;
  return {
    alumni: home.alumni,
    cities: home.cities,
    classCount: year.member_count,
    classHouses: year.house_mix.reduce((n: number, h: { count: number }) => n + h.count, 0),
    chapterCount: chapters.find((c) => c.slug === "arctic")?.member_count ?? null,
  };
}

describe("a sign-up that has not verified its e-mail", () => {
  it("is found nowhere by a visitor or another member; the office's profile without an account is", async () => {
    const visitor = await whereFound(pending.id, pending.userId);
    expect(visitor).toEqual(everywhere(visitor, false));
    const member = await whereFound(pending.id, pending.userId, reader.cookie);
    expect(member).toEqual(everywhere(member, false));
    const officeToVisitor = await whereFound(office.id, null);
    expect(officeToVisitor).toEqual(everywhere(officeToVisitor, true));
    const officeToMember = await whereFound(office.id, null, reader.cookie);
    expect(officeToMember).toEqual(everywhere(officeToMember, true));
  });

  it("is counted nowhere: home statistics, class year, chapter", async () => {
    for (const cookie of [undefined, reader.cookie]) {
      const seen = await counts(cookie);
      expect(seen).toMatchObject({ classCount: 0, classHouses: 0 });
      // Listed: admin, reader, office (two cities: the members' Mumbai and Hammerfest).
      expect(seen).toMatchObject({ alumni: 3, cities: 2 });
    }
    expect((await counts(reader.cookie)).chapterCount).toBe(1);
  });

  it("is seen by admins where they see hidden profiles", async () => {
    const byAdmin = await get(`/api/v1/profiles?search=Zorawar&limit=6`, admin.cookie);
    expect(idsOf(byAdmin.body.profiles)).toEqual([pending.id]);
    expect((await get(`/api/v1/profiles/${pending.id}`, admin.cookie)).status).toBe(200);
    expect((await get("/api/v1/profiles/filters", admin.cookie)).body.locations).toContain("Tromsø, Norway");
    const list = await get("/api/v1/admin/alumni?search=Zorawar", admin.cookie);
    expect(JSON.stringify(list.body)).toContain(pending.id);
  });

  it("is listed and counted everywhere once the mailed link is followed", async () => {
    const verified = await ctx.app.inject({ method: "GET", url: pending.verifyPath });
    expect(verified.statusCode).toBe(302);
    const visitor = await whereFound(pending.id, pending.userId);
    expect(visitor).toEqual(everywhere(visitor, true));
    const member = await whereFound(pending.id, pending.userId, reader.cookie);
    expect(member).toEqual(everywhere(member, true));
    for (const cookie of [undefined, reader.cookie]) {
      expect(await counts(cookie)).toMatchObject({ alumni: 4, cities: 3, classCount: 1, classHouses: 1 });
    }
    expect((await counts(reader.cookie)).chapterCount).toBe(2);
  });

  it("an account whose e-mail is unverified again (by SQL) leaves the lists; its owner still finds it", async () => {
    const owner = await createMember(ctx, {
      displayName: "Uma Owner",
      graduationYear: 1951,
      location: "Leh, India",
    });
    await ctx.database.db.execute(sql`UPDATE "user" SET email_verified = false WHERE id = ${owner.userId}`);
    const toReader = await whereFound(owner.profileId, owner.userId, reader.cookie);
    expect(toReader).toEqual(everywhere(toReader, false));
    const search = await get("/api/v1/profiles?search=Uma%20Owner&limit=6", owner.cookie);
    expect(idsOf(search.body.profiles)).toEqual([owner.profileId]);
    expect((await get(`/api/v1/profiles/${owner.profileId}`, owner.cookie)).status).toBe(200);
    expect(idsOf((await get("/api/v1/classes/1951", owner.cookie)).body.members)).toEqual([owner.profileId]);
  });
});
