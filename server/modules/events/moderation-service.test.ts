import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, events } from "../../db/schema";
import { insertApprovedEvent, setUpTestAppWith } from "../../test/fixtures";
import { call, grantRole } from "../../test/harness";
import { createChapter } from "../../test/member-calls";

// Event moderation is one use case (decision 105): the office's Approve, its bulk action and a
// chapter moderator's review write the same audit row and leave the same event behind.
const t = setUpTestAppWith({
  admin: { displayName: "Office Admin" },
  moderator: { displayName: "Chapter Moderator" },
  proposer: { displayName: "Event Proposer" },
});
let chapterId: string;

beforeAll(async () => {
  await grantRole(t.ctx, t.admin.userId, "admin");
  await grantRole(t.ctx, t.moderator.userId, "moderator");
  const chapter = await createChapter(t.ctx, t.admin, { name: "Pune", slug: "pune", about: "Pune alumni" });
  chapterId = chapter.body.id;
  const assigned = await call(
    t.ctx,
    "POST",
    "/api/v1/chapters/pune/moderators",
    { user_id: t.moderator.userId },
    t.admin.cookie,
  );
  expect(assigned.status).toBe(200);
});

const pendingChapterEvent = (title: string) =>
  insertApprovedEvent(t.ctx, {
    title,
    moderationStatus: "pending",
    organizerId: t.proposer.userId,
    chapterId,
  });

/** The chapter's moderator answers one of its events. */
const reviewAsModerator = (eventId: string, review: { status: string; notes?: string }) =>
  call(t.ctx, "POST", `/api/v1/chapters/pune/events/${eventId}/review`, review, t.moderator.cookie);

const auditOf = async (eventId: string) => {
  const [row] = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, eventId));
  return row;
};

describe("event moderation, one use case", () => {
  it("a chapter review is audited with the event's fields before and after, as the office's approval is", async () => {
    const byChapter = await pendingChapterEvent("Pune picnic");
    const byOffice = await pendingChapterEvent("Pune quiz");
    const reviewed = await reviewAsModerator(byChapter.id, { status: "approved", notes: "Looks good" });
    expect(reviewed.status).toBe(200);
    const approved = await call(
      t.ctx,
      "POST",
      `/api/v1/admin/events/${byOffice.id}/approve`,
      { notes: "Looks good" },
      t.admin.cookie,
    );
    expect(approved.status).toBe(200);

    const chapterRow = await auditOf(byChapter.id);
    const officeRow = await auditOf(byOffice.id);
    expect([chapterRow.action, officeRow.action]).toEqual(["chapter.event.approve", "event.approve"]);
    const fields = (r: typeof chapterRow) => [
      Object.keys(r.before ?? {}).sort(),
      Object.keys(r.after ?? {}).sort(),
    ];
    expect(fields(chapterRow)).toEqual(fields(officeRow));
    expect(chapterRow.before).toMatchObject({ title: "Pune picnic", moderationStatus: "pending", chapterId });
    expect(chapterRow.after).toMatchObject({ moderationStatus: "approved", moderationNotes: "Looks good" });
  });

  it("the bulk action answers a chapter's event as the office's single action does, and leaves its notes", async () => {
    const event = await pendingChapterEvent("Pune walk");
    await t.ctx.database.db
      .update(events)
      .set({ moderationNotes: "Asked for a map" })
      .where(eq(events.id, event.id));
    const bulk = await call(
      t.ctx,
      "POST",
      "/api/v1/admin/events/bulk",
      { action: "reject", ids: [event.id] },
      t.admin.cookie,
    );
    expect(bulk.body).toEqual({ changed: 1 });
    const [row] = await t.ctx.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ moderationStatus: "rejected", moderationNotes: "Asked for a map" });
    expect((await auditOf(event.id)).action).toBe("event.reject");
    // Decided once, by anyone: the chapter's moderators are refused with their own words.
    const again = await reviewAsModerator(event.id, { status: "approved" });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("This event has already been reviewed");
  });
});
