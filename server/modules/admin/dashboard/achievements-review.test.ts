import { describe, expect, it } from "vitest";
import { insertNews, setUpAdminTestApp } from "../../../test/admin-fixtures";
import { call } from "../../../test/harness";
import { shareAchievement } from "../../../test/member-calls";

// Issue 21 item 10: a member's achievement is filed under the office's category ("Achievements"),
// the dashboard counts those awaiting review, and rows filed as "Achievement" before read as the
// one category (decision 097; no migration).
const t = setUpAdminTestApp({ member: { displayName: "Asha Achiever" } });

const toReview = async () => {
  const res = await t.as("GET", "/api/v1/admin/dashboard");
  expect(res.status).toBe(200);
  return res.body.achievements_to_review;
};

describe("achievements awaiting review", () => {
  it("a shared achievement is an 'Achievements' draft the dashboard counts until it is published", async () => {
    expect(await toReview()).toBe(0);
    const shared = await shareAchievement(t.ctx, t.member, {
      title: "Won the state chess title",
      summary: "Beat the defending champion in the final round.",
    });
    expect(shared.status).toBe(201);
    // An older shared achievement, filed under the name used before, and the office's own draft elsewhere.
    await insertNews(t.ctx, { title: "Older share", category: "Achievement", published: false });
    await insertNews(t.ctx, { title: "Office draft", category: "Reunions", published: false });
    expect(await toReview()).toBe(2);

    const draft = await t.as("GET", `/api/v1/admin/news/${shared.body.id}`);
    expect(draft.body.category).toBe("Achievements");
    expect(
      (await t.as("POST", `/api/v1/admin/news/${shared.body.id}/publish`, { published: true })).status,
    ).toBe(200);
    expect(await toReview()).toBe(1);
  });

  it("news offers one Achievements category and its filter finds articles filed under either name", async () => {
    const old = await insertNews(t.ctx, { title: "Old published", category: "Achievement", published: true });
    await insertNews(t.ctx, { title: "Office story", category: "Achievements", published: true });
    const list = await call(t.ctx, "GET", "/api/v1/news?limit=100");
    expect(list.body.categories.filter((c: string) => c.startsWith("Achievement"))).toEqual(["Achievements"]);
    expect(list.body.items.find((n: { id: string }) => n.id === old.id).category).toBe("Achievements");
    const filtered = await call(t.ctx, "GET", "/api/v1/news?category=Achievements&limit=100");
    expect(filtered.body.items.map((n: { title: string }) => n.title).sort()).toEqual([
      "Office story",
      "Old published",
      "Won the state chess title",
    ]);
  });
});
