import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { NotificationPage } from "../../../contract/notification-centre";
import { BRAKE_TEXT } from "../../../contract/ui-text";
import { user } from "../../db/auth-schema";
import { insertProfile, setUpAdminTestApp } from "../../test/admin-fixtures";
import { insertApprovedEvent } from "../../test/fixtures";
import { createMember, grantRole, type Member } from "../../test/harness";
import { insertChapters, moderationCalls } from "../../test/moderation-calls";

// Decision 126: the chapter page's Reports (one chapter's reports, within the reviewer's scope),
// and a message the spam brake held reaching its recipient's bell when the office releases it.

const t = setUpAdminTestApp({
  reporter: { displayName: "Rita Reporter" },
  author: { displayName: "Arun Author" },
  moderator: { displayName: "Mona Moderator" },
});
const { as, send } = moderationCalls(t);
let ids: Record<"pune" | "goa" | "nashik", string>;

beforeAll(async () => {
  await grantRole(t.ctx, t.moderator.userId, "moderator");
  // Mona moderates Pune and Goa, not Nashik.
  ids = await insertChapters(t.ctx, ["pune", "goa", "nashik"], {
    moderatorId: t.moderator.userId,
    slugs: ["pune", "goa"],
  });
});

async function reportEventIn(chapter: keyof typeof ids, title: string): Promise<void> {
  const event = await insertApprovedEvent(t.ctx, {
    organizerId: t.author.userId,
    title,
    chapterId: ids[chapter],
  });
  const res = await as(t.reporter, "POST", "/api/v1/reports", {
    subject_kind: "event",
    subject_id: event.id,
    reason: "false_information",
  });
  expect(res.status).toBe(201);
}
const titles = async (m: Member, query: string) => {
  const res = await as(m, "GET", `/api/v1/moderation/reports?${query}`);
  expect(res.status).toBe(200);
  return res.body.items.map((r: { snapshot: { title: string } }) => r.snapshot.title).sort();
};

describe("one chapter's reports", () => {
  it("lists only that chapter's, and never a chapter outside the moderator's scope", async () => {
    await reportEventIn("pune", "Pune Picnic");
    await reportEventIn("goa", "Goa Gala");
    await reportEventIn("nashik", "Nashik Night");

    expect(await titles(t.moderator, "status=open")).toEqual(["Event: Goa Gala", "Event: Pune Picnic"]);
    expect(await titles(t.moderator, "status=open&chapter=pune")).toEqual(["Event: Pune Picnic"]);
    // A chapter they do not moderate, or none by that name: nothing, not the office's list.
    expect(await titles(t.moderator, "status=open&chapter=nashik")).toEqual([]);
    expect(await titles(t.moderator, "status=open&chapter=nowhere")).toEqual([]);
    // The office sees any one chapter's.
    expect(await titles(t.admin, "status=open&chapter=nashik")).toEqual(["Event: Nashik Night"]);

    const tooLong = await as(t.moderator, "GET", `/api/v1/moderation/reports?chapter=${"x".repeat(61)}`);
    expect(tooLong.status).toBe(400);
    expect((await as(t.reporter, "GET", "/api/v1/moderation/reports?chapter=pune")).status).toBe(403);
  });
});

describe("releasing a held message", () => {
  const bell = async (m: Member): Promise<NotificationPage> =>
    (await as(m, "GET", "/api/v1/notifications")).body;

  it("tells its recipient in the bell as a new message does", async () => {
    expect(
      (
        await t.as("PUT", "/api/v1/admin/settings/brakes", {
          new_conversations_per_day: 10,
          new_account_days: 0,
          new_account_conversations_per_day: 1,
          directory_reads_per_hour: 600,
        })
      ).status,
    ).toBe(200);
    const spammer = await createMember(t.ctx, { displayName: "Sid Sender" });
    const text = "Join my crypto club";
    for (let i = 0; i < 3; i++) {
      // Strangers made straight in the database: they only receive.
      const id = randomUUID();
      await t.ctx.database.db
        .insert(user)
        .values({ id, name: `S${i}`, email: `${id}@example.org`, emailVerified: true });
      await insertProfile(t.ctx, { userId: id, displayName: `Stranger ${i}` });
      expect(
        (await as(spammer, "POST", "/api/v1/messages", { recipient_id: id, content: text })).status,
      ).toBe(201);
    }
    const target = await createMember(t.ctx, { displayName: "Tara Target" });
    const heldId = await send(spammer, target, text);
    const held = await as(spammer, "GET", `/api/v1/messages/${heldId}`);
    expect(held.body.hidden_reason).toBe(BRAKE_TEXT.heldReason);
    expect((await bell(target)).items).toEqual([]);

    const queue = await t.as("GET", "/api/v1/admin/reports?status=open");
    const report = queue.body.items.find((r: { subject_id: string }) => r.subject_id === heldId);
    expect((await t.as("POST", `/api/v1/admin/reports/${report.id}/unhide`, {})).status).toBe(200);

    const after = await bell(target);
    expect(after.items).toMatchObject([
      {
        kind: "message",
        title: "New message from Sid Sender",
        body: text,
        path: `/messages?with=${spammer.userId}`,
      },
    ]);
    expect(after.unread).toBe(1);
  });
});
