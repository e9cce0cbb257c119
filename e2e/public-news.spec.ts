import type { Page } from "@playwright/test";
import { expectAfterRetries, failReads } from "./failed-reads";
import { expect, expectNoSeriousA11yViolations, openClientSide, test } from "./fixtures";
import { holdRequests } from "./held-requests";

test.describe("news", () => {
  test("loaded: published articles, search, category, 'Showing N of M articles'", async ({ page }) => {
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1, name: "Latest News" })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    const n = await cards.count();
    await expect(page.getByText(new RegExp(`^Showing ${n} of \\d+ articles$`))).toBeVisible();
    await expect(cards.first().locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByText("Draft", { exact: false })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Category").click();
    await page.getByRole("option", { name: "House Cup" }).click();
    await expect(cards.first()).toContainText("House Cup");
    for (const badge of await cards.locator("span.rounded-full").allTextContents())
      expect(badge).toBe("House Cup");

    await page.getByPlaceholder("Search news articles...").fill("zzzz-no-such-news");
    await expect(page.getByText("No news found")).toBeVisible();
    await expect(page.getByText(/^Showing 0 of \d+ articles$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("error: 'Unable to load news' and the three fallback articles", async ({ page }) => {
    await failReads(page, "**/api/v1/news?*");
    await openClientSide(page, "/news");
    await expectAfterRetries(page, page.getByText("Unable to load news"));
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(page.getByText("Showing 3 of 3 articles")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("empty: no articles published yet", async ({ page }) => {
    await page.route("**/api/v1/news?*", (route) =>
      route.fulfill({ json: { items: [], total: 0, categories: [] } }),
    );
    await openClientSide(page, "/news");
    await expect(page.getByText("No news found")).toBeVisible();
    await expect(page.getByText("Showing 0 of 0 articles")).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------
// The article page (issue 8, item 16)

const SEEDED = "Class of 1999 Funds New Science Laboratory"; // the seeded article with a Markdown body
const DATE = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/; // spec §9 'MMMM d, yyyy'

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The schema.org blocks in the page (the server writes one; the screen keeps it current). */
async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`article page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a card on /news opens its article: title, author, date, Markdown body, title and JSON-LD", async ({
      page,
    }) => {
      await page.goto("/news");
      await page.getByRole("link", { name: SEEDED }).click();
      await expect(page).toHaveURL(/\/news\/[0-9a-f-]{36}$/);
      const article = page.getByRole("article", { name: SEEDED });
      await expect(article.getByRole("heading", { level: 1, name: SEEDED })).toBeVisible();
      await expect(article.getByText("By Alumni Office")).toBeVisible();
      await expect(article.locator("time")).toHaveText(DATE);
      await expect(article.getByText("Achievements", { exact: true })).toBeVisible();
      // Markdown: headings (one level below the title), both kinds of list, emphasis, a link.
      await expect(article.getByRole("heading", { level: 2, name: "What the laboratory has" })).toBeVisible();
      await expect(article.locator("ul > li")).toHaveCount(3);
      await expect(article.locator("ol > li")).toHaveCount(3);
      // GitHub-flavoured Markdown: a table is a table (issue 21 item 10), never pipes on the page.
      const table = article.getByRole("table");
      await expect(table.getByRole("columnheader")).toHaveText(["Room", "Benches", "Opens"]);
      await expect(table.getByRole("row")).toHaveCount(4);
      await expect(table.getByRole("cell", { name: "Physics laboratory" })).toBeVisible();
      await expect(article.getByText("|", { exact: false })).toHaveCount(0);
      await expect(article.locator("strong", { hasText: "Alumni Office" })).toBeVisible();
      const link = article.getByRole("link", { name: /school website/ });
      await expect(link).toHaveAttribute("href", "https://example.org/science");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(page).toHaveTitle(`${SEEDED} | Alumni Portal`);
      const [data, ...more] = await structuredData(page);
      expect(more).toEqual([]);
      expect(data).toMatchObject({ "@type": "NewsArticle", headline: SEEDED, url: page.url() });
      await expectNoSidewaysScroll(page, "the article");
      await expectNoSeriousA11yViolations(page);

      // Loaded straight from its address, the server's page says the same (no script needed).
      const res = await page.request.get(page.url());
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${SEEDED} | Alumni Portal</title>`);
      expect(html).toContain('<script type="application/ld+json" id="structured-data">');
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: SEEDED })).toBeVisible();
      expect(await structuredData(page)).toHaveLength(1);

      await page.getByRole("link", { name: "Latest News" }).first().click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(page.getByRole("heading", { level: 1, name: "Latest News" })).toBeVisible();
      // The article's JSON-LD does not outlive its page.
      expect(await structuredData(page)).toEqual([]);
    });

    test("a news item on the home page opens its article", async ({ page }) => {
      await page.goto("/");
      const news = page.getByRole("region", { name: "Latest News" });
      const first = news.getByRole("article").first().getByRole("link");
      const title = (await first.textContent()) ?? "";
      expect(title).not.toBe("");
      await first.click();
      await expect(page).toHaveURL(/\/news\/[0-9a-f-]{36}$/);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/^By /)).toBeVisible();
      await expect(page.locator("article time")).toHaveText(DATE);
      await expect(page).toHaveTitle(`${title} | Alumni Portal`);
      await expectNoSidewaysScroll(page, "the article from home");
    });

    test("not found: an unknown, unpublished or malformed id shows the 404 look (and is a 404)", async ({
      page,
      adminPage,
    }) => {
      const admin = await (await adminPage.request.get("/api/v1/admin/news")).json();
      const draft = admin.items.find((n: { published: boolean }) => !n.published);
      expect(draft, "the demo data has a draft").toBeTruthy();
      for (const id of [draft.id, crypto.randomUUID(), "not-an-article"]) {
        const res = await page.goto(`/news/${id}`);
        expect(await res?.text()).not.toContain(draft.title);
        expect(res?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: "Article not found" })).toBeVisible();
        await expect(page.getByText("The requested news article could not be found.")).toBeVisible();
        await expect(page.getByText("404", { exact: true })).toBeVisible();
        await expect(page).toHaveTitle("Article not found | Alumni Portal");
        await expect(page.getByText(draft.title)).toHaveCount(0);
        expect(await structuredData(page)).toEqual([]);
        await expectNoSidewaysScroll(page, "the not-found article");
      }
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("link", { name: "Back to Latest News" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Latest News" })).toBeVisible();
    });
  });
}

test.describe("article page: hostile content and failures", () => {
  const id = "00000000-0000-4000-8000-000000000001";
  const hostile = {
    id,
    title: "Injected <b>title</b>",
    summary: "A summary.",
    content: [
      "# Big heading",
      "<script>window.__pwned = 'script'</script>",
      '<img src="/nothing.png" onerror="window.__pwned = \'img\'">',
      "[run me](javascript:window.__pwned='link') and [tab](java\tscript:window.__pwned='tab') and [data](data:text/html,<b>x</b>)",
      "![bad picture](javascript:window.__pwned='image') ![good picture](/favicon.svg)",
      "- one\n- two",
    ].join("\n\n"),
    category: "Events",
    author: "Sports Desk",
    image_url: "/favicon.svg",
    published: true,
    created_at: "2026-03-04T10:00:00.000Z",
    updated_at: "2026-03-04T10:00:00.000Z",
  };

  test("raw HTML never renders and javascript:/data: links are not live links", async ({ page }) => {
    await page.route(`**/api/v1/news/${id}`, (route) => route.fulfill({ json: { article: hostile } }));
    await openClientSide(page, `/news/${id}`);
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 1, name: "Injected <b>title</b>" })).toBeVisible();
    await expect(article.getByRole("heading", { level: 2, name: "Big heading" })).toBeVisible();
    await expect(article.locator("ul > li")).toHaveCount(2);
    await expect(article.locator("time")).toHaveText("March 4, 2026");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    await expect(article.locator("script, b, [onerror]")).toHaveCount(0);
    // The link texts stay, as text: no anchor carries a script or data address.
    await expect(article.getByText("run me")).toBeVisible();
    await expect(article.getByRole("link", { name: /run me|tab|data/ })).toHaveCount(0);
    await expect(
      page.locator('a[href^="javascript:" i], a[href^="data:" i], [src^="javascript:" i]'),
    ).toHaveCount(0);
    // Images: the page image and the site-path picture, sized to the column; the bad one left out.
    await expect(article.getByRole("img", { name: "good picture" })).toHaveAttribute("loading", "lazy");
    await expect(article.getByRole("img", { name: "bad picture" })).toHaveCount(0);
    const widths = await article
      .locator("img")
      .evaluateAll((imgs) =>
        imgs.map((i) => i.getBoundingClientRect().right <= document.documentElement.clientWidth),
      );
    expect(widths.length).toBe(2);
    expect(widths.every(Boolean)).toBe(true);
    await expect(article.getByText("By Sports Desk")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("loading shows a skeleton; a failed load shows 'Unable to load news' and a retry", async ({
    page,
  }) => {
    let fail = true;
    const release = await holdRequests(page, `**/api/v1/news/${id}`, (route) =>
      fail
        ? route.fulfill({ status: 500, json: { error: { code: "INTERNAL", message: "x" } } })
        : route.fulfill({ json: { article: hostile } }),
    );
    await page.clock.install(); // for expectAfterRetries
    await openClientSide(page, `/news/${id}`);
    await expect(page.getByRole("status").filter({ hasText: "Loading article" })).toBeAttached();
    release();
    await expectAfterRetries(page, page.getByRole("heading", { level: 1, name: "Unable to load news" }));
    await expect(page).toHaveTitle("Unable to load news | Alumni Portal");
    await expectNoSeriousA11yViolations(page);
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Injected <b>title</b>" })).toBeVisible();
  });

  test("the sample articles shown when the news cannot be loaded are not links", async ({ page }) => {
    await failReads(page, "**/api/v1/news?*");
    await openClientSide(page, "/news");
    await expectAfterRetries(page, page.getByText("Unable to load news"));
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(page.getByRole("article").getByRole("link")).toHaveCount(0);
  });
});
