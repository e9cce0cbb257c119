import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertEvent, insertNews, setUpAdminTestApp } from "../../../test/admin-fixtures";

const t = setUpAdminTestApp();

describe("a readable activity log (issue 13 item 7)", () => {
  it("names the record (live, or as it was when deleted) and filters by person, action and date", async () => {
    const event = await insertEvent(t.ctx, { title: "Alumni Walk" });
    await t.as("POST", `/api/v1/admin/events/${event.id}/approve`, {});
    const article = await insertNews(t.ctx, { title: "Gone Article" });
    await t.as("DELETE", `/api/v1/admin/news/${article.id}`);

    const log = await t.as("GET", `/api/v1/admin/audit?actor=${t.admin.userId}`);
    expect(log.status).toBe(200);
    const byTarget = new Map(
      log.body.items.map((e: { target_id: string; target_label: string }) => [e.target_id, e]),
    );
    expect(byTarget.get(event.id)).toMatchObject({
      action: "event.approve",
      target_label: "Alumni Walk",
      actor_name: "Office Admin",
    });
    expect(byTarget.get(article.id)).toMatchObject({ action: "news.delete", target_label: "Gone Article" });

    const approvals = await t.as("GET", "/api/v1/admin/audit?action=event.approve");
    expect(approvals.body.items.every((e: { action: string }) => e.action === "event.approve")).toBe(true);

    // Dates: a day range, both ends included, days on the school's calendar (decision 128): in
    // New York 03:30 UTC on January 16 is still 22:30 on January 15.
    const general = { site_name: "Alumni Portal", contact_email: "alumni@example.org", max_upload_mb: 10 };
    expect(
      (await t.as("PUT", "/api/v1/admin/settings", { ...general, time_zone: "America/New_York" })).status,
    ).toBe(200);
    await t.ctx.database.db.execute(
      sql`UPDATE audit_log SET created_at = '2026-01-16T03:30:00Z' WHERE target_id = ${event.id}`,
    );
    const day = await t.as("GET", "/api/v1/admin/audit?from=2026-01-15&to=2026-01-15");
    expect(day.body.items.map((e: { target_id: string }) => e.target_id)).toEqual([event.id]);
    const after = await t.as("GET", "/api/v1/admin/audit?from=2026-01-16");
    expect(after.body.items.some((e: { target_id: string }) => e.target_id === event.id)).toBe(false);
    expect((await t.as("GET", "/api/v1/admin/audit?from=yesterday")).status).toBe(400);
  });
});
