import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../contract/ui-text";
import { fakeWebDist } from "../test/fixtures";
import { createTestApp, ORIGIN, type TestContext } from "../test/harness";
import { pageUrl } from "./spa";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ webDist: fakeWebDist() });
});
afterAll(async () => ctx.close());

describe("served pages for odd addresses", () => {
  it("keeps og:url on this site for a path that starts with two slashes, and never answers 500", async () => {
    for (const url of ["//[", "//evil.example/alumni"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      // Neither is one of the web app's pages (issue 12): the not-found page, never a 500.
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain(`<meta property="og:url" content="${ORIGIN}/`);
      expect(res.body).not.toContain('content="http://evil.example');
    }
    expect(pageUrl("//evil.example/alumni?x=1", ORIGIN).toString()).toBe(`${ORIGIN}/evil.example/alumni?x=1`);
    expect(pageUrl("/alumni/1", `${ORIGIN}/`).toString()).toBe(`${ORIGIN}/alumni/1`);
  });

  it("answers a path the router cannot decode in the one error shape", async () => {
    for (const url of ["/alumni/%", "/api/v1/profiles/%E0%A4%A"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: { code: "VALIDATION_FAILED", message: GENERIC_MESSAGES.badUrl } });
    }
  });
});
