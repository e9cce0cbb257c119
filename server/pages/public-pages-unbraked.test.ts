import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_RENDER_HEADER } from "../http/read-brake";
import {
  createMember,
  createTestApp,
  grantRole,
  type Member,
  ORIGIN,
  type TestContext,
} from "../test/harness";
import { webDistWithRender } from "../test/render-stand-in";

// Issue 28 item 5 with its second review (decision 120, M6): the scraping brake counts a
// visitor's directory and profile reads of the API, but the public pages stay open to crawlers:
// the API calls of a visitor's page render are not counted, and a client cannot pass for one.
// The office's lowest allowance (contract/brakes.ts).
const LIMIT = 20;
let ctx: TestContext;
let anita: Member;

beforeAll(async () => {
  ctx = await createTestApp({
    webDist: webDistWithRender(),
    rateLimit: true,
    env: { CACHE_SECONDS: "3600" },
  });
  anita = await createMember(ctx, { displayName: "Anita Listed" });
  const office = await createMember(ctx);
  await grantRole(ctx, office.userId, "admin");
  const put = await ctx.app.inject({
    method: "PUT",
    url: "/api/v1/admin/settings/brakes",
    headers: { cookie: office.cookie, origin: ORIGIN, "content-type": "application/json" },
    payload: {
      new_conversations_per_day: 20,
      new_account_days: 7,
      new_account_conversations_per_day: 5,
      directory_reads_per_hour: LIMIT,
    },
  });
  expect(put.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
});

const from = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url, remoteAddress: "198.51.100.23", headers });

describe("public pages and the scraping brake", () => {
  it("renders a visitor's profile pages past the hourly allowance, which the API then still grants in full", async () => {
    // More pages than the allowance (distinct addresses, so each is rendered, not kept).
    for (let i = 1; i <= LIMIT + 5; i++) {
      const page = await from(`/alumni/${anita.profileId}?from=${i}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Anita Listed");
      expect(page.body).not.toContain("RATE_LIMITED");
    }
    // The API's own reads from that address: the allowance, then the refusal. A client naming the
    // page renders' header without its secret is counted like any other.
    const reads = [];
    for (let i = 0; i <= LIMIT; i++)
      reads.push(
        (await from(`/api/v1/profiles/${anita.profileId}`, { [PAGE_RENDER_HEADER]: "guess" })).statusCode,
      );
    expect(reads).toEqual([...Array(LIMIT).fill(200), 429]);
  });
});
