import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LIST_PAGE_SIZE, MAX_LIST_PAGE } from "../../contract/constants";
import { DAY, inDays, setUpEventsTestApp } from "../test/fixtures";
import { call } from "../test/harness";
import { events, jobs, news, profiles } from "./schema";

/**
 * Public lists a page at a time (issue 22, decision 131): `page` answers LIST_PAGE_SIZE events
 * (or articles) of the same order the unpaged list has, with the true number of every match;
 * without it the answer is as before.
 */
const t = setUpEventsTestApp();
const UPCOMING = 30;
const PAST = 5;

interface Listed {
  events: Array<{ id: string; title: string }>;
  found?: { total: number; page: number; pages: number };
}

const get = async (query: string, cookie?: string) => {
  const res = await call(t.ctx, "GET", `/api/v1/events?search=pagerfest${query}`, undefined, cookie);
  return { status: res.status, body: res.body as Listed };
};
const ids = (list: Listed) => list.events.map((e) => e.id);

async function insertPagerEvents() {
  const base = Date.now();
  await t.ctx.database.db.insert(events).values([
    // Six share one start: the id orders them, so none is on two pages or on none.
    ...Array.from({ length: UPCOMING }, (_, i) => ({
      title: `Pagerfest ${i}`,
      category: "Reunion",
      location: "Pune",
      startDate: new Date(base + (i < 6 ? 3 : i) * DAY),
      moderationStatus: "approved" as const,
    })),
    ...Array.from({ length: PAST }, (_, i) => ({
      title: `Pagerfest past ${i}`,
      category: "Reunion",
      location: "Pune",
      startDate: new Date(base - (i + 1) * DAY),
      moderationStatus: "approved" as const,
    })),
    // Alice's proposal awaiting review: counted for her, for no one else.
    {
      title: "Pagerfest proposal",
      category: "Reunion",
      location: "Pune",
      startDate: inDays(40),
      moderationStatus: "pending" as const,
      organizerId: t.alice.userId,
    },
  ]);
  await t.ctx.changesHeard();
}

const ARTICLES = 27;

async function insertPagerNews() {
  await t.ctx.database.db.insert(news).values([
    ...Array.from({ length: ARTICLES }, (_, i) => ({
      title: `Pagernews ${i}`,
      category: i % 3 === 0 ? "Giving" : "School News",
      published: true,
      // Three written at one instant: the id orders them.
      createdAt: new Date(Date.now() - (i < 3 ? 1 : i) * DAY),
    })),
    { title: "Pagernews draft", category: "Giving", published: false },
  ]);
  await t.ctx.changesHeard();
}

const POSTINGS = 25;

async function insertPagerJobs() {
  const closesOn = inDays(20).toISOString().slice(0, 10);
  await t.ctx.database.db.insert(jobs).values([
    ...Array.from({ length: POSTINGS }, (_, i) => ({
      posterId: t.bob.userId,
      title: `Pagerjob ${i}`,
      company: "Acme",
      closesOn,
      createdAt: new Date(Date.now() - i * DAY),
    })),
    // Closed: neither listed nor counted.
    { posterId: t.bob.userId, title: "Pagerjob closed", company: "Acme", closesOn, status: "closed" },
  ]);
  await t.ctx.changesHeard();
}

beforeAll(async () => {
  await insertPagerEvents();
  await insertPagerNews();
  await insertPagerJobs();
  // Bob offers mentoring: the finder's one match.
  await t.ctx.database.db
    .update(profiles)
    .set({ mentorshipAvailability: true })
    .where(eq(profiles.userId, t.bob.userId));
  await t.ctx.changesHeard();
});

describe("GET /api/v1/events?page=", () => {
  it("each page is its slice of the whole list, with the true total", async () => {
    const whole = (await get("&when=upcoming")).body;
    expect(whole.found).toBeUndefined(); // unpaged: the answer as before
    expect(whole.events).toHaveLength(UPCOMING);

    const first = await get("&when=upcoming&page=1");
    expect(first.status).toBe(200);
    expect(first.body.found).toEqual({ total: UPCOMING, page: 1, pages: 2 });
    expect(ids(first.body)).toEqual(ids(whole).slice(0, LIST_PAGE_SIZE));

    const second = await get("&when=upcoming&page=2");
    expect(second.body.found).toEqual({ total: UPCOMING, page: 2, pages: 2 });
    expect(ids(second.body)).toEqual(ids(whole).slice(LIST_PAGE_SIZE));
  });

  it("counts what this viewer may see: the past alone, and a proposer's own pending event", async () => {
    expect((await get("&when=past&page=1")).body.found).toEqual({ total: PAST, page: 1, pages: 1 });
    expect((await get("&page=1")).body.found?.total).toBe(UPCOMING + PAST);
    expect((await get("&page=1", t.bob.cookie)).body.found?.total).toBe(UPCOMING + PAST);
    expect((await get("&page=1", t.alice.cookie)).body.found?.total).toBe(UPCOMING + PAST + 1);
  });

  it("a page past the end is empty, its total still true", async () => {
    const res = await get("&when=upcoming&page=7");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ events: [], found: { total: UPCOMING, page: 7, pages: 2 } });
  });

  it("a page that is not a whole number from 1 is refused with a clear 400", async () => {
    for (const [page, message] of [
      ["0", "page must be at least 1"],
      ["-3", "page must be at least 1"],
      ["two", "page must be a whole number"],
      ["1.5", "page must be a whole number"],
      [String(MAX_LIST_PAGE + 1), `page must be at most ${MAX_LIST_PAGE}`],
    ]) {
      const res = await get(`&page=${page}`);
      expect(res.status, page).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });
});

describe("GET /api/v1/news?page=", () => {
  const getNews = async (query: string) =>
    (await call(t.ctx, "GET", `/api/v1/news?search=pagernews${query}`)).body as {
      items: Array<{ id: string }>;
      total: number;
      found?: { total: number; page: number; pages: number };
    };

  it("pages the matching articles with their true number; drafts are neither listed nor counted", async () => {
    const whole = await getNews("&limit=100");
    expect(whole.found).toBeUndefined();
    expect(whole.items).toHaveLength(ARTICLES);
    const first = await getNews("&page=1");
    const second = await getNews("&page=2");
    expect(first.found).toEqual({ total: ARTICLES, page: 1, pages: 2 });
    expect(second.found).toEqual({ total: ARTICLES, page: 2, pages: 2 });
    expect([...first.items, ...second.items].map((n) => n.id)).toEqual(whole.items.map((n) => n.id));
    expect(first.items).toHaveLength(LIST_PAGE_SIZE);
    // A category narrows the count too.
    expect((await getNews("&category=Giving&page=1")).found?.total).toBe(ARTICLES / 3);
    // 'Showing N of M': M is still every published article.
    expect(second.total).toBe(whole.total);
  });

  it("a page past the end is empty with the true count; a bad page is a clear 400", async () => {
    expect(await getNews("&page=5")).toMatchObject({
      items: [],
      found: { total: ARTICLES, page: 5, pages: 2 },
    });
    const res = await call(t.ctx, "GET", "/api/v1/news?page=0");
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("page must be at least 1");
  });
});

describe("GET /api/v1/jobs?page=", () => {
  it("pages the open postings with their true number, in the unpaged order", async () => {
    const getJobs = async (query: string) =>
      (await call(t.ctx, "GET", `/api/v1/jobs?search=pagerjob${query}`, undefined, t.alice.cookie)).body as {
        jobs: Array<{ id: string }>;
        found?: { total: number; page: number; pages: number };
      };
    const whole = await getJobs("");
    expect(whole.found).toBeUndefined();
    const [first, second] = [await getJobs("&page=1"), await getJobs("&page=2")];
    expect(first.found).toEqual({ total: POSTINGS, page: 1, pages: 2 });
    expect(second.found).toEqual({ total: POSTINGS, page: 2, pages: 2 });
    expect([...first.jobs, ...second.jobs].map((j) => j.id)).toEqual(whole.jobs.map((j) => j.id));
    expect((await call(t.ctx, "GET", "/api/v1/jobs?page=two", undefined, t.alice.cookie)).status).toBe(400);
  });
});

describe("GET /api/v1/mentors?page=", () => {
  it("answers the page with the number of every mentor found; a bad page is a clear 400", async () => {
    const res = await call(t.ctx, "GET", "/api/v1/mentors?page=1", undefined, t.alice.cookie);
    expect(res.body.mentors.map((m: { profile: { id: string } }) => m.profile.id)).toHaveLength(1);
    expect(res.body.found).toEqual({ total: 1, page: 1, pages: 1 });
    const past = await call(t.ctx, "GET", "/api/v1/mentors?page=3", undefined, t.alice.cookie);
    expect(past.body).toEqual({ mentors: [], found: { total: 1, page: 3, pages: 1 } });
    const bad = await call(t.ctx, "GET", "/api/v1/mentors?page=0", undefined, t.alice.cookie);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("page must be at least 1");
  });
});
