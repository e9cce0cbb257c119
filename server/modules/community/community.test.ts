import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALIDATION } from "../../../contract/ui-text";
import { mailLog, news, newsletterSubscriptions } from "../../db/schema";
import {
  call,
  createMember,
  createTestApp,
  type Member,
  ORIGIN,
  type TestContext,
  waitForMail,
  waitForMails,
} from "../../test/harness";

let ctx: TestContext;
let alice: Member;
beforeAll(async () => {
  ctx = await createTestApp();
  alice = await createMember(ctx, { displayName: "Alice Rao" });
});
afterAll(async () => ctx.close());

describe("share an achievement", () => {
  it("stores a draft news item by the member, which visitors cannot see", async () => {
    const res = await call(
      ctx,
      "POST",
      "/api/v1/achievements",
      { title: "Climbed Everest", summary: "Reached the summit in May with two batchmates." },
      alice.cookie,
    );
    expect(res.status).toBe(201);
    const [row] = await ctx.database.db.select().from(news).where(eq(news.id, res.body.id));
    expect(row).toMatchObject({
      published: false,
      author: "Alice Rao",
      category: "Achievement",
      title: "Climbed Everest",
    });
    expect(
      (await call(ctx, "POST", "/api/v1/achievements", { title: "x", summary: "y" }, alice.cookie)).status,
    ).toBe(400);
    expect(
      (
        await call(ctx, "POST", "/api/v1/achievements", {
          title: "Visitor",
          summary: "Should not work at all",
        })
      ).status,
    ).toBe(401);
  });
});

describe("newsletter", () => {
  it("double opt-in: stores the address, mails a link, confirms, and cancels by link", async () => {
    const email = "Reader@Example.org";
    const res = await call(ctx, "POST", "/api/v1/newsletter/subscribe", { email });
    expect(res.status).toBe(202);
    const mail = await waitForMail(ctx, (m) => m.to === "reader@example.org");
    expect(mail.link).toMatch(/\/api\/v1\/newsletter\/confirm\?token=/);
    const [pending] = await ctx.database.db.select().from(newsletterSubscriptions);
    expect(pending.confirmedAt).toBeNull();

    const confirm = await ctx.app.inject({ method: "GET", url: mail.link!.replace(ORIGIN, "") });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe("/?newsletter=confirmed");
    const [confirmed] = await ctx.database.db.select().from(newsletterSubscriptions);
    expect(confirmed.confirmedAt).not.toBeNull();

    // Subscribing again while subscribed sends nothing and reveals nothing.
    const queued = await ctx.database.db.$count(mailLog);
    expect(
      (await call(ctx, "POST", "/api/v1/newsletter/subscribe", { email: "reader@example.org" })).status,
    ).toBe(202);
    expect(await ctx.database.db.$count(mailLog)).toBe(queued);
    expect(await ctx.database.db.$count(newsletterSubscriptions)).toBe(1);

    const cancelLink = mail.text.match(/https?:\/\/\S+unsubscribe\S+/)![0];
    const cancel = await ctx.app.inject({ method: "GET", url: cancelLink.replace(ORIGIN, "") });
    expect(cancel.headers.location).toBe("/?newsletter=unsubscribed");
    const [cancelled] = await ctx.database.db.select().from(newsletterSubscriptions);
    expect(cancelled.unsubscribedAt).not.toBeNull();

    const bogus = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/newsletter/confirm?token=nonsense-token-123",
    });
    expect(bogus.headers.location).toBe("/?newsletter=invalid");
    const bad = await call(ctx, "POST", "/api/v1/newsletter/subscribe", { email: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(VALIDATION.email);
  });

  it("answers a new and an already-subscribed address alike, without waiting for the mail server", async () => {
    // A slow SMTP server: if the answer waited for it, timing would tell who is subscribed.
    let release = () => {};
    ctx.mailDelay = () => new Promise<void>((resolve) => (release = resolve));
    try {
      const res = await Promise.race([
        call(ctx, "POST", "/api/v1/newsletter/subscribe", { email: "slow-mail@example.org" }),
        new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 2000)),
      ]);
      expect(res === "timeout" ? res : res.status).toBe(202);
      await waitForMail(ctx, (m) => m.to === "slow-mail@example.org");
    } finally {
      release();
      ctx.mailDelay = null;
    }
  });

  it("still answers 202 when the mail server refuses; the queued mail is retried until it goes", async () => {
    ctx.mailDelay = async () => {
      throw new Error("SMTP down");
    };
    try {
      const res = await call(ctx, "POST", "/api/v1/newsletter/subscribe", { email: "smtp-down@example.org" });
      expect(res.status).toBe(202);
      await waitForMail(ctx, (m) => m.to === "smtp-down@example.org");
    } finally {
      ctx.mailDelay = null;
    }
    await waitForMails(ctx, (m) => m.to === "smtp-down@example.org", 2);
    const deadline = Date.now() + 5000;
    let row = (
      await ctx.database.db.select().from(mailLog).where(eq(mailLog.toAddress, "smtp-down@example.org"))
    )[0];
    while (row.status !== "sent" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = (
        await ctx.database.db.select().from(mailLog).where(eq(mailLog.toAddress, "smtp-down@example.org"))
      )[0];
    }
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });
});
