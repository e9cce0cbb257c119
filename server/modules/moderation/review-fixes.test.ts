import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../../contract/notifications";
import { mailLog, memberSuspensions, messages, reports } from "../../db/schema";
import { insertApprovedEvent, setUpTestAppWith } from "../../test/fixtures";
import { createMember, grantRole, type Member } from "../../test/harness";
import { waitForJobsDone } from "../../test/jobs";
import { insertChapters, moderationCalls } from "../../test/moderation-calls";
import { sendDigests } from "../notifications/digest";
import { NOTIFICATION_QUEUES } from "../notifications/senders";
import { suspendMember } from "./suspensions";

// The second engineer's review of the moderation actions (decision 112, "Second engineer's
// review"): each finding fixed here has its test.

const t = setUpTestAppWith({
  admin: { displayName: "Office Admin" },
  mailed: { displayName: "Mala Mailed" },
  digested: { displayName: "Dina Digest" },
  spammer: { displayName: "Sanjay Spammer" },
  moderator: { displayName: "Mona Moderator" },
  organiser: { displayName: "Omar Organiser" },
});
let pune: string;
let goa: string;
beforeAll(async () => {
  await grantRole(t.ctx, t.admin.userId, "admin");
  await grantRole(t.ctx, t.moderator.userId, "moderator");
  ({ pune, goa } = await insertChapters(t.ctx, ["pune", "goa"], {
    moderatorId: t.moderator.userId,
    slugs: ["pune"],
  }));
  const prefs = { ...DEFAULT_NOTIFICATION_PREFERENCES, message: "daily" };
  expect((await as(t.digested, "PUT", "/api/v1/me/notifications", prefs)).status).toBe(200);
});

const { as, send } = moderationCalls(t);
/** The recipient's bell items about messages from `from`. */
const messageItems = async (m: Member, from: string) =>
  ((await as(m, "GET", "/api/v1/notifications")).body.items as Array<{ kind: string; title: string }>).filter(
    (i) => i.kind === "message" && i.title === `New message from ${from}`,
  );
const mailsTo = (m: Member, subject: string) =>
  t.ctx.database.db
    .select()
    .from(mailLog)
    .where(and(eq(mailLog.toAddress, m.email), like(mailLog.subject, `${subject}%`)));

describe("M1: a suspended sender's messages reach nobody", () => {
  it("takes back the bell items, leaves them out of the digest and does not mail them", async () => {
    await send(t.spammer, t.mailed, "Cheap watches");
    await send(t.spammer, t.digested, "Cheap watches for you too");
    expect(await messageItems(t.mailed, "Sanjay Spammer")).toHaveLength(1);
    expect(await messageItems(t.digested, "Sanjay Spammer")).toHaveLength(1);

    const suspend = await as(t.admin, "PUT", `/api/v1/admin/members/${t.spammer.userId}/suspension`, {
      reason: "Spam",
      days: 7,
    });
    expect(suspend.status).toBe(200);
    expect(await messageItems(t.mailed, "Sanjay Spammer")).toEqual([]);
    expect(await messageItems(t.digested, "Sanjay Spammer")).toEqual([]);

    // The digest: no line names the suspended sender (nothing else is new, so no digest at all).
    await sendDigests(t.ctx.database.db, t.ctx.deps.mailer, "http://localhost:3000", "daily");
    const digests = await t.ctx.database.db
      .select()
      .from(mailLog)
      .where(eq(mailLog.toAddress, t.digested.email));
    expect(digests.filter((d) => d.kind === "digest" && d.textBody.includes("Sanjay"))).toEqual([]);

    // The delayed mail of a message still unread when its sender is suspended: its job runs and sends nothing.
    const [late] = await t.ctx.database.db
      .insert(messages)
      .values({
        senderId: t.spammer.userId,
        recipientId: t.mailed.userId,
        content: "Last offer",
        threadId: randomUUID(),
      })
      .returning({ id: messages.id });
    await t.ctx.deps.notifications.messageSent(late.id);
    expect(await waitForJobsDone(t.ctx, NOTIFICATION_QUEUES.unreadMessage, { messageId: late.id })).toBe(1);
    expect(await messageItems(t.mailed, "Sanjay Spammer")).toEqual([]);
    expect(await mailsTo(t.mailed, "New message from")).toEqual([]);
  });

  it("takes back the recipient's bell item of a hidden message", async () => {
    const sender = t.admin; // any member who is not suspended
    const id = await send(sender, t.mailed, "A message someone reports");
    expect(await messageItems(t.mailed, "Office Admin")).toHaveLength(1);
    expect(
      (
        await as(t.mailed, "POST", "/api/v1/reports", {
          subject_kind: "message",
          subject_id: id,
          reason: "spam",
        })
      ).status,
    ).toBe(201);
    const [report] = await t.ctx.database.db.select().from(reports).where(eq(reports.subjectId, id));
    expect(
      (await as(t.admin, "POST", `/api/v1/admin/reports/${report.id}/hide`, { reason: "Spam" })).status,
    ).toBe(200);
    expect(await messageItems(t.mailed, "Office Admin")).toEqual([]);
  });
});

/** A report by `by` of a new approved Pune event organised by the organiser. */
async function reportedPuneEvent(by: Member, title: string): Promise<string> {
  const event = await insertApprovedEvent(t.ctx, { organizerId: t.organiser.userId, title, chapterId: pune });
  const res = await as(by, "POST", "/api/v1/reports", {
    subject_kind: "event",
    subject_id: event.id,
    reason: "spam",
  });
  expect(res.status).toBe(201);
  const [row] = await t.ctx.database.db.select().from(reports).where(eq(reports.subjectId, event.id));
  return row.id;
}
const mod = (verb: string, id: string) => as(t.moderator, "POST", `/api/v1/moderation/reports/${id}/${verb}`);

describe("M2: a chapter moderator cannot undo what the office decided", () => {
  it("refuses their unhide, reopen and dismiss after the office's action; allows undoing their own", async () => {
    const hidden = await reportedPuneEvent(t.mailed, "Pune Pyramid Scheme");
    expect(
      (await as(t.admin, "POST", `/api/v1/admin/reports/${hidden}/hide`, { reason: "Scam" })).status,
    ).toBe(200);
    for (const verb of ["unhide", "reopen"]) {
      const res = await mod(verb, hidden);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(
        "The alumni office acted on this report. Only the office can change what it decided.",
      );
    }
    const dismissed = await reportedPuneEvent(t.mailed, "Pune Quiz Night");
    expect((await as(t.admin, "POST", `/api/v1/admin/reports/${dismissed}/dismiss`)).status).toBe(200);
    expect((await mod("reopen", dismissed)).status).toBe(403);
    expect((await as(t.admin, "POST", `/api/v1/admin/reports/${dismissed}/reopen`)).status).toBe(200);
    expect((await mod("dismiss", dismissed)).status).toBe(403);

    // What a moderator did, they (or the office) may undo; the office's hide stands.
    const own = await reportedPuneEvent(t.mailed, "Pune Beach Party");
    expect((await mod("dismiss", own)).status).toBe(200);
    expect((await mod("reopen", own)).status).toBe(200);
    const [kept] = await t.ctx.database.db.select().from(reports).where(eq(reports.id, hidden));
    expect(kept.status).toBe("actioned");
  });
});

describe("M3: a chapter moderator's queue", () => {
  it("does not name the reporter, counts only their chapters' reports and shows no suspension", async () => {
    const rita = await createMember(t.ctx, { displayName: "Rita Reporter" });
    const at = (chapterId: string, subjectId: string) => ({
      reporterId: rita.userId,
      subjectKind: "profile",
      subjectId,
      subjectUserId: t.spammer.userId,
      chapterId,
      reason: "spam",
      note: "He wrote to me too",
      snapshot: { title: "Profile: Sanjay Spammer", lines: [] },
    });
    await t.ctx.database.db.insert(reports).values([at(pune, t.spammer.profileId), at(goa, randomUUID())]);
    await t.ctx.database.db
      .insert(memberSuspensions)
      .values({ userId: t.spammer.userId, reason: "Spam", until: new Date(Date.now() + 86_400_000) })
      .onConflictDoNothing();
    await t.ctx.changesHeard();

    const queue = await as(t.moderator, "GET", "/api/v1/moderation/reports?status=open");
    const mine = queue.body.items.filter(
      (r: { reported: { user_id: string } }) => r.reported.user_id === t.spammer.userId,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0].reporter).toEqual({ user_id: null, display_name: "A member" });
    expect(mine[0].reported).toMatchObject({ reports_total: 1, suspended_until: null });

    const office = await as(t.admin, "GET", "/api/v1/admin/reports?status=open");
    const all = office.body.items.filter(
      (r: { reported: { user_id: string } }) => r.reported.user_id === t.spammer.userId,
    );
    expect(all[0].reporter).toEqual({ user_id: rita.userId, display_name: "Rita Reporter" });
    expect(all[0].reported.reports_total).toBe(2);
    expect(all[0].reported.suspended_until).not.toBeNull();
  });
});

describe("L1: a suspension ends the member's viewer, even one its sign-in made meanwhile", () => {
  it("answers no viewer for a session that outlived the suspension's sign-out", async () => {
    const member = await createMember(t.ctx, { displayName: "Racing Ravi" });
    expect((await as(member, "GET", "/api/v1/me")).body.viewer).not.toBeNull(); // now cached
    // The suspension as committed while this sign-in's session was being made: the session survives.
    await t.ctx.database.db.insert(memberSuspensions).values({ userId: member.userId, reason: "Spam" });
    await t.ctx.changesHeard();
    expect((await as(member, "GET", "/api/v1/me")).body.viewer).toBeNull();
  });
});

describe("L2: the office cannot lock itself out", () => {
  it("refuses suspending one's own account and the last administrator", async () => {
    const self = await as(t.admin, "PUT", `/api/v1/admin/members/${t.admin.userId}/suspension`, {
      reason: "Oops",
      days: 7,
    });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe("You cannot suspend your own account.");

    // Two admins suspending each other at once: the second, already suspended, meets the last admin.
    const second = await createMember(t.ctx, { displayName: "Second Admin" });
    await grantRole(t.ctx, second.userId, "admin");
    const suspendFirst = await as(second, "PUT", `/api/v1/admin/members/${t.admin.userId}/suspension`, {
      reason: "Test",
      days: 1,
    });
    expect(suspendFirst.body).toMatchObject({ until: expect.any(String) });
    const actor = { user: { id: t.admin.userId }, roles: ["admin"] } as Parameters<typeof suspendMember>[2];
    const mail = { mailer: t.ctx.deps.mailer, publicUrl: "http://localhost:3000" };
    await expect(
      suspendMember(t.ctx.database.db, mail, actor, second.userId, { reason: "Back", days: 1 }),
    ).rejects.toMatchObject({
      status: 409,
      message: "This is the portal's last administrator: add another before suspending this account.",
    });
  });
});
