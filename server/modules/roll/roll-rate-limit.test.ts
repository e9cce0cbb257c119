import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../../contract/ui-text/generic-messages";
import { setUpTestAppWith } from "../../test/fixtures";
import { call } from "../../test/harness";

/**
 * Decision 108, review (2026-11-27): the invitation route has its own per-client rate limit, so
 * one client cannot fire invitations (or probes) in a burst, whichever accounts it signs in with.
 */
const t = setUpTestAppWith(
  { ann: { displayName: "Ann Member", graduationYear: 2005 }, ben: { displayName: "Ben Member" } },
  { rateLimit: true },
);

describe("the invitation route's rate limit", () => {
  it("answers 429 after 10 calls a minute from one client, even from two accounts", async () => {
    // An entry that is not there: each call is refused (404), yet each counts against the limit.
    const url = `/api/v1/roll/${randomUUID()}/invitations`;
    const body = { email: "someone@example.org" };
    for (const cookie of [t.ann.cookie, t.ben.cookie, t.ann.cookie, t.ben.cookie, t.ann.cookie])
      for (const _ of [1, 2]) expect((await call(t.ctx, "POST", url, body, cookie)).status).toBe(404);
    const over = await call(t.ctx, "POST", url, body, t.ben.cookie);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(GENERIC_MESSAGES.rateLimited);
  });
});
