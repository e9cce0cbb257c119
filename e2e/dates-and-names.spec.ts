import type { Page } from "@playwright/test";
import { expect, signUpVerified, test, uniqueEmail } from "./fixtures";

// Issue 21, item 7: dates and names people read. Jobs showed "Open until 2027-01-15", the House
// Cup "2024-25" while every competition was in 2026, the demo events ran 10:30 PM – 2:30 AM
// school time, and the activity log showed raw ids, "Unnamed record" and every field of an edit.

const baseURL = () => test.info().project.use.baseURL as string;

async function send(page: Page, method: "post" | "put" | "patch", path: string, data: unknown) {
  const res = await page.request[method](path, { data, headers: { origin: baseURL() } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** "January 15, 2027" for a calendar day, written here with Intl (the page uses its own formatter). */
const humanDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  });

test.describe("dates people read at 390 px", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test("a job's closing day is a human date", async ({ page }) => {
    await signUpVerified(page, uniqueEmail("poster"), "Job Poster");
    const closes = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const title = `Plant Engineer ${Date.now()}`;
    await send(page, "post", "/api/v1/jobs", {
      title,
      company: "Tata Power",
      location: "Pune, India",
      apply_url: "https://tatapower.example/jobs/plant",
      closes_on: closes,
    });
    await page.goto("/jobs");
    const card = page.getByRole("article").filter({ hasText: title });
    await expect(card.getByText(`Open until ${humanDay(closes)}`)).toBeVisible();
    await expect(card.getByText(closes)).toHaveCount(0);
  });

  test("the House Cup names the school year its competitions are in", async ({ page }) => {
    const data = await (await page.request.get("/api/v1/house-cup")).json();
    const dates: Date[] = data.results
      .map((r: { competition: { competition_date: string | null } }) => r.competition.competition_date)
      .filter(Boolean)
      .map((d: string) => new Date(d));
    expect(dates.length).toBeGreaterThan(0);
    await page.goto("/house-cup");
    const season = page.getByText(/^\d{4}-\d{2}( to \d{4}-\d{2})? academic year$/);
    await expect(season).toBeVisible();
    const years = ((await season.textContent()) ?? "").match(/\d{4}(?=-\d{2})/g) ?? [];
    const first = Number(years[0]);
    const last = Number(years.at(-1));
    // A school year "2026-27" runs from April 2026 to March 2027 (school time, UTC+5:30).
    const from = Date.parse(`${first}-04-01T00:00:00+05:30`);
    const to = Date.parse(`${last + 1}-04-01T00:00:00+05:30`);
    for (const d of dates) {
      expect(d.getTime()).toBeGreaterThanOrEqual(from);
      expect(d.getTime()).toBeLessThan(to);
    }
    await expect(page.getByText("2024-25 academic year")).toHaveCount(0);
  });

  test("the demo cricket match is in the daytime, school time", async ({ page }) => {
    await page.goto("/events");
    const card = page.getByRole("article").filter({ hasText: "Old Boys' Cricket Match" });
    await expect(card.getByText("9:30 AM – 4:30 PM GMT+5:30")).toBeVisible();
  });
});

test("the activity log names houses and members and shows only what an edit changed, at 1280 px", async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A competition's results: the houses placed are named, not their ids.
  const { houses } = await (await page.request.get("/api/v1/houses")).json();
  const [gold, silver] = houses as Array<{ id: string; name: string }>;
  const competition = await send(page, "post", "/api/v1/admin/competitions", {
    name: `Chess Shield ${Date.now()}`,
    category: "academics",
    first_place_points: 10,
    second_place_points: 6,
    third_place_points: 3,
  });
  await send(page, "post", `/api/v1/admin/competitions/${competition.id}/start`, {});
  await send(page, "put", `/api/v1/admin/competitions/${competition.id}/results`, {
    placements: [
      { position: 1, house_id: gold.id },
      { position: 2, house_id: silver.id },
    ],
  });

  // An edit of one field through the whole form's body.
  const list = await (await page.request.get("/api/v1/admin/alumni?page_size=1")).json();
  const alumnus = await (await page.request.get(`/api/v1/admin/alumni/${list.items[0].id}`)).json();
  const { id, user_id, avatar_url, accepts_messages, created_at, updated_at, ...form } = alumnus;
  const company = `Infosys ${Date.now()}`;
  await send(page, "patch", `/api/v1/admin/alumni/${id}`, { ...form, company });

  await page.goto("/admin/activity");
  const results = page
    .getByRole("row")
    .filter({ hasText: competition.name })
    .filter({ hasText: "Competition: results" });
  await expect(results).toContainText(`1. ${gold.name} (10 points)`);
  await expect(results).toContainText(`2. ${silver.name} (6 points)`);
  await expect(results).not.toContainText(gold.id);
  await expect(results).not.toContainText("House id");

  const edit = page.getByRole("row").filter({ hasText: company });
  await expect(edit.getByRole("link", { name: alumnus.display_name })).toBeVisible();
  await expect(edit.getByRole("definition")).toHaveCount(1);
  await expect(edit.getByRole("term")).toHaveText(["Company"]);
  await expect(edit).not.toContainText("Changed");
  await expect(page.getByText("Unnamed record")).toHaveCount(0);
});
