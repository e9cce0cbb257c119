import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PRIVACY, events, houses, news, profiles } from "../../db/schema";
import { inDays, setPrivacy } from "../../test/fixtures";
import { call, createMember, createTestApp, type TestContext } from "../../test/harness";
import { sorted, VISITOR_FIELDS } from "../../test/profile-fields";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await db.insert(houses).values([{ name: "Tata" }, { name: "Oberoi" }]);
  await db.insert(profiles).values([
    {
      displayName: "A One",
      company: "Acme",
      currentRole: "CEO",
      location: "Mumbai, India",
      createdAt: inDays(-5),
    },
    {
      displayName: "B Two",
      company: "Beta",
      currentRole: "CTO",
      location: "mumbai , Maharashtra",
      createdAt: inDays(-4),
    },
    { displayName: "C Three", company: "", currentRole: "CFO", location: "Delhi", createdAt: inDays(-1) },
    {
      displayName: "D Four",
      company: "Delta",
      currentRole: null,
      location: "London, UK",
      createdAt: inDays(-1),
    },
    {
      displayName: "Hidden Hero",
      company: "Secret",
      currentRole: "Spy",
      location: "Paris, France",
      privacySettings: { ...DEFAULT_PRIVACY, show_in_directory: false },
      createdAt: inDays(0),
    },
    { displayName: "E Five", company: "Echo", currentRole: "COO", location: null, createdAt: inDays(-3) },
    { displayName: "F Six", company: "Fox", currentRole: "CIO", location: "  ", createdAt: inDays(-10) },
  ]);
  await db.insert(events).values([
    { title: "Past", category: "Reunion", startDate: inDays(-2), moderationStatus: "approved" },
    { title: "Pending soon", category: "Reunion", startDate: inDays(1), moderationStatus: "pending" },
    { title: "Rejected soon", category: "Reunion", startDate: inDays(1), moderationStatus: "rejected" },
    { title: "Later", category: "Reunion", startDate: inDays(10), moderationStatus: "approved" },
    { title: "Sooner", category: "Reunion", startDate: inDays(3), moderationStatus: "approved" },
  ]);
  await db.insert(news).values([
    { title: "Recent 1", published: true, createdAt: inDays(-1) },
    { title: "Recent 2", published: true, createdAt: inDays(-29) },
    { title: "Old", published: true, createdAt: inDays(-31) },
    { title: "Draft", published: false, createdAt: inDays(0) },
    { title: "Recent 3", published: true, createdAt: inDays(-2) },
  ]);
});
afterAll(async () => ctx.close());

describe("home", () => {
  it("statistics: listed alumni, approved upcoming events, distinct first parts of location, news of 30 days", async () => {
    const res = await call(ctx, "GET", "/api/v1/home");
    expect(res.status).toBe(200);
    expect(res.body.statistics).toEqual({ alumni: 6, upcoming_events: 2, cities: 3, achievements: 3 });
  });

  it("featured news: the 3 latest published; first upcoming approved event; no leader points yet", async () => {
    const { body } = await call(ctx, "GET", "/api/v1/home");
    expect(body.featured_news.map((n: { title: string }) => n.title)).toEqual([
      "Recent 1",
      "Recent 3",
      "Recent 2",
    ]);
    expect(body.upcoming_event.title).toBe("Sooner");
    expect(body.house_leader).toMatchObject({ name: "Oberoi", points: 0 });
  });

  it("featured alumni: up to 3 listed with name, company and role, public subset for visitors", async () => {
    const { body } = await call(ctx, "GET", "/api/v1/home");
    expect(body.featured_alumni.map((p: { display_name: string }) => p.display_name)).toEqual([
      "E Five",
      "B Two",
      "A One",
    ]);
    for (const p of body.featured_alumni) {
      expect(sorted(Object.keys(p))).toEqual(sorted(VISITOR_FIELDS));
    }
  });

  it("the page's news, event and alumni (read in one statement, as JSON) equal what their own endpoints give", async () => {
    const { body } = await call(ctx, "GET", "/api/v1/home");
    const newsList = (await call(ctx, "GET", "/api/v1/news")).body.items;
    for (const item of body.featured_news) {
      expect(item).toEqual(newsList.find((n: { id: string }) => n.id === item.id));
    }
    const upcoming = (await call(ctx, "GET", "/api/v1/events?when=upcoming")).body.events;
    expect(upcoming.find((e: { id: string }) => e.id === body.upcoming_event.id)).toMatchObject(
      body.upcoming_event,
    );
    for (const p of body.featured_alumni) {
      const listed = (await call(ctx, "GET", `/api/v1/profiles?search=${encodeURIComponent(p.display_name)}`))
        .body.profiles;
      expect(p).toEqual(listed.find((q: { id: string }) => q.id === p.id));
    }
  });

  it("an alumnus who left the directory is never featured, even to members", async () => {
    const member = await createMember(ctx, { company: "Zeta", currentRole: "Chair" });
    await setPrivacy(ctx, member.profileId, { show_in_directory: false });
    const { body } = await call(ctx, "GET", "/api/v1/home", undefined, member.cookie);
    expect(JSON.stringify(body)).not.toContain("Hidden Hero");
    expect(body.featured_alumni.map((p: { id: string }) => p.id)).not.toContain(member.profileId);
  });
});
