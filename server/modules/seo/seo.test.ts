import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { news } from "../../db/schema";
import { fakeWebDist, setPrivacy } from "../../test/fixtures";
import { createMember, createTestApp, type Member, ORIGIN, type TestContext } from "../../test/harness";

let ctx: TestContext;
let listed: Member;
let hidden: Member;
let published: string;
let draft: string;
beforeAll(async () => {
  ctx = await createTestApp({ webDist: fakeWebDist() });
  listed = await createMember(ctx, { displayName: "Listed Person" });
  hidden = await createMember(ctx, { displayName: "Hidden Person" });
  await setPrivacy(ctx, hidden.profileId, { show_in_directory: false });
  const rows = await ctx.database.db
    .insert(news)
    .values([
      { title: "Out now", content: "Body", published: true },
      { title: "Draft", content: "Body", published: false },
    ])
    .returning({ id: news.id, published: news.published });
  await ctx.changesHeard();
  published = rows.find((r) => r.published)!.id;
  draft = rows.find((r) => !r.published)!.id;
});
afterAll(async () => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url });

describe("robots.txt and sitemaps", () => {
  it("serves robots.txt as text, not the HTML shell, naming the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toContain("User-agent: *");
    expect(res.body).toContain("Disallow: /api/");
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.body).not.toContain("<html");
  });

  it("indexes the pages file and one profiles file", async () => {
    const res = await get("/sitemap.xml");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.body).toContain("<sitemapindex");
    expect(res.body).toContain(`<loc>${ORIGIN}/sitemap-pages.xml</loc>`);
    expect(res.body).toContain(`<loc>${ORIGIN}/sitemap-profiles-1.xml</loc>`);
    expect(res.body).not.toContain("sitemap-profiles-2.xml");
  });

  it("lists the public pages and published articles, never a draft", async () => {
    const body = (await get("/sitemap-pages.xml")).body;
    for (const p of ["/", "/alumni", "/events", "/news", "/house-cup"])
      expect(body).toContain(`<loc>${ORIGIN}${p}</loc>`);
    expect(body).toContain(`${ORIGIN}/news/${published}`);
    expect(body).not.toContain(draft);
    expect(body).not.toContain("/messages");
  });

  it("lists directory-visible profiles only, never a hidden one", async () => {
    const res = await get("/sitemap-profiles-1.xml");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<loc>${ORIGIN}/alumni/${listed.profileId}</loc>`);
    expect(res.body).not.toContain(hidden.profileId);
  });

  it("answers 404 for a profiles file past the last, in the one error shape", async () => {
    const res = await get("/sitemap-profiles-2.xml");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NOT_FOUND");
  });
});

describe("web app manifest", () => {
  it("names the site, the crest icons in 192 and 512 px (one maskable) and the theme colour", async () => {
    const res = await get("/manifest.webmanifest");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const m = res.json();
    expect(m).toMatchObject({ start_url: "/", display: "standalone", theme_color: "#1f3159" });
    expect(m.name).toBeTruthy();
    const sizes = m.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  });
});
