import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, mailLog } from "../../../db/schema";
import { setUpAdminTestApp } from "../../../test/admin-fixtures";
import { call, createMember, waitForMail } from "../../../test/harness";

const t = setUpAdminTestApp();

describe("Admin Settings: mail", () => {
  it("'Send test e-mail' queues a mail to the admin's own address, audited, and the log shows it sent", async () => {
    const res = await t.as("POST", "/api/v1/admin/mail/test", {});
    expect(res.status).toBe(202);
    expect(res.body.to).toBe(t.admin.email);
    const mail = await waitForMail(
      t.ctx,
      (m) => m.to === t.admin.email && m.subject.startsWith("Test e-mail"),
    );
    expect(mail.text).toContain("the portal's mail works");
    expect(mail.html).toContain("<html");
    const audit = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "mail.test"));
    expect(audit).toHaveLength(1);
    expect(audit[0].targetId).toBe(res.body.id);

    let log = await t.as("GET", "/api/v1/admin/mail?status=sent");
    for (let i = 0; i < 50 && !log.body.items.some((m: { id: string }) => m.id === res.body.id); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      log = await t.as("GET", "/api/v1/admin/mail?status=sent");
    }
    expect(log.status).toBe(200);
    expect(log.body.items.find((m: { id: string }) => m.id === res.body.id)).toMatchObject({
      kind: "test",
      to: t.admin.email,
      status: "sent",
      attempts: 1,
      last_error: null,
    });
    expect(log.body.counts.sent).toBeGreaterThanOrEqual(1);
  });

  it("shows a failed mail with its error", async () => {
    await t.ctx.database.db.insert(mailLog).values({
      kind: "notice",
      toAddress: "gone@example.org",
      subject: "Gone",
      textBody: "x",
      status: "failed",
      attempts: 3,
      lastError: "550 No such user",
    });
    const log = await t.as("GET", "/api/v1/admin/mail?status=failed");
    expect(log.body.items).toEqual([
      expect.objectContaining({ to: "gone@example.org", status: "failed", last_error: "550 No such user" }),
    ]);
    expect(log.body.counts.failed).toBe(1);
    expect((await t.as("GET", "/api/v1/admin/mail?status=lost")).status).toBe(400);
  });

  it("is for admins only", async () => {
    const member = await createMember(t.ctx);
    expect((await call(t.ctx, "GET", "/api/v1/admin/mail", undefined, member.cookie)).status).toBe(403);
    expect((await call(t.ctx, "POST", "/api/v1/admin/mail/test", {}, member.cookie)).status).toBe(403);
    expect((await call(t.ctx, "GET", "/api/v1/admin/mail")).status).toBe(401);
  });
});
