import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema";
import { fakeWebDist, setPrivacy } from "../test/fixtures";
import { createMember, createTestApp, type Member, ORIGIN, type TestContext } from "../test/harness";

let ctx: TestContext;
let shown: Member;
let hidden: Member;
beforeAll(async () => {
  ctx = await createTestApp({ webDist: fakeWebDist() });
  shown = await createMember(ctx, { displayName: "Anita Shown" });
  hidden = await createMember(ctx, { displayName: "Hidden Hari" });
  await setPrivacy(ctx, hidden.profileId, { show_in_directory: false });
  await ctx.database.db
    .update(profiles)
    .set({ avatarUrl: "/uploads/avatars/x/1.webp" })
    .where(eq(profiles.id, shown.profileId));
  await ctx.changesHeard();
});
afterAll(async () => ctx.close());

const page = (url: string, cookie?: string) =>
  ctx.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("page status codes (issue 12)", () => {
  it("answers an address the web app has no page for with the shell and 404", async () => {
    for (const url of ["/no-such-page", "/alumni/1/2", "/administrator"]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain("<title>Page not found | ");
    }
    for (const url of ["/", "/alumni", "/events", "/news", "/house-cup", "/auth", "/admin/news"]) {
      expect((await page(url)).statusCode, url).toBe(200);
    }
  });

  it("answers a missing or hidden profile 404 to a visitor, the same page for both", async () => {
    const missing = await page("/alumni/00000000-0000-4000-8000-000000000000");
    const hiddenToVisitor = await page(`/alumni/${hidden.profileId}`);
    for (const res of [missing, hiddenToVisitor, await page("/alumni/not-a-uuid")]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain("<title>Profile not found | ");
    }
    expect(hiddenToVisitor.body).not.toContain("Hidden Hari");
    // The owner sees their own hidden profile.
    const own = await page(`/alumni/${hidden.profileId}`, hidden.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("Hidden Hari");
  });

  it("gives a profile page Open Graph and Twitter tags with the avatar as an absolute image", async () => {
    const res = await page(`/alumni/${shown.profileId}`);
    expect(res.statusCode).toBe(200);
    const image = `${ORIGIN}/uploads/avatars/x/1.webp`;
    expect(res.body).toContain(`<meta property="og:image" content="${image}">`);
    expect(res.body).toContain(`<meta name="twitter:image" content="${image}">`);
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(res.body).toContain('<meta name="twitter:title" content="Anita Shown | ');
    expect(res.body).toContain('<meta property="og:type" content="profile">');
  });
});

describe("the strict CSP of a page (issue 12)", () => {
  it("allows scripts from this site only: no nonce, no inline script, the same header for every response", async () => {
    const [a, b] = [await page("/"), await page("/", shown.cookie)];
    const csp = String(a.headers["content-security-policy"]);
    expect(csp).toMatch(/(^|;)script-src 'self';/);
    expect(csp).not.toMatch(/nonce|sha256|unsafe-inline'[^;]*;.*script|script-src[^;]*unsafe/);
    expect(b.headers["content-security-policy"]).toBe(csp);
  });

  it("marks a signed-in member's page private, a visitor's not", async () => {
    expect((await page("/", shown.cookie)).headers["cache-control"]).toBe("private, no-cache");
    expect((await page("/")).headers["cache-control"]).toBe("no-cache");
  });
});
