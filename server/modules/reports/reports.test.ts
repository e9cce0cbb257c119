import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, messages, reports } from "../../db/schema";
import { insertApprovedEvent, setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, grantRole, type Member } from "../../test/harness";

// Issue 28 items 1-2 (decision 107): a member reports what another member wrote; the office
// reviews the item as it was when reported, with who reported it, why, and the member's history.

const t = setUpTestAppWith({
  reporter: { displayName: "Rita Reporter" },
  author: { displayName: "Sam Sender" },
  admin: { displayName: "Office Admin" },
});
beforeAll(async () => grantRole(t.ctx, t.admin.userId, "admin"));
const RECEIVED = "Thank you. The alumni office will review your report.";

const report = (by: Member | null, body: Record<string, unknown>) =>
  call(t.ctx, "POST", "/api/v1/reports", body, by?.cookie);
const act = (id: string, verb: "dismiss" | "reopen") =>
  call(t.ctx, "POST", `/api/v1/admin/reports/${id}/${verb}`, undefined, t.admin.cookie);
const queue = (status = "open") =>
  call(t.ctx, "GET", `/api/v1/admin/reports?status=${status}`, undefined, t.admin.cookie);
async function sendAs(from: Member, to: Member, content: string): Promise<string> {
  const res = await call(
    t.ctx,
    "POST",
    "/api/v1/messages",
    { recipient_id: to.userId, content },
    from.cookie,
  );
  expect(res.status).toBe(201);
  return res.body.id;
}

describe("reporting", () => {
  it("refuses visitors, bad input and what the reporter cannot see, and changes nothing", async () => {
    const id = await sendAs(t.author, t.reporter, "Hello");
    expect((await report(null, { subject_kind: "message", subject_id: id, reason: "spam" })).status).toBe(
      401,
    );
    const noReason = await report(t.reporter, { subject_kind: "message", subject_id: id });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields).toEqual({ reason: "Please choose a reason" });
    const badId = await report(t.reporter, {
      subject_kind: "message",
      subject_id: "1; drop",
      reason: "spam",
    });
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields).toEqual({ subject_id: "This item cannot be reported" });
    // A message the reporter did not receive (here: one they could not have seen) is not found.
    const other = await createMember(t.ctx, { displayName: "Third Person" });
    const notTheirs = await sendAs(t.author, other, "Private to a third person");
    const hidden = await report(t.reporter, {
      subject_kind: "message",
      subject_id: notTheirs,
      reason: "spam",
    });
    expect(hidden.status).toBe(404);
    // One's own message cannot be reported.
    const own = await sendAs(t.reporter, t.author, "Mine");
    expect(
      (await report(t.author, { subject_kind: "message", subject_id: own, reason: "spam" })).status,
    ).toBe(201);
    const ownReport = await report(t.reporter, { subject_kind: "message", subject_id: own, reason: "spam" });
    expect(ownReport.status).toBe(404); // the reporter received no such message
    expect((await queue()).body.total).toBe(1);
    await t.ctx.database.db.delete(reports);
  });

  it("keeps the reported messages as they were, even after they are deleted", async () => {
    await sendAs(t.author, t.reporter, "First, harmless");
    const last = await sendAs(t.author, t.reporter, "Buy followers now at example.com");
    const res = await report(t.reporter, {
      subject_kind: "message",
      subject_id: last,
      reason: "spam",
      note: "  He sends this to everyone  ",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: RECEIVED });
    // Again: the same answer, still one report.
    expect(
      (await report(t.reporter, { subject_kind: "message", subject_id: last, reason: "harassment" })).status,
    ).toBe(201);

    await t.ctx.database.db.delete(messages).where(eq(messages.senderId, t.author.userId));
    const list = await queue();
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({
      subject_kind: "message",
      reason: "spam",
      note: "He sends this to everyone",
      status: "open",
      reporter: { user_id: t.reporter.userId, display_name: "Rita Reporter" },
      reported: { user_id: t.author.userId, display_name: "Sam Sender", reports_total: 1 },
    });
    expect(list.body.items[0].snapshot.lines.slice(-2)).toEqual([
      "First, harmless",
      "Buy followers now at example.com",
    ]);
  });

  it("reports a profile and an event, and counts the member's history", async () => {
    const profile = await report(t.reporter, {
      subject_kind: "profile",
      subject_id: t.author.profileId,
      reason: "impersonation",
    });
    expect(profile.status).toBe(201);
    const own = await report(t.reporter, {
      subject_kind: "profile",
      subject_id: t.reporter.profileId,
      reason: "spam",
    });
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe("You cannot report your own content");
    const event = await insertApprovedEvent(t.ctx, {
      organizerId: t.author.userId,
      title: "Crypto Riches Evening",
    });
    expect(
      (await report(t.reporter, { subject_kind: "event", subject_id: event.id, reason: "false_information" }))
        .status,
    ).toBe(201);
    const items = (await queue()).body.items as {
      snapshot: { title: string };
      reported: { reports_total: number };
    }[];
    expect(items.map((i) => i.snapshot.title)).toEqual([
      "Event: Crypto Riches Evening",
      "Profile: Sam Sender",
      "Messages",
    ]);
    expect(items.map((i) => i.reported.reports_total)).toEqual([3, 3, 3]);
  });

  it("lets only the office review, and dismissing is logged and reversible", async () => {
    expect((await call(t.ctx, "GET", "/api/v1/admin/reports", undefined, t.reporter.cookie)).status).toBe(
      403,
    );
    const [first] = (await queue()).body.items;
    expect((await act(first.id, "dismiss")).status).toBe(200);
    expect((await act(first.id, "dismiss")).status).toBe(409);
    expect((await queue()).body.total).toBe(2);
    expect((await queue("dismissed")).body.items.map((i: { id: string }) => i.id)).toEqual([first.id]);
    expect((await act(first.id, "reopen")).status).toBe(200);
    expect((await queue()).body.total).toBe(3);
    const logged = await t.ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "report"), eq(auditLog.targetId, first.id)));
    expect(logged.map((l) => l.action).sort()).toEqual(["report.dismiss", "report.reopen"]);
  });
});
