// Chapters: the office sets, changes and clears an event's chapter through the admin events API.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GROUPS_TEXT } from "../../../contract/community-groups";
import { auditLog, chapters, events } from "../../db/schema";
import { createChapter } from "../../test/chapters";
import { inDays, setUpTestAppWith } from "../../test/fixtures";
import { call, grantRole } from "../../test/harness";

const t = setUpTestAppWith({
  admin: { displayName: "Admin Person" },
  alice: { displayName: "Alice Chapter" },
});

// The two chapters an event moves between, made by the office as chapters.test.ts makes them.
beforeAll(async () => {
  await grantRole(t.ctx, t.admin.userId, "admin");
  expect((await createChapter(t.ctx, t.admin, "mumbai", "Mumbai")).status).toBe(201);
  expect((await createChapter(t.ctx, t.admin, "delhi", "Delhi")).status).toBe(201);
});

describe("chapters", () => {
  it("the office sets, changes and clears an event's chapter; an unknown chapter is a 400 that changes nothing", async () => {
    const db = t.ctx.database.db;
    const idOf = async (slug: string) =>
      (await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.slug, slug)))[0].id;
    const [mumbai, delhi] = [await idOf("mumbai"), await idOf("delhi")];
    const upcomingOf = async (slug: string) =>
      (await call(t.ctx, "GET", `/api/v1/chapters/${slug}`)).body.upcoming_events.map(
        (e: { title: string }) => e.title,
      );
    const chapterOf = async (id: string) =>
      (await call(t.ctx, "GET", `/api/v1/admin/events/${id}`, undefined, t.admin.cookie)).body.chapter;
    const body = {
      title: "Office mixer",
      category: "Networking",
      location: "Mumbai",
      start_date: inDays(20).toISOString(),
      chapter_id: mumbai,
    };

    // Created by the office: approved at once, and on the chapter's page for everyone.
    const created = await call(t.ctx, "POST", "/api/v1/admin/events", body, t.admin.cookie);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(await chapterOf(id)).toEqual({ id: mumbai, slug: "mumbai", name: "Mumbai" });
    expect(await upcomingOf("mumbai")).toContain("Office mixer");

    // Changed: it moves pages, and the audit row records the chapter before and after.
    const moved = await call(
      t.ctx,
      "PUT",
      `/api/v1/admin/events/${id}`,
      { ...body, chapter_id: delhi },
      t.admin.cookie,
    );
    expect(moved.status).toBe(200);
    expect(await chapterOf(id)).toMatchObject({ slug: "delhi" });
    expect(await upcomingOf("mumbai")).not.toContain("Office mixer");
    expect(await upcomingOf("delhi")).toContain("Office mixer");
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(["event.create", "event.update"]);
    expect(audit[0].after).toMatchObject({ chapterId: mumbai });
    expect(audit[1].before).toMatchObject({ chapterId: mumbai });
    expect(audit[1].after).toMatchObject({ chapterId: delhi });

    // Left out of an update, the chapter stays.
    const { chapter_id: _omitted, ...withoutChapter } = body;
    const kept = await call(
      t.ctx,
      "PUT",
      `/api/v1/admin/events/${id}`,
      { ...withoutChapter, title: "Office mixer" },
      t.admin.cookie,
    );
    expect(kept.status).toBe(200);
    expect(await chapterOf(id)).toMatchObject({ slug: "delhi" });

    // An id no chapter has, or no id at all: a 400 on the field, and nothing is written.
    const eventsBefore = await db.$count(events);
    for (const wrong of ["6f1c1f4e-0000-4000-8000-000000000000", "delhi"]) {
      const put = await call(
        t.ctx,
        "PUT",
        `/api/v1/admin/events/${id}`,
        { ...body, title: "Renamed", chapter_id: wrong },
        t.admin.cookie,
      );
      expect(put.status).toBe(400);
      expect(put.body.error.fields.chapter_id).toBe(GROUPS_TEXT.chapterUnknown);
      const post = await call(
        t.ctx,
        "POST",
        "/api/v1/admin/events",
        { ...body, chapter_id: wrong },
        t.admin.cookie,
      );
      expect(post.status).toBe(400);
      expect(post.body.error.fields.chapter_id).toBe(GROUPS_TEXT.chapterUnknown);
    }
    expect(await db.$count(events)).toBe(eventsBefore);
    const [row] = await db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ title: "Office mixer", chapterId: delhi });

    // Cleared ('' from the form's "No chapter", or null): on no chapter's page.
    for (const none of ["", null]) {
      await call(t.ctx, "PUT", `/api/v1/admin/events/${id}`, { ...body, chapter_id: delhi }, t.admin.cookie);
      const cleared = await call(
        t.ctx,
        "PUT",
        `/api/v1/admin/events/${id}`,
        { ...body, chapter_id: none },
        t.admin.cookie,
      );
      expect(cleared.status).toBe(200);
      expect(await chapterOf(id)).toBeNull();
    }
    expect(await upcomingOf("delhi")).not.toContain("Office mixer");

    // The field is the office's: a member cannot use the admin API to place an event.
    expect((await call(t.ctx, "POST", "/api/v1/admin/events", body, t.alice.cookie)).status).toBe(403);
  });
});
