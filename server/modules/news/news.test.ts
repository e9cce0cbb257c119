import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { news } from "../../db/schema";
import { fakeWebDist, inDays } from "../../test/fixtures";
import { call, createMember, createTestApp, grantRole, ORIGIN, type TestContext } from "../../test/harness";

let ctx: TestContext;
const ago = (days: number) => inDays(-days);
const ids: Record<string, string> = {};

beforeAll(async () => {
  // A stand-in for the built web app, so the served page of /news/{id} can be checked too.
  ctx = await createTestApp({ webDist: fakeWebDist() });
  const rows = await ctx.database.db
    .insert(news)
    .values([
      {
        title: "Old boys win regatta",
        summary: "Rowing glory",
        content: "## The final\n\n- Eight\n- Four\n\nRead [the report](https://example.org/r).",
        category: "Achievements",
        author: "Sports Desk",
        imageUrl: "https://images.example.org/regatta.jpg",
        published: true,
        createdAt: ago(3),
        updatedAt: ago(2),
      },
      {
        title: "New library wing",
        summary: "Funded by the class of 1999",
        category: "Giving",
        published: true,
        createdAt: ago(1),
      },
      {
        title: "Secret draft",
        summary: "Not yet",
        content: "Draft body",
        category: "Achievements",
        published: false,
        createdAt: ago(0),
      },
      {
        title: "Founders' Day 100% sold out",
        summary: "Tickets",
        category: "Events",
        published: true,
        createdAt: ago(40),
      },
      {
        title: "Fees </script><script>alert(1)</script> rise by $& and $'",
        summary: null,
        content: "# Heading\n\nThe **board** met <b>today</b> and [voted](https://example.org).",
        category: "School News",
        author: "   ",
        published: true,
        createdAt: ago(60),
      },
    ])
    .returning({ id: news.id, title: news.title });
  await ctx.changesHeard();
  for (const r of rows) ids[r.title.split(" ")[0] as string] = r.id;
});
afterAll(async () => ctx.close());

const get = (q = "", cookie?: string) => call(ctx, "GET", `/api/v1/news${q}`, undefined, cookie);
const titles = (body: { items: Array<{ title: string }> }) => body.items.map((n) => n.title);

describe("public news", () => {
  it("lists published articles only, newest first, with the total and categories", async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual([
      "New library wing",
      "Old boys win regatta",
      "Founders' Day 100% sold out",
      "Fees </script><script>alert(1)</script> rise by $& and $'",
    ]);
    expect(res.body.total).toBe(4);
    expect(res.body.categories).toEqual(["Achievements", "Events", "Giving", "School News"]);
    expect(res.body.items.every((n: { published: boolean }) => n.published)).toBe(true);
  });

  it("an unpublished article never reaches a visitor or a member, whatever they search", async () => {
    const member = await createMember(ctx);
    for (const cookie of [undefined, member.cookie]) {
      for (const q of ["", "?search=secret", "?category=Achievements", "?limit=100"]) {
        expect(JSON.stringify((await get(q, cookie)).body)).not.toContain("Secret draft");
      }
    }
    const admin = await createMember(ctx);
    await grantRole(ctx, admin.userId, "admin");
    expect(JSON.stringify((await get("?search=secret", admin.cookie)).body)).not.toContain("Secret draft");
  });

  it("searches title and summary case-insensitively, filters by category, limits", async () => {
    expect(titles((await get("?search=ROWING")).body)).toEqual(["Old boys win regatta"]);
    expect(titles((await get("?search=100%25")).body)).toEqual(["Founders' Day 100% sold out"]);
    expect(titles((await get("?category=Giving")).body)).toEqual(["New library wing"]);
    expect(titles((await get("?limit=1")).body)).toEqual(["New library wing"]);
    expect((await get("?limit=1")).body.total).toBe(4);
    expect((await get("?limit=101")).status).toBe(400);
    expect((await get("?limit=x")).status).toBe(400);
  });
});

const article = (id: string, cookie?: string) => call(ctx, "GET", `/api/v1/news/${id}`, undefined, cookie);
const notFoundBody = { error: { code: "NOT_FOUND", message: "Article not found" } };

describe("one article (GET /api/v1/news/{id})", () => {
  it("gives a visitor a published article with its body, byline, image and dates", async () => {
    const res = await article(ids.Old as string);
    expect(res.status).toBe(200);
    expect(res.body.article).toMatchObject({
      id: ids.Old,
      title: "Old boys win regatta",
      summary: "Rowing glory",
      content: "## The final\n\n- Eight\n- Four\n\nRead [the report](https://example.org/r).",
      category: "Achievements",
      author: "Sports Desk",
      image_url: "https://images.example.org/regatta.jpg",
      published: true,
    });
    expect(new Date(res.body.article.created_at).getTime()).toBeLessThan(
      new Date(res.body.article.updated_at).getTime(),
    );
  });

  it("signs an article without a byline 'Alumni Office', in the list too (decision 041)", async () => {
    expect((await article(ids.Fees as string)).body.article.author).toBe("Alumni Office");
    const listed = (await get("?category=School%20News")).body.items[0];
    expect(listed.author).toBe("Alumni Office");
  });

  it("answers 404 in the one error shape for a draft, to a visitor, a member and an admin", async () => {
    const member = await createMember(ctx);
    const admin = await createMember(ctx);
    await grantRole(ctx, admin.userId, "admin");
    for (const cookie of [undefined, member.cookie, admin.cookie]) {
      const res = await article(ids.Secret as string, cookie);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFoundBody);
    }
  });

  it("answers 404, never 500, for an unknown or malformed id", async () => {
    for (const id of [
      crypto.randomUUID(),
      "1",
      "not-a-uuid",
      "'%20OR%201=1%20--",
      `${crypto.randomUUID()}x`,
      "%E2%80%8B",
      "a".repeat(100),
    ]) {
      const res = await article(id);
      expect(res.status, id).toBe(404);
      expect(res.body, id).toEqual(notFoundBody);
    }
    // Past the router's 100-character limit for a path segment: 414, in the same shape.
    const long = await article("a".repeat(300));
    expect(long.status).toBe(414);
    expect(long.body).toEqual({ error: { code: "VALIDATION_FAILED", message: expect.any(String) } });
  });

  it("stops showing an article as soon as it is unpublished", async () => {
    const id = ids.New as string;
    expect((await article(id)).status).toBe(200);
    await ctx.database.db.update(news).set({ published: false }).where(eq(news.id, id));
    await ctx.changesHeard();
    expect((await article(id)).status).toBe(404);
    await ctx.database.db.update(news).set({ published: true }).where(eq(news.id, id));
    await ctx.changesHeard();
    expect((await article(id)).status).toBe(200);
  });
});

describe("the served page of /news/{id}", () => {
  const page = (url: string) => ctx.app.inject({ method: "GET", url });
  const structuredData = (html: string) => {
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    return JSON.parse(blocks[0]?.[1] as string);
  };

  it("has the article's title, description, og:image and a NewsArticle JSON-LD block", async () => {
    const res = await page(`/news/${ids.Old}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Old boys win regatta | Alumni Portal</title>");
    expect(res.body).toContain('<meta name="description" content="Rowing glory">');
    expect(res.body).toContain('<meta property="og:type" content="article">');
    expect(res.body).toContain('<meta property="og:image" content="https://images.example.org/regatta.jpg">');
    expect(res.body).toContain(`<meta property="og:url" content="${ORIGIN}/news/${ids.Old}">`);
    expect(structuredData(res.body)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "Old boys win regatta",
      description: "Rowing glory",
      articleSection: "Achievements",
      author: { "@type": "Organization", name: "Sports Desk" },
      publisher: { "@type": "Organization", name: "Alumni Portal" },
      image: ["https://images.example.org/regatta.jpg"],
      url: `${ORIGIN}/news/${ids.Old}`,
    });
    // The strict CSP stands: the data block needs no inline-script allowance (decision 099).
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self';/);
  });

  it("escapes '<' so the article cannot close the script element, and keeps '$&' as text", async () => {
    const res = await page(`/news/${ids.Fees}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<script>alert(1)");
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    const data = structuredData(res.body);
    expect(data.headline).toBe("Fees </script><script>alert(1)</script> rise by $& and $'");
    // No summary: the description is the body's text without Markdown or HTML.
    expect(data.description).toBe("Heading The board met today and voted.");
    expect(data.author).toEqual({ "@type": "Organization", name: "Alumni Office" });
    expect(data.image).toBeUndefined();
    expect(res.body).toContain(
      "<title>Fees &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; rise by $&amp; and $&#39; | Alumni Portal</title>",
    );
  });

  it("is a 404 page that says only 'Article not found' for a draft, an unknown or a malformed id", async () => {
    for (const id of [ids.Secret, crypto.randomUUID(), "not-a-uuid"]) {
      const res = await page(`/news/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<title>Article not found | Alumni Portal</title>");
      expect(res.body).not.toContain("Secret draft");
      expect(res.body).not.toContain("Draft body");
      expect(res.body).not.toContain("application/ld+json");
    }
    // The list page is unchanged.
    const list = await page("/news");
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain("<title>Latest News | Alumni Portal</title>");
  });
});
