import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { news } from "../../db/schema";
import { call, createMember, createTestApp, grantRole, type TestContext } from "../../test/harness";

let ctx: TestContext;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db.insert(news).values([
    {
      title: "Old boys win regatta",
      summary: "Rowing glory",
      category: "Achievements",
      published: true,
      createdAt: ago(3),
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
  ]);
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
    ]);
    expect(res.body.total).toBe(3);
    expect(res.body.categories).toEqual(["Achievements", "Events", "Giving"]);
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
    expect((await get("?limit=1")).body.total).toBe(3);
    expect((await get("?limit=101")).status).toBe(400);
    expect((await get("?limit=x")).status).toBe(400);
  });
});
