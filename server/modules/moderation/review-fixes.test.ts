import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../../contract/notifications";
import { mailLog, messages, reports } from "../../db/schema";
import { setUpTestAppWith } from "../../test/fixtures";
import { call, grantRole, type Member } from "../../test/harness";
import { waitForJobsDone } from "../../test/jobs";
import { sendDigests } from "../notifications/digest";
import { NOTIFICATION_QUEUES } from "../notifications/senders";

// The second engineer's review of the moderation actions (decision 112, "Second engineer's
// review"): each finding fixed here has its test.

const t = setUpTestAppWith({
  admin: { displayName: "Office Admin" },
  mailed: { displayName: "Mala Mailed" },
  digested: { displayName: "Dina Digest" },
  spammer: { displayName: "Sanjay Spammer" },
});
beforeAll(async () => {
  await grantRole(t.ctx, t.admin.userId, "admin");
  const prefs = { ...DEFAULT_NOTIFICATION_PREFERENCES, message: "daily" };
  expect((await as(t.digested, "PUT", "/api/v1/me/notifications", prefs)).status).toBe(200);
});

const as = (m: Member | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  call(t.ctx, method, url, body, m?.cookie);
async function send(from: Member, to: Member, content: string): Promise<string> {
  const res = await as(from, "POST", "/api/v1/messages", { recipient_id: to.userId, content });
  expect(res.status).toBe(201);
  return res.body.id;
}
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
