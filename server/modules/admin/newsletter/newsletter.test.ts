import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../../../contract/notifications";
import { auditLog, newsletterSubscriptions } from "../../../db/schema";
import { type CallAs, createAdminTestApp } from "../../../test/admin-fixtures";
import {
  call,
  createMember,
  type Member,
  type TestContext,
  waitForMail,
  waitForMails,
} from "../../../test/harness";

let ctx: TestContext;
let admin: Member;
let as: CallAs;
beforeAll(async () => {
  ({ ctx, admin, as } = await createAdminTestApp());
});
afterAll(async () => ctx.close());

const draft = {
  subject: "Reunion 2027",
  body: "# Save the date\n\nThe **reunion** is on 3 March.\n\n<script>x</script>",
};

describe("Admin, Newsletter", () => {
  it("sends a test to the admin only", async () => {
    const res = await as("POST", "/api/v1/admin/newsletter/test", draft);
    expect(res.status).toBe(202);
    const mail = await waitForMail(ctx, (m) => m.to === admin.email && m.subject === "[Test] Reunion 2027");
    expect(mail.html).toContain("<strong>reunion</strong>");
    expect(mail.html).not.toContain("<script>");
    expect((await as("POST", "/api/v1/admin/newsletter/test", { subject: "", body: "x" })).status).toBe(400);
  });

  it("mails each confirmed subscriber and each member who chose news 'Immediately' once, with one-click unsubscribe", async () => {
    const now = new Date();
    await ctx.database.db.insert(newsletterSubscriptions).values([
      { email: "one@example.org", token: "token-one-0123456789", confirmedAt: now },
      { email: "two@example.org", token: "token-two-0123456789", confirmedAt: now },
      { email: "pending@example.org", token: "token-pending-0123456789" },
      { email: "gone@example.org", token: "token-gone-0123456789", confirmedAt: now, unsubscribedAt: now },
    ]);
    const keen = await createMember(ctx, { displayName: "Keen Member" });
    await call(
      ctx,
      "PUT",
      "/api/v1/me/notifications",
      { ...DEFAULT_NOTIFICATION_PREFERENCES, news: "immediately" },
      keen.cookie,
    );
    const res = await as("POST", "/api/v1/admin/newsletter", draft);
    expect(res.status).toBe(202);
    expect(res.body.recipients).toBe(3);
    const mails = await waitForMails(ctx, (m) => m.subject === "Reunion 2027", 3);
    expect(mails.map((m) => m.to).sort()).toEqual([keen.email, "one@example.org", "two@example.org"].sort());
    const one = mails.find((m) => m.to === "one@example.org");
    // Each link names the issue, so an unsubscribe through it is counted in its report (decision 121).
    const link = `http://localhost:3000/api/v1/newsletter/unsubscribe?token=token-one-0123456789&issue=${res.body.id}`;
    // As received over SMTP: the transport's own headers (From, Date …) besides these two.
    expect(one?.headers).toMatchObject({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // The link in the text opens the landing page (GET changes nothing); the header is the
    // address the mail client POSTs to.
    const page = `http://localhost:3000/newsletter/unsubscribe?token=token-one-0123456789&issue=${res.body.id}`;
    expect(one?.html).toContain(page);
    expect(one?.text).toContain(page);
    expect(one?.text).not.toContain(link);

    // Progress and per-recipient status.
    let detail = await as("GET", `/api/v1/admin/newsletter/${res.body.id}`);
    for (let i = 0; i < 50 && detail.body.counts.sent < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      detail = await as("GET", `/api/v1/admin/newsletter/${res.body.id}`);
    }
    expect(detail.body.counts).toMatchObject({ sent: 3, failed: 0, queued: 0 });
    expect(detail.body.deliveries).toHaveLength(3);
    const list = await as("GET", "/api/v1/admin/newsletter");
    expect(list.body[0]).toMatchObject({ id: res.body.id, subject: "Reunion 2027", recipients: 3 });
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "newsletter.send"));
    expect(audit).toHaveLength(1);

    // RFC 8058 one-click: a form POST with no cookie and no Origin.
    const click = await ctx.app.inject({
      method: "POST",
      url: link.replace("http://localhost:3000", ""),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(click.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "one@example.org"));
    expect(row.unsubscribedAt).not.toBeNull();

    // A member's mail: one-click with their signed token sets News to 'Never'; a token made
    // for another member, or changed by one character, is refused and changes nothing.
    const keenMail = mails.find((m) => m.to === keen.email);
    const memberLink = keenMail?.headers?.["List-Unsubscribe"]?.slice(1, -1) ?? "";
    expect(memberLink).toMatch(
      /^http:\/\/localhost:3000\/api\/v1\/newsletter\/unsubscribe\?token=.+\.[0-9a-f]{64}&issue=[0-9a-f-]{36}$/,
    );
    expect(keenMail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = (url: string) =>
      ctx.app.inject({
        method: "POST",
        url: url.replace("http://localhost:3000", ""),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
    const forged = memberLink.replace(/\.([0-9a-f])/, (_m, c: string) => `.${c === "0" ? "1" : "0"}`);
    expect((await oneClick(forged)).statusCode).toBe(404);
    expect((await oneClick(memberLink.replace(keen.userId, admin.userId))).statusCode).toBe(404);
    expect((await call(ctx, "GET", "/api/v1/me/notifications", undefined, keen.cookie)).body.news).toBe(
      "immediately",
    );
    expect((await oneClick(memberLink)).statusCode).toBe(200);
    expect((await call(ctx, "GET", "/api/v1/me/notifications", undefined, keen.cookie)).body.news).toBe(
      "never",
    );

    const again = await as("POST", "/api/v1/admin/newsletter", { ...draft, subject: "Second issue" });
    expect(again.body.recipients).toBe(1);
  });

  it("is for admins only", async () => {
    const member = await createMember(ctx);
    expect((await call(ctx, "POST", "/api/v1/admin/newsletter", draft, member.cookie)).status).toBe(403);
  });
});
