import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../test/change-feed-fakes";
import { hideProfileThroughApi } from "../test/fixtures";
import { createMember, createTestApp, type Member, type TestContext } from "../test/harness";
import { webDistWithRender } from "../test/render-stand-in";

// Decision 134: a visitor's kept page that merely aged out (PAGE_CACHE_SECONDS, 3 s here) is served
// while one render in the background makes it again; a page a write emptied is never served
// again, on the server that took the write at once and on the other when the notification
// arrives. Both databases, two app servers on one database.

/**
 * A page's life. The aged copy must be asked for between one and two lives after it was kept:
 * with a 1 s life that left 0.9 s for a loaded machine's event loop (the browser tests run beside
 * these), with 3 s it leaves 2.9 s.
 */
const LIFE_SECONDS = 3;
/** The answers' and the pages' life (pages keep 30 s by default, decision 143). */
const LIVES = { CACHE_SECONDS: String(LIFE_SECONDS), PAGE_CACHE_SECONDS: String(LIFE_SECONDS) };
let ctx: TestContext;
let other: TestContext;
let anita: Member;

beforeAll(async () => {
  const webDist = webDistWithRender();
  ctx = await createTestApp({ webDist, env: LIVES });
  other = await createTestApp({
    webDist,
    env: LIVES,
    database: ctx.database,
  });
  anita = await createMember(ctx, { displayName: "Anita Aged" });
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const page = (app: TestContext, url: string) => app.app.inject({ method: "GET", url });
/** Which render made the page (the stand-in writes its number): a kept copy keeps its number. */
const renderOf = (html: string) => Number(html.match(/<p>render (\d+)<\/p>/)?.[1]);
/** Past the page's life, and well inside the one more life an aged copy is served for. */
const ageOut = () => new Promise((resolve) => setTimeout(resolve, LIFE_SECONDS * 1000 + 100));

describe("a visitor's page that aged out", () => {
  it("is served as kept, not rendered in the visitor's path, and the next visitors get its new render", async () => {
    const url = `/alumni/${anita.profileId}`;
    const kept = renderOf((await page(ctx, url)).body);
    await ageOut();
    const aged = await page(ctx, url);
    expect(aged.statusCode).toBe(200);
    expect(renderOf(aged.body)).toBe(kept);
    // Rendered again in the background, then served from memory.
    let refreshed = kept;
    await eventually(async () => {
      refreshed = renderOf((await page(ctx, url)).body);
      return refreshed > kept;
    });
    expect(renderOf((await page(ctx, url)).body)).toBe(refreshed);
  });

  it("of a profile hidden since is never served again: at once on this server, on the other when the notification arrives", async () => {
    const url = `/alumni/${anita.profileId}`;
    for (const server of [ctx, other]) expect((await page(server, url)).body).toContain("Anita Aged");
    await ageOut();
    expect(await hideProfileThroughApi(ctx, anita)).toBe(200);
    const gone = await page(ctx, url);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain("Anita Aged");
    await eventually(async () => (await page(other, url)).statusCode === 404);
    for (const server of [ctx, other]) {
      const again = await page(server, url);
      expect(again.statusCode).toBe(404);
      expect(again.body).not.toContain("Anita Aged");
    }
  });
});
