// Data rights: Download my data (the export ZIP) and Change e-mail.
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "../../../contract/notifications";
import { DATA_RIGHTS_MESSAGES } from "../../../contract/ui-text";
import { user } from "../../db/auth-schema";
import { mailLog } from "../../db/schema";
import { busyMember } from "../../test/data-rights";
import { setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, ORIGIN, waitForMail } from "../../test/harness";

/** This file's test app; its members are created by each test. */
const t = setUpTestAppWith({});

describe("Download my data", () => {
  it("is a ZIP with data.json holding every section, and the avatar file", async () => {
    const partner = await createMember(t.ctx, { displayName: "Partner One" });
    const { m, avatarUrl, event, title } = await busyMember(t.ctx, partner);
    const res = await t.ctx.app.inject({
      method: "GET",
      url: "/api/v1/account/export",
      headers: { origin: ORIGIN, cookie: m.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="alumni-portal-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(["avatar.webp", "data.json"]);
    const stored = await t.ctx.app.inject({ method: "GET", url: avatarUrl });
    expect(Buffer.from(files["avatar.webp"]).equals(stored.rawPayload)).toBe(true);

    const data = JSON.parse(new TextDecoder().decode(files["data.json"]));
    expect(data.account).toMatchObject({
      id: m.userId,
      email: m.email,
      name: "Dana Kapoor",
      emailVerified: true,
    });
    expect(data.profile).toMatchObject({
      id: m.profileId,
      display_name: "Dana Kapoor",
      avatar_url: avatarUrl,
    });
    expect(data.profile.privacy_settings).toBeTypeOf("object");
    expect(data.messages.sent.map((x: { content: string }) => x.content)).toEqual(["Hello from Dana"]);
    expect(data.messages.received.map((x: { content: string }) => x.content)).toEqual(["Hi Dana"]);
    expect(data.eventReplies).toEqual([
      expect.objectContaining({ eventId: event.id, event: "Gala Night", status: "going" }),
    ]);
    expect(data.eventProposals).toEqual([expect.objectContaining({ title, moderationStatus: "pending" })]);
    expect(data.newsletterSubscriptions).toEqual([
      expect.objectContaining({ email: m.email, confirmedAt: null }),
    ]);
    expect(data.jobs.posted).toEqual([expect.objectContaining({ title: "Data engineer", company: "Acme" })]);
    expect(data.mentoringRequests).toEqual({ sent: [], received: [] });
    expect(Object.keys(data.notificationChoices).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(data.notifications).toEqual([
      expect.objectContaining({ kind: "message", title: "New message from Partner One", body: "Hi Dana" }),
    ]);
    expect(data.mailsSentToYou.map((x: { kind: string }) => x.kind)).toContain("auth");
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider: "credential" })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/"(password|token)"/);
    // Nobody else's data: the partner's profile is not in it, only their id on the messages.
    expect(JSON.stringify(data)).not.toContain(partner.email);
  });

  it("is refused to visitors", async () => {
    expect((await call(t.ctx, "GET", "/api/v1/account/export")).status).toBe(401);
  });
});

describe("Change e-mail", () => {
  it("mails a link to the new address; the address changes only when it is opened", async () => {
    const m = await createMember(t.ctx);
    const newEmail = `moved.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const res = await call(t.ctx, "POST", "/api/v1/account/email", { newEmail }, m.cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DATA_RIGHTS_MESSAGES.changeEmailSent(newEmail));
    const mail = await waitForMail(t.ctx, (x) => x.to === newEmail);
    expect(mail?.subject).toBe(DATA_RIGHTS_MESSAGES.changeEmailSubject);
    const [before] = await t.ctx.database.db.select().from(user).where(eq(user.id, m.userId));
    expect(before.email).toBe(m.email);

    const open = await t.ctx.app.inject({ method: "GET", url: (mail?.link ?? "").replace(ORIGIN, "") });
    expect(open.statusCode).toBe(302);
    const [after] = await t.ctx.database.db.select().from(user).where(eq(user.id, m.userId));
    expect(after.email).toBe(newEmail);
    expect(after.emailVerified).toBe(true);
    // Signs in with the new address, not the old one.
    expect(
      (await call(t.ctx, "POST", "/api/v1/auth/sign-in", { email: newEmail, password: "Secret123" })).status,
    ).toBe(200);
    expect(
      (await call(t.ctx, "POST", "/api/v1/auth/sign-in", { email: m.email, password: "Secret123" })).status,
    ).toBe(401);
  });

  it("refuses the current address and a malformed one; an address already in use gets the same answer and is never taken", async () => {
    const m = await createMember(t.ctx);
    const taken = await createMember(t.ctx);
    const same = await call(t.ctx, "POST", "/api/v1/account/email", { newEmail: m.email }, m.cookie);
    expect(same.status).toBe(400);
    expect(same.body.error.message).toBe(DATA_RIGHTS_MESSAGES.changeEmailSame);
    expect(
      (await call(t.ctx, "POST", "/api/v1/account/email", { newEmail: "not-an-address" }, m.cookie)).status,
    ).toBe(400);
    // Mails are queued in the mail log in the request's own transaction: none for the taken address.
    const mailsTo = () => t.ctx.database.db.$count(mailLog, eq(mailLog.toAddress, taken.email));
    const mailsBefore = await mailsTo();
    const res = await call(t.ctx, "POST", "/api/v1/account/email", { newEmail: taken.email }, m.cookie);
    expect(res.status).toBe(200);
    expect(await mailsTo()).toBe(mailsBefore);
    const [row] = await t.ctx.database.db.select().from(user).where(eq(user.id, m.userId));
    expect(row.email).toBe(m.email);
  });
});
