import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { auditLog, events, news, profiles } from "../../../db/schema";
import {
  insertEvent,
  insertNews,
  insertProfile,
  setUpAdminTestApp,
  snapshot,
} from "../../../test/admin-fixtures";
import { createMember, type Member, waitForMails } from "../../../test/harness";

let proposer: Member;
const t = setUpAdminTestApp();
beforeAll(async () => {
  proposer = await createMember(t.ctx, { displayName: "Bulk Proposer" });
});

const auditOf = (ids: string[]) =>
  t.ctx.database.db.select().from(auditLog).where(inArray(auditLog.targetId, ids)).orderBy(auditLog.id);

describe("bulk actions (issue 13 item 3)", () => {
  it("approves several pending events in one go: one audit row and one mail each", async () => {
    const a = await insertEvent(t.ctx, { organizerId: proposer.userId, title: "Bulk A" });
    const b = await insertEvent(t.ctx, { organizerId: proposer.userId, title: "Bulk B" });
    const res = await t.as("POST", "/api/v1/admin/events/bulk", { action: "approve", ids: [a.id, b.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ changed: 2 });
    const rows = await t.ctx.database.db
      .select()
      .from(events)
      .where(inArray(events.id, [a.id, b.id]));
    expect(rows.map((r) => r.moderationStatus)).toEqual(["approved", "approved"]);
    const audit = await auditOf([a.id, b.id]);
    expect(audit.map((r) => [r.targetId, r.action]).sort()).toEqual(
      [
        [a.id, "event.approve"],
        [b.id, "event.approve"],
      ].sort(),
    );
    // Each proposer hears of it through the mail queue (decision 050).
    const told = await waitForMails(
      t.ctx,
      (m) => m.to === proposer.email && /"Bulk [AB]"/.test(m.subject),
      2,
    );
    expect(told.map((m) => m.subject).sort()).toEqual([
      'Your event "Bulk A" was approved',
      'Your event "Bulk B" was approved',
    ]);
  });

  it("changes nothing when one of the events is not pending (409 naming it) or unknown (404)", async () => {
    const ok = await insertEvent(t.ctx, { title: "Still pending" });
    const done = await insertEvent(t.ctx, { title: "Already rejected", moderationStatus: "rejected" });
    const before = await snapshot(t.ctx);
    const res = await t.as("POST", "/api/v1/admin/events/bulk", { action: "approve", ids: [ok.id, done.id] });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`"Already rejected": ${ADMIN_RULES.eventNotPending("rejected")}`);
    const unknown = await t.as("POST", "/api/v1/admin/events/bulk", {
      action: "reject",
      ids: [ok.id, crypto.randomUUID()],
    });
    expect(unknown.status).toBe(404);
    const empty = await t.as("POST", "/api/v1/admin/events/bulk", { action: "reject", ids: [] });
    expect(empty.status).toBe(400);
    expect(await snapshot(t.ctx)).toEqual(before);
  });

  it("publishes, unpublishes and deletes news in bulk, one audit row per article", async () => {
    const ids = [(await insertNews(t.ctx)).id, (await insertNews(t.ctx)).id, (await insertNews(t.ctx)).id];
    expect((await t.as("POST", "/api/v1/admin/news/bulk", { action: "publish", ids })).body).toEqual({
      changed: 3,
    });
    let rows = await t.ctx.database.db.select().from(news).where(inArray(news.id, ids));
    expect(rows.every((r) => r.published)).toBe(true);
    await t.as("POST", "/api/v1/admin/news/bulk", { action: "unpublish", ids: ids.slice(0, 1) });
    rows = await t.ctx.database.db.select().from(news).where(inArray(news.id, ids));
    expect(rows.filter((r) => r.published)).toHaveLength(2);
    await t.as("POST", "/api/v1/admin/news/bulk", { action: "delete", ids });
    expect(await t.ctx.database.db.select().from(news).where(inArray(news.id, ids))).toEqual([]);
    const actions = (await auditOf(ids)).map((r) => r.action);
    expect(actions.filter((a) => a === "news.publish")).toHaveLength(3);
    expect(actions.filter((a) => a === "news.unpublish")).toHaveLength(1);
    expect(actions.filter((a) => a === "news.delete")).toHaveLength(3);
  });

  it("deletes alumni profiles in bulk in one transaction, one audit row each", async () => {
    const ids = [(await insertProfile(t.ctx)).id, (await insertProfile(t.ctx)).id];
    const res = await t.as("POST", "/api/v1/admin/alumni/bulk", { action: "delete", ids });
    expect(res.body).toEqual({ changed: 2 });
    expect(await t.ctx.database.db.select().from(profiles).where(inArray(profiles.id, ids))).toEqual([]);
    expect((await auditOf(ids)).map((r) => r.action)).toEqual(["profile.delete", "profile.delete"]);
  });
});
