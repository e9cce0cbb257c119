import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { COMMUNITY_MESSAGES, VALIDATION } from "../../../contract/ui-text";
import { mailLog, news, newsletterSubscriptions } from "../../db/schema";
import { fakeWebDist, setUpTestAppWith } from "../../test/fixtures";
import { call, ORIGIN, waitForMail, waitForMails } from "../../test/harness";
import { shareAchievement } from "../../test/member-calls";

// With the web app's pages served, so the mailed links can be opened as a scanner would.
const t = setUpTestAppWith({ alice: { displayName: "Alice Rao" } }, { webDist: fakeWebDist() });

describe("share an achievement", () => {
  it("stores a draft news item by the member, which visitors cannot see", async () => {
    const res = await shareAchievement(t.ctx, t.alice, {
      title: "Climbed Everest",
      summary: "Reached the summit in May with two batchmates.",
    });
    expect(res.status).toBe(201);
    const [row] = await t.ctx.database.db.select().from(news).where(eq(news.id, res.body.id));
    expect(row).toMatchObject({
      published: false,
      author: "Alice Rao",
      category: "Achievements",
      title: "Climbed Everest",
    });
    expect(
      (await call(t.ctx, "POST", "/api/v1/achievements", { title: "x", summary: "y" }, t.alice.cookie))
        .status,
    ).toBe(400);
    expect(
      (
        await call(t.ctx, "POST", "/api/v1/achievements", {
          title: "Visitor",
          summary: "Should not work at all",
        })
      ).status,
    ).toBe(401);
  });
});

describe("newsletter", () => {
  it("double opt-in: the mailed links open pages that change nothing; their buttons POST", async () => {
    const email = "Reader@Example.org";
    const res = await call(t.ctx, "POST", "/api/v1/newsletter/subscribe", { email });
    expect(res.status).toBe(202);
    const mail = await waitForMail(t.ctx, (m) => m.to === "reader@example.org");
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/newsletter\/confirm\?token=[\w-]+$/);
    const token = new URL(mail.link!).searchParams.get("token")!;
    const state = async () => (await t.ctx.database.db.select().from(newsletterSubscriptions))[0];
    expect((await state()).confirmedAt).toBeNull();

    // A mail scanner opens every link in the mail: the page, and the old API addresses
    // (which now lead to the page). Nothing changes.
    const cancelLink = mail.text.match(/https?:\/\/\S+unsubscribe\S+/)![0];
    expect(cancelLink).toBe(`http://localhost:3000/newsletter/unsubscribe?token=${token}`);
    for (const url of [
      mail.link!,
      cancelLink,
      `/api/v1/newsletter/confirm?token=${token}`,
      `/api/v1/newsletter/unsubscribe?token=${token}`,
    ]) {
      const opened = await t.ctx.app.inject({ method: "GET", url: url.replace(ORIGIN, "") });
      expect(opened.statusCode, url).toBeLessThan(400);
    }
    const oldConfirm = await t.ctx.app.inject({
      method: "GET",
      url: `/api/v1/newsletter/confirm?token=${token}`,
    });
    expect(oldConfirm.statusCode).toBe(303);
    expect(oldConfirm.headers.location).toBe(`/newsletter/confirm?token=${token}`);
    expect(await state()).toMatchObject({ confirmedAt: null, unsubscribedAt: null });

    // The page reads the link's state, then its button POSTs.
    const info = await call(t.ctx, "GET", `/api/v1/newsletter/subscription?token=${token}`);
    expect(info.body).toEqual({ email: "reader@example.org", state: "pending" });
    const confirm = await call(t.ctx, "POST", "/api/v1/newsletter/confirm", { token });
    expect(confirm.status).toBe(200);
    expect(confirm.body.message).toBe(COMMUNITY_MESSAGES.newsletterConfirmed);
    expect((await state()).confirmedAt).not.toBeNull();
    expect((await call(t.ctx, "GET", `/api/v1/newsletter/subscription?token=${token}`)).body.state).toBe(
      "subscribed",
    );

    // Subscribing again while subscribed sends nothing and reveals nothing.
    const queued = await t.ctx.database.db.$count(mailLog);
    expect(
      (await call(t.ctx, "POST", "/api/v1/newsletter/subscribe", { email: "reader@example.org" })).status,
    ).toBe(202);
    expect(await t.ctx.database.db.$count(mailLog)).toBe(queued);
    expect(await t.ctx.database.db.$count(newsletterSubscriptions)).toBe(1);

    const cancel = await call(t.ctx, "POST", `/api/v1/newsletter/unsubscribe?token=${token}`, {});
    expect(cancel.status).toBe(200);
    expect((await state()).unsubscribedAt).not.toBeNull();
    expect((await call(t.ctx, "GET", `/api/v1/newsletter/subscription?token=${token}`)).body.state).toBe(
      "unsubscribed",
    );

    // A token that is not ours: the clear message, in the one error shape, for each address.
    const bogus = "nonsense-token-123";
    for (const [method, url, body] of [
      ["GET", `/api/v1/newsletter/subscription?token=${bogus}`, undefined],
      ["POST", "/api/v1/newsletter/confirm", { token: bogus }],
      ["POST", `/api/v1/newsletter/unsubscribe?token=${bogus}`, {}],
    ] as const) {
      const answer = await call(t.ctx, method, url, body);
      expect(answer.status, url).toBe(404);
      expect(answer.body.error).toEqual({ code: "NOT_FOUND", message: COMMUNITY_MESSAGES.newsletterBadLink });
    }
    const bad = await call(t.ctx, "POST", "/api/v1/newsletter/subscribe", { email: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(VALIDATION.email);
  });

  it("answers a new and an already-subscribed address alike, without waiting for the mail server", async () => {
    // A slow SMTP server: if the answer waited for it, timing would tell who is subscribed.
    let release = () => {};
    t.ctx.mailDelay = () => new Promise<void>((resolve) => (release = resolve));
    try {
      const res = await Promise.race([
        call(t.ctx, "POST", "/api/v1/newsletter/subscribe", { email: "slow-mail@example.org" }),
        new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 2000)),
      ]);
      expect(res === "timeout" ? res : res.status).toBe(202);
      await waitForMail(t.ctx, (m) => m.to === "slow-mail@example.org");
    } finally {
      release();
      t.ctx.mailDelay = null;
    }
  });

  it("still answers 202 when the mail server refuses; the queued mail is retried until it goes", async () => {
    t.ctx.mailDelay = async () => {
      throw new Error("SMTP down");
    };
    try {
      const res = await call(t.ctx, "POST", "/api/v1/newsletter/subscribe", {
        email: "smtp-down@example.org",
      });
      expect(res.status).toBe(202);
      await waitForMail(t.ctx, (m) => m.to === "smtp-down@example.org");
    } finally {
      t.ctx.mailDelay = null;
    }
    await waitForMails(t.ctx, (m) => m.to === "smtp-down@example.org", 2);
    const deadline = Date.now() + 5000;
    let row = (
      await t.ctx.database.db.select().from(mailLog).where(eq(mailLog.toAddress, "smtp-down@example.org"))
    )[0];
    while (row.status !== "sent" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = (
        await t.ctx.database.db.select().from(mailLog).where(eq(mailLog.toAddress, "smtp-down@example.org"))
      )[0];
    }
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });
});
