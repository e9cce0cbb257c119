import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../test/change-feed-fakes";
import { fewestQueries } from "../test/count-queries";
import { hideProfileThroughApi } from "../test/fixtures";
import { createMember, createTestApp, type Member, type TestContext } from "../test/harness";
import { webDistWithRender } from "../test/render-stand-in";

// A visitor's server-rendered page kept by URL with the shared answers (issue 22, decision
// 099), on PGlite and PostgreSQL, with the caches on (CACHE_SECONDS far longer than any test:
// only a write can have emptied them).

let ctx: TestContext;
let other: TestContext;
let webDist: string;
let anita: Member;
let bob: Member;
let carol: Member;

beforeAll(async () => {
  webDist = webDistWithRender();
  ctx = await createTestApp({ webDist, env: { CACHE_SECONDS: "3600" } });
  anita = await createMember(ctx, { displayName: "Anita Shown", company: "Acme" });
});
// Hooks of their own: each signs up through the mail queue, slow on a busy machine.
beforeAll(async () => {
  bob = await createMember(ctx, { displayName: "Bob Das" });
  carol = await createMember(ctx, { displayName: "Carol Zubin" });
});
beforeAll(async () => {
  // A second app server on the same database, as behind a load balancer.
  other = await createTestApp({ webDist, env: { CACHE_SECONDS: "3600" }, database: ctx.database });
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const page = (app: TestContext, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: "GET", url, headers });
/** How many pages the render module has rendered, on either server. */
const renders = () => (globalThis as { __keptPagesRenders?: number }).__keptPagesRenders ?? 0;
/** Whether `fn` rendered no page: every page it asked for was a kept one. */
const fromMemory = async (fn: () => Promise<unknown>) => {
  const before = renders();
  await fn();
  return renders() === before;
};
const asMember = (url: string, m: Member) => page(ctx, url, { cookie: m.cookie });
/** Whom the page was rendered for: the user id of its /api/v1/me answer, or null for a visitor. */
const viewerOf = (html: string): string | null => {
  const text = html.match(/<pre>(.*)<\/pre>/)?.[1] ?? "null";
  return JSON.parse(text.replace(/&lt;/g, "<")).me.viewer?.user.id ?? null;
};

describe("a visitor's page kept by its URL", () => {
  it("is the same bytes for every visitor, costs no statement once kept, and has one copy per encoding", async () => {
    const first = await page(ctx, "/alumni");
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("Anita Shown");
    expect(viewerOf(first.body)).toBeNull();
    expect(await fromMemory(() => page(ctx, "/alumni"))).toBe(true);
    expect(await fewestQueries(ctx.database, () => page(ctx, "/alumni"), 3)).toBe(0);
    const again = await page(ctx, "/alumni");
    expect(again.body).toBe(first.body);
    expect(again.headers["cache-control"]).toBe("no-cache");
    expect(again.headers.vary).toBe("accept-encoding, cookie");
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await page(ctx, "/alumni", { "accept-encoding": encoding });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toBe("accept-encoding, cookie");
      expect(decode(res.rawPayload).toString()).toBe(first.body);
    }
  });

  it("is rendered for a new address without a statement once the settings, the meta's profile and the render's answers are kept", async () => {
    const url = `/alumni/${anita.profileId}`;
    expect((await page(ctx, url)).statusCode).toBe(200);
    expect((await page(ctx, "/api/v1/houses")).statusCode).toBe(200);
    let n = 0;
    // Each run a page not kept yet (its own query string): rendered, from kept reads only (decision 134).
    const statements = await fewestQueries(ctx.database, () => page(ctx, `${url}?v=${++n}`), 3);
    expect(statements).toBe(0);
    expect(await fewestQueries(ctx.database, () => page(ctx, "/api/v1/houses"), 3)).toBe(0);
  });

  it("is never served to a member: a member gets the app's shell, private, and it never reaches a visitor", async () => {
    const visitor = await page(ctx, "/alumni"); // kept
    for (const member of [bob, carol]) {
      for (let i = 0; i < 2; i++) {
        const before = renders();
        const res = await asMember("/alumni", member);
        expect(renders(), "no render for a member (decision 115)").toBe(before);
        expect(res.statusCode).toBe(200);
        expect(res.headers["cache-control"]).toBe("private, no-cache");
        expect(res.headers.vary).toBe("accept-encoding, cookie");
        // The shell: no content, no query state, nobody's data; the browser renders it.
        expect(res.body).toContain('<div id="root"></div>');
        expect(res.body).not.toContain("query-state");
        expect(res.body).not.toContain("Anita Shown");
      }
    }
    // The members' answers left nothing a visitor is served.
    const after = await page(ctx, "/alumni");
    expect(after.body).toBe(visitor.body);
    expect(viewerOf(after.body)).toBeNull();
  });

  it("a page whose subject is missing (404) is not kept: it is found once it exists", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await page(ctx, `/alumni/${id}`)).statusCode).toBe(404);
    expect(await fromMemory(() => page(ctx, `/alumni/${id}`))).toBe(false);
  });

  it("a hidden profile's page and card leave the kept pages at once on this server, and on the other when the notification arrives", async () => {
    const profileUrl = `/alumni/${anita.profileId}`;
    for (const server of [ctx, other]) {
      expect((await page(server, profileUrl)).statusCode).toBe(200);
      expect((await page(server, "/alumni")).body).toContain("Anita Shown");
      // Both kept on both servers: served again from memory.
      expect(await fromMemory(() => page(server, profileUrl))).toBe(true);
      expect(await fromMemory(() => page(server, "/alumni"))).toBe(true);
    }
    expect(await hideProfileThroughApi(ctx, anita)).toBe(200);
    // At once on the server that took the write.
    const gone = await page(ctx, profileUrl);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain("Anita Shown");
    expect((await page(ctx, "/alumni")).body).not.toContain("Anita Shown");
    // On the other server when the table's NOTIFY arrives.
    await eventually(async () => (await page(other, profileUrl)).statusCode === 404);
    expect((await page(other, "/alumni")).body).not.toContain("Anita Shown");
    // Its owner still sees their own page.
    expect((await asMember(profileUrl, anita)).body).toContain("Anita Shown");
  });
});
