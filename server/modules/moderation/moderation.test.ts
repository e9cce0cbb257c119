import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, chapterModerators, chapters, jobs, reports } from "../../db/schema";
import { insertApprovedEvent, setUpTestAppWith } from "../../test/fixtures";
import { createMember, grantRole, type Member, waitForMail } from "../../test/harness";
import { moderationCalls } from "../../test/moderation-calls";

// Issue 28 item 2 (decision 112): what the office does about a report — hide (and show again),
// warn, suspend (and lift) — each logged; and the chapter moderators' own, narrower queue.

const t = setUpTestAppWith({
  reporter: { displayName: "Rita Reporter" },
  sender: { displayName: "Sam Spammer" },
  admin: { displayName: "Office Admin" },
  moderator: { displayName: "Mona Moderator" },
});
let chapterId: string;
beforeAll(async () => {
  await grantRole(t.ctx, t.admin.userId, "admin");
  await grantRole(t.ctx, t.moderator.userId, "moderator");
  const [pune, goa] = await t.ctx.database.db
    .insert(chapters)
    .values([
      { slug: "pune", name: "Pune" },
      { slug: "goa", name: "Goa" },
    ])
    .returning();
  chapterId = pune.id;
  await t.ctx.database.db.insert(chapterModerators).values({ chapterId: goa.id, userId: t.moderator.userId });
});

const { as, send } = moderationCalls(t);
async function reportOf(by: Member, subject_kind: string, subject_id: string): Promise<string> {
  expect((await as(by, "POST", "/api/v1/reports", { subject_kind, subject_id, reason: "spam" })).status).toBe(
    201,
  );
  const [row] = await t.ctx.database.db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, by.userId), eq(reports.subjectId, subject_id)));
  return row.id;
}
const inboxOf = async (m: Member) =>
  (await as(m, "GET", "/api/v1/messages/conversations?limit=20")).body.conversations.map(
    (c: { last_message: { content: string } }) => c.last_message.content,
  );
const threadOf = async (m: Member, other: Member) =>
  (await as(m, "GET", `/api/v1/messages/conversations/${other.userId}?limit=50`)).body.messages as Array<{
    content: string;
    hidden_reason?: string;
  }>;
const actions = async (targetId: string) =>
  (
    await t.ctx.database.db
      .select({ action: auditLog.action, actor: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, targetId))
  ).map((r) => r.action);

describe("hiding a reported message", () => {
  it("takes it out of the recipient's inbox and thread, tells the sender why, and is reversible", async () => {
    await send(t.sender, t.reporter, "Hello from the class of 2005");
    const spam = await send(t.sender, t.reporter, "Cheap watches at spam.example");
    const id = await reportOf(t.reporter, "message", spam);
    expect(await inboxOf(t.reporter)).toEqual(["Cheap watches at spam.example"]);

    // Only the office or the item's chapter moderators: a member 403, a moderator elsewhere 404.
    expect((await as(t.reporter, "POST", `/api/v1/admin/reports/${id}/hide`, { reason: "x" })).status).toBe(
      403,
    );
    expect(
      (await as(t.moderator, "POST", `/api/v1/moderation/reports/${id}/hide`, { reason: "x" })).status,
    ).toBe(404);
    const noReason = await as(t.admin, "POST", `/api/v1/admin/reports/${id}/hide`, { reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toEqual({ reason: "Please say why" });

    const hide = await as(t.admin, "POST", `/api/v1/admin/reports/${id}/hide`, { reason: "Advertising" });
    expect(hide.status).toBe(200);
    expect((await as(t.admin, "POST", `/api/v1/admin/reports/${id}/hide`, { reason: "Again" })).status).toBe(
      409,
    );
    // The recipient: the conversation shows the message before it; the thread no longer has it.
    expect(await inboxOf(t.reporter)).toEqual(["Hello from the class of 2005"]);
    expect((await threadOf(t.reporter, t.sender)).map((m) => m.content)).toEqual([
      "Hello from the class of 2005",
    ]);
    expect((await as(t.reporter, "GET", `/api/v1/messages/${spam}`)).status).toBe(404);
    // The sender still sees it, marked hidden with the office's reason, and is told in the bell and by mail.
    expect((await threadOf(t.sender, t.reporter)).at(-1)).toMatchObject({
      content: "Cheap watches at spam.example",
      hidden_reason: "Advertising",
    });
    const bell = await as(t.sender, "GET", "/api/v1/notifications");
    expect(bell.body.items[0]).toMatchObject({ kind: "office_notice", title: "Your message was hidden" });
    const mail = await waitForMail(
      t.ctx,
      (m) => m.to === t.sender.email && m.subject === "Your message was hidden",
    );
    expect(mail.text).toContain("Reason: Advertising");
    expect((await as(t.admin, "GET", "/api/v1/admin/reports?status=actioned")).body.items[0]).toMatchObject({
      id,
      hidden: true,
    });

    expect((await as(t.admin, "POST", `/api/v1/admin/reports/${id}/unhide`)).status).toBe(200);
    expect((await as(t.admin, "POST", `/api/v1/admin/reports/${id}/unhide`)).status).toBe(409);
    expect(await inboxOf(t.reporter)).toEqual(["Cheap watches at spam.example"]);
    expect(await actions(id)).toEqual(["report.hide", "report.unhide"]);
  });

  it("refuses to hide what cannot be hidden (a profile: suspend instead)", async () => {
    const id = await reportOf(t.reporter, "profile", t.sender.profileId);
    const res = await as(t.admin, "POST", `/api/v1/admin/reports/${id}/hide`, { reason: "Fake" });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("suspend them");
  });
});

describe("warning a member", () => {
  it("sends the office's words to the bell and by mail, and logs it; the office only", async () => {
    const job = await t.ctx.database.db
      .insert(jobs)
      .values({ posterId: t.sender.userId, title: "Easy money", company: "Spam Ltd", closesOn: "2099-01-01" })
      .returning();
    const id = await reportOf(t.reporter, "job", job[0].id);
    const text = "Please post only real openings. A second time and your account will be suspended.";
    expect(
      (await as(t.moderator, "POST", `/api/v1/admin/reports/${id}/warn`, { message: text })).status,
    ).toBe(403);
    expect(
      (await as(t.moderator, "POST", `/api/v1/moderation/reports/${id}/warn`, { message: text })).status,
    ).toBe(404);
    expect((await as(t.admin, "POST", `/api/v1/admin/reports/${id}/warn`, { message: text })).status).toBe(
      200,
    );
    const mail = await waitForMail(
      t.ctx,
      (m) => m.to === t.sender.email && m.subject === "A warning from the alumni office",
    );
    expect(mail.text).toContain(text);
    expect(await actions(id)).toEqual(["report.warn"]);
  });

  it("keeps the job as it was reported after it is edited and deleted", async () => {
    const [job] = await t.ctx.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.title, "Easy money"));
    await t.ctx.database.db.update(jobs).set({ title: "Edited afterwards" }).where(eq(jobs.id, job.id));
    await t.ctx.database.db.delete(jobs).where(eq(jobs.id, job.id));
    const [kept] = await t.ctx.database.db.select().from(reports).where(eq(reports.subjectId, job.id));
    expect(kept.snapshot.title).toBe("Job: Easy money at Spam Ltd");
  });
});

describe("chapter moderators", () => {
  it("see and act on their chapters' reports only, and cannot warn or suspend", async () => {
    const goaEvent = await insertApprovedEvent(t.ctx, {
      organizerId: t.sender.userId,
      title: "Goa Beach Pyramid Scheme",
      chapterId: (await t.ctx.database.db.select().from(chapters).where(eq(chapters.slug, "goa")))[0].id,
    });
    const puneEvent = await insertApprovedEvent(t.ctx, {
      organizerId: t.sender.userId,
      title: "Pune Scam",
      chapterId,
    });
    const goa = await reportOf(t.reporter, "event", goaEvent.id);
    const pune = await reportOf(t.reporter, "event", puneEvent.id);

    const queue = await as(t.moderator, "GET", "/api/v1/moderation/reports?status=open");
    expect(queue.body.items.map((r: { id: string }) => r.id)).toEqual([goa]);
    expect((await as(t.reporter, "GET", "/api/v1/moderation/reports")).status).toBe(403);
    expect((await as(null, "GET", "/api/v1/moderation/reports")).status).toBe(401);
    expect((await as(t.moderator, "GET", "/api/v1/admin/reports")).status).toBe(403);
    expect((await as(t.moderator, "POST", `/api/v1/moderation/reports/${pune}/dismiss`)).status).toBe(404);

    const hide = await as(t.moderator, "POST", `/api/v1/moderation/reports/${goa}/hide`, {
      reason: "A scam",
    });
    expect(hide.status).toBe(200);
    const titles = async () =>
      (await as(null, "GET", "/api/v1/events")).body.events.map((e: { title: string }) => e.title);
    expect(await titles()).not.toContain("Goa Beach Pyramid Scheme");
    const mail = await waitForMail(
      t.ctx,
      (m) => m.to === t.sender.email && m.subject === "Your event was hidden",
    );
    expect(mail.text).toContain("The chapter's moderators hid your event");
    expect((await as(t.moderator, "POST", `/api/v1/moderation/reports/${goa}/unhide`)).status).toBe(200);
    expect(await titles()).toContain("Goa Beach Pyramid Scheme");
    expect(
      (
        await as(t.moderator, "PUT", `/api/v1/admin/members/${t.sender.userId}/suspension`, {
          reason: "x",
          days: 7,
        })
      ).status,
    ).toBe(403);
    expect(await actions(goa)).toEqual(["report.hide", "report.unhide"]);
  });
});

describe("suspending a member", () => {
  it("signs them out, refuses their sign-in, unlists them and hides their messages, until lifted", async () => {
    const member = await createMember(t.ctx, { displayName: "Suspended Sid", password: "Secret123" });
    await send(member, t.reporter, "Sid writes to Rita");
    const listed = async () =>
      (await as(t.reporter, "GET", "/api/v1/profiles?search=Suspended%20Sid")).body.profiles.length as number;
    expect(await listed()).toBe(1);
    const suspend = (body: unknown, by = t.admin) =>
      as(by, "PUT", `/api/v1/admin/members/${member.userId}/suspension`, body);
    expect((await suspend({ reason: "Spam", days: 0 })).status).toBe(400);
    expect((await suspend({ reason: "Spam", days: 7 }, t.reporter)).status).toBe(403);

    const res = await suspend({ reason: "Spam to many members", days: 7 });
    expect(res.status).toBe(200);
    expect((await suspend({ reason: "Again", days: null })).status).toBe(409);
    expect((await as(member, "GET", "/api/v1/me")).body.viewer).toBeNull();
    const signIn = await as(null, "POST", "/api/v1/auth/sign-in", {
      email: member.email,
      password: "Secret123",
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.error.message).toMatch(/^Your account is suspended until \d+ \w+ \d{4}\./);
    // A wrong password is still only a wrong password: the suspension is not revealed.
    const wrong = await as(null, "POST", "/api/v1/auth/sign-in", {
      email: member.email,
      password: "Wrong12345",
    });
    expect(wrong.status).toBe(401);
    expect(await listed()).toBe(0);
    expect(await inboxOf(t.reporter)).not.toContain("Sid writes to Rita");
    // Matched by subject: the newest mail to them may still be the sign-up's verification mail.
    const mail = await waitForMail(
      t.ctx,
      (m) => m.to === member.email && m.subject === "Your Alumni Portal account is suspended",
    );
    expect(mail.text).toContain("Reason: Spam to many members");

    expect((await as(t.admin, "DELETE", `/api/v1/admin/members/${member.userId}/suspension`)).status).toBe(
      200,
    );
    expect((await as(t.admin, "DELETE", `/api/v1/admin/members/${member.userId}/suspension`)).status).toBe(
      409,
    );
    expect(
      (await as(null, "POST", "/api/v1/auth/sign-in", { email: member.email, password: "Secret123" })).status,
    ).toBe(200);
    expect(await listed()).toBe(1);
    expect(await inboxOf(t.reporter)).toContain("Sid writes to Rita");
    expect(await actions(member.userId)).toEqual(["member.suspend", "member.unsuspend"]);
    const logged = await t.ctx.database.db.select().from(auditLog).where(like(auditLog.action, "member.%"));
    expect(logged.every((l) => l.actorId === t.admin.userId)).toBe(true);
  });
});
