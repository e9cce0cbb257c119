import { expectAfterRetries, failReads } from "./failed-reads";
import { expect, expectNoSeriousA11yViolations, openClientSide, signUpVerified, test } from "./fixtures";
import { holdRequests } from "./held-requests";

test.describe("alumni directory", () => {
  test("loaded: counts, cards, and filters kept in the URL (shareable, Back works)", async ({ page }) => {
    await page.goto("/alumni");
    await expect(page.getByRole("heading", { level: 1, name: "Alumni Directory" })).toBeVisible();
    await expect(page.getByText(/^\d+ alumni found · \d+ locations? · \d+ compan(y|ies)$/)).toBeVisible();
    const cards = page.getByRole("article");
    expect(await cards.count()).toBeGreaterThan(10);
    await expect(page.getByPlaceholder("Search by name, company, or role...")).toBeVisible();
    await expect(page.getByText("Sign in to filter by industry")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Location").click();
    await page.getByRole("option", { name: "Mumbai, India" }).click();
    await expect(page).toHaveURL(/location=Mumbai%2C(\+|%20)India/);
    // The previous list stays on screen while the filtered one loads: wait for it to be replaced.
    await expect
      .poll(async () => [
        ...new Set(
          await page
            .getByRole("article")
            .getByText(/, India$|^Singapore$/)
            .allTextContents(),
        ),
      ])
      .toEqual(["Mumbai, India"]);
    await expect(page).toHaveTitle(/Alumni from Mumbai, India/);
    await page.goBack();
    await expect(page).toHaveURL(/\/alumni$/);
    await expect(page.getByLabel("Location")).toHaveText("All locations");

    await page.getByPlaceholder("Search by name, company, or role...").fill("sharma");
    await expect(page).toHaveURL(/search=sharma/);
    await expect(page.getByRole("article").first()).toContainText(/sharma/i);
    await page.getByRole("button", { name: "Clear All" }).click();
    await expect(page).toHaveURL(/\/alumni$/);
    await expect(page.getByPlaceholder("Search by name, company, or role...")).toHaveValue("");
  });

  test("a shared link with a search longer than the API takes still lists, not 'Error loading alumni'", async ({
    page,
  }) => {
    await page.goto(`/alumni?search=${"sharma".repeat(30)}`);
    await expect(page.getByText("No alumni found")).toBeVisible();
    await expect(page.getByText("Error loading alumni")).toHaveCount(0);
    await expect(page.getByPlaceholder("Search by name, company, or role...")).toHaveAttribute(
      "maxlength",
      "100",
    );
  });

  test("the search box is prefilled from ?search=", async ({ page }) => {
    await page.goto("/alumni?search=Infosys");
    await expect(page.getByPlaceholder("Search by name, company, or role...")).toHaveValue("Infosys");
    await expect(page.getByRole("article").first()).toContainText("Infosys");
    await expect(page).toHaveTitle(/matching "Infosys"/);
  });

  test("loading: 10 skeleton cards", async ({ page }) => {
    const release = await holdRequests(page, "**/api/v1/profiles?*");
    await openClientSide(page, "/alumni");
    await expect(page.getByTestId("directory-skeletons").locator("> *")).toHaveCount(10);
    release();
    await expect(page.getByRole("article").first()).toBeVisible();
  });

  test("empty: 'No alumni found'", async ({ page }) => {
    await page.goto("/alumni?search=zzzzqqqq");
    await expect(page.getByText("No alumni found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search criteria or filters")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("error: 'Error loading alumni'", async ({ page }) => {
    await failReads(page, "**/api/v1/profiles?*");
    await openClientSide(page, "/alumni");
    await expectAfterRetries(page, page.getByText("Error loading alumni"));
    await expectNoSeriousA11yViolations(page);
  });

  test("signed in: Connect on cards, the industry filter appears", async ({ page }) => {
    await signUpVerified(page);
    await page.goto("/alumni");
    await expect(page.getByLabel("Industry")).toBeVisible();
    await expect(page.getByRole("button", { name: "Connect", exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to Connect" })).toHaveCount(0);
    const linkedin = page.getByRole("link", { name: /on LinkedIn/ }).first();
    await expect(linkedin).toHaveAttribute("target", "_blank");
    await expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("public profile", () => {
  test("loaded: name, role at company, badges, JSON-LD Person, title; the server sends the meta", async ({
    page,
  }) => {
    const res = await page.request.get("/api/v1/profiles?search=Infosys&limit=1");
    const profile = (await res.json()).profiles[0];
    await page.goto(`/alumni/${profile.id}`);
    await expect(page.getByRole("heading", { level: 1, name: profile.display_name })).toBeVisible();
    await expect(page.getByText(`${profile.currentrole} at ${profile.company}`)).toBeVisible();
    await expect(page).toHaveTitle(`${profile.display_name} | Alumni Portal`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({
      "@type": "Person",
      name: profile.display_name,
      jobTitle: profile.currentrole,
    });
    await expectNoSeriousA11yViolations(page);

    const html = await (await page.request.get(`/alumni/${profile.id}`)).text();
    expect(html).toContain(`<title>${profile.display_name} | Alumni Portal</title>`);
    expect(html).toContain(`<meta property="og:title" content="${profile.display_name} | Alumni Portal">`);
    expect(html).toContain('<meta property="og:type" content="profile">');
    for (const [path, title] of [
      ["/news", "Latest News"],
      ["/events", "Events"],
      ["/house-cup", "House Cup Standings"],
      ["/alumni", "Alumni Directory"],
    ]) {
      expect(await (await page.request.get(path)).text()).toContain(
        `<title>${title} | Alumni Portal</title>`,
      );
    }
  });

  test("missing: 'Profile not found'", async ({ page }) => {
    await page.goto(`/alumni/${crypto.randomUUID()}`);
    await expect(page.getByRole("heading", { name: "Profile not found" })).toBeVisible();
    await expect(page.getByText("The requested alumni profile could not be found.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("error: a failed load is 'Profile not found' too", async ({ page }) => {
    await failReads(page, "**/api/v1/profiles/*");
    await openClientSide(page, `/alumni/${crypto.randomUUID()}`);
    await expectAfterRetries(page, page.getByRole("heading", { name: "Profile not found" }));
  });
});

test.describe("header search", () => {
  test("keyboard: type, arrows, Enter opens the profile; Escape closes; submit goes to the directory", async ({
    page,
  }) => {
    // Fewer than 3 characters search nothing. The box waits for typing to pause (300 ms): the
    // page's clock is moved past the pause rather than the test waiting it out (issue 24), and
    // the later search for 'sharma' arriving is the sign that any request made before it was seen.
    const searched: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/v1/profiles") searched.push(url.searchParams.get("search") ?? "");
    });
    await page.clock.install();
    await page.goto("/news");
    const box = page.getByRole("combobox", { name: "Search alumni" });
    await box.fill("sh");
    await page.clock.runFor(1_000);
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await box.fill("sharma");
    const list = page.getByRole("listbox", { name: "Matching alumni" });
    await expect(list.getByRole("option").first()).toBeVisible();
    expect(searched).toContain("sharma");
    expect(searched.filter((text) => text.length < 3)).toEqual([]);
    const options = list.getByRole("option");
    const count = await options.count();
    expect(count).toBeLessThanOrEqual(7); // up to 6 profiles and 'See all results for'
    await expect(options.last()).toHaveText('See all results for "sharma"');
    await expect(options.first()).toContainText(" • ");
    await expectNoSeriousA11yViolations(page);

    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    const name = (await options.first().locator(".font-medium").textContent()) ?? "";
    await box.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/alumni\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    await box.fill("sharma");
    await expect(list).toBeVisible();
    await box.press("Escape");
    await expect(list).toHaveCount(0);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/alumni\?search=sharma$/);
  });

  test("'No results', and a failing search silently gives an empty list", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Search alumni" });
    await box.fill("zzzqqq");
    await expect(page.getByText("No results")).toBeVisible();
    await page.route("**/api/v1/profiles?*", (route) => route.fulfill({ status: 500, body: "{}" }));
    await box.fill("kapoor");
    await expect(page.getByText("No results")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});
