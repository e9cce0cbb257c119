import { describe, expect, it } from "vitest";
import { setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, waitForMail } from "../../test/harness";

// Issue 21 item 10: a member sees whether they receive the newsletter: by a confirmed
// subscription of their address (any case), or by News set to 'Immediately' (decision 051's
// two ways an issue finds its recipients); asked but unconfirmed is 'pending'.
const t = setUpTestAppWith({});

const statusOf = async (cookie?: string) => call(t.ctx, "GET", "/api/v1/me/newsletter", undefined, cookie);

describe("a member's newsletter status", () => {
  it("not subscribed, then pending after asking, then subscribed by the address once confirmed", async () => {
    const m = await createMember(t.ctx);
    expect((await statusOf(m.cookie)).body).toEqual({
      email: m.email,
      state: "not-subscribed",
      through: null,
    });
    // Asked in another case: the address is the same.
    const upper = m.email.toUpperCase();
    expect((await call(t.ctx, "POST", "/api/v1/newsletter/subscribe", { email: upper })).status).toBe(202);
    expect((await statusOf(m.cookie)).body.state).toBe("pending");
    const mail = await waitForMail(
      t.ctx,
      (x) => x.to === m.email && !!x.link?.includes("/newsletter/confirm"),
    );
    const token = new URL(mail.link!).searchParams.get("token");
    expect((await call(t.ctx, "POST", "/api/v1/newsletter/confirm", { token })).status).toBe(200);
    expect((await statusOf(m.cookie)).body).toEqual({
      email: m.email,
      state: "subscribed",
      through: "address",
    });
  });

  it("subscribed through News set to 'Immediately', and no longer when it is not", async () => {
    const m = await createMember(t.ctx);
    const prefs = (await call(t.ctx, "GET", "/api/v1/me/notifications", undefined, m.cookie)).body;
    await call(t.ctx, "PUT", "/api/v1/me/notifications", { ...prefs, news: "immediately" }, m.cookie);
    expect((await statusOf(m.cookie)).body).toEqual({
      email: m.email,
      state: "subscribed",
      through: "news-setting",
    });
    await call(t.ctx, "PUT", "/api/v1/me/notifications", { ...prefs, news: "never" }, m.cookie);
    expect((await statusOf(m.cookie)).body.state).toBe("not-subscribed");
  });

  it("is a member's own: a visitor is asked to sign in", async () => {
    expect((await statusOf()).status).toBe(401);
  });
});
