import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_RENDER_HEADER } from "../http/page-render-mark";
import { putBrakes } from "../test/brakes";
import { setUpTestAppWith } from "../test/fixtures";
import { grantRole } from "../test/harness";
import { webDistWithRender } from "../test/render-stand-in";

// Issue 28 item 5 with its second review (decision 120, M6): the scraping brake counts a
// visitor's directory and profile reads of the API, but the public pages stay open to crawlers:
// the API calls of a visitor's page render are not counted, and a client cannot pass for one.
// The office's lowest allowance (contract/brakes.ts).
const LIMIT = 20;
const t = setUpTestAppWith(
  { anita: { displayName: "Anita Listed" }, office: {} },
  { webDist: webDistWithRender(), rateLimit: true, env: { CACHE_SECONDS: "3600" } },
);
beforeAll(async () => {
  await grantRole(t.ctx, t.office.userId, "admin");
  await putBrakes(t.ctx, t.office.cookie, { directory_reads_per_hour: LIMIT });
});

const from = (url: string, headers: Record<string, string> = {}) =>
  t.ctx.app.inject({ method: "GET", url, remoteAddress: "198.51.100.23", headers });

describe("public pages and the scraping brake", () => {
  it("renders a visitor's profile pages past the hourly allowance, which the API then still grants in full", async () => {
    // More pages than the allowance (distinct addresses, so each is rendered, not kept).
    for (let i = 1; i <= LIMIT + 5; i++) {
      const page = await from(`/alumni/${t.anita.profileId}?from=${i}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Anita Listed");
      expect(page.body).not.toContain("RATE_LIMITED");
    }
    // The API's own reads from that address: the allowance, then the refusal. A client naming the
    // page renders' header without its secret is counted like any other.
    const reads = [];
    for (let i = 0; i <= LIMIT; i++)
      reads.push(
        (await from(`/api/v1/profiles/${t.anita.profileId}`, { [PAGE_RENDER_HEADER]: "guess" })).statusCode,
      );
    expect(reads).toEqual([...Array(LIMIT).fill(200), 429]);
  });
});
