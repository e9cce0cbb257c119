import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, events } from "../../db/schema";
import { createChapter as createChapterAs } from "../../test/chapters";
import { eventProposal } from "../../test/event-proposals";
import { insertApprovedEvent, setPrivacy, setUpTestAppWith } from "../../test/fixtures";
import { call, grantRole } from "../../test/harness";

const t = setUpTestAppWith({
  admin: { displayName: "Admin Person" },
  mod: { displayName: "Mod Mumbai" },
  otherMod: { displayName: "Mod Delhi" },
  alice: { displayName: "Alice Chapter" },
  bob: { displayName: "Bob Chapter" },
  hidden: { displayName: "Hidden Chapter" },
});

const proposal = eventProposal(14, {
  title: "Mumbai chapter mixer",
  category: "Networking",
  location: "Mumbai",
});

beforeAll(async () => {
  await grantRole(t.ctx, t.admin.userId, "admin");
  await grantRole(t.ctx, t.mod.userId, "moderator");
  await grantRole(t.ctx, t.otherMod.userId, "moderator");
  await setPrivacy(t.ctx, t.hidden.profileId, { show_in_directory: false });
});

/** The office (or whoever `cookie` signs in) assigns a moderator to the Mumbai chapter. */
const assignMumbaiModerator = (userId: string, cookie: string) =>
  call(t.ctx, "POST", "/api/v1/chapters/mumbai/moderators", { user_id: userId }, cookie);

const createChapter = (slug: string, name: string) => createChapterAs(t.ctx, t.admin, slug, name);

describe("chapters", () => {
  it("only the office creates chapters, audited; a taken or malformed address is refused", async () => {
    expect((await call(t.ctx, "POST", "/api/v1/chapters", { name: "X", slug: "xyz" })).status).toBe(401);
    expect(
      (await call(t.ctx, "POST", "/api/v1/chapters", { name: "X", slug: "xyz" }, t.alice.cookie)).status,
    ).toBe(403);
    const res = await createChapter("mumbai", "Mumbai");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ slug: "mumbai", name: "Mumbai", member_count: 0 });
    const audit = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "chapter.create"));
    expect(audit).toHaveLength(1);
    expect((await createChapter("mumbai", "Mumbai again")).status).toBe(409);
    const bad = await createChapter("Not A Slug", "Bad");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.slug).toBeTruthy();
    expect((await createChapter("delhi", "Delhi")).status).toBe(201);
  });

  it("members join and leave; the member list honours show_in_directory; visitors see names only", async () => {
    for (const m of [t.alice, t.bob, t.hidden]) {
      expect(
        (await call(t.ctx, "PUT", "/api/v1/chapters/mumbai/membership", undefined, m.cookie)).status,
      ).toBe(200);
    }
    // Joining twice is harmless.
    expect(
      (await call(t.ctx, "PUT", "/api/v1/chapters/mumbai/membership", undefined, t.alice.cookie)).status,
    ).toBe(200);
    const page = await call(t.ctx, "GET", "/api/v1/chapters/mumbai", undefined, t.bob.cookie);
    expect(page.body.members.map((p: { display_name: string }) => p.display_name).sort()).toEqual([
      "Alice Chapter",
      "Bob Chapter",
    ]);
    expect(page.body.member_count).toBe(2);
    expect(page.body.is_member).toBe(true);

    const visitor = await call(t.ctx, "GET", "/api/v1/chapters/mumbai");
    expect(visitor.body).toMatchObject({
      name: "Mumbai",
      members: null,
      member_count: null,
      is_member: false,
    });
    const list = await call(t.ctx, "GET", "/api/v1/chapters");
    expect(list.body.chapters.map((c: { slug: string }) => c.slug)).toEqual(["delhi", "mumbai"]);
    expect(list.body.chapters[1].member_count).toBeNull();

    expect((await call(t.ctx, "PUT", "/api/v1/chapters/mumbai/membership")).status).toBe(401);
    expect(
      (await call(t.ctx, "DELETE", "/api/v1/chapters/mumbai/membership", undefined, t.bob.cookie)).status,
    ).toBe(200);
    const after = await call(t.ctx, "GET", "/api/v1/chapters/mumbai", undefined, t.alice.cookie);
    expect(after.body.members.map((p: { display_name: string }) => p.display_name)).toEqual([
      "Alice Chapter",
    ]);
    expect((await call(t.ctx, "GET", "/api/v1/chapters/nowhere")).status).toBe(404);
  });

  it("a chapter event is proposed by a member, pending until the chapter's moderator approves it", async () => {
    expect((await call(t.ctx, "POST", "/api/v1/chapters/mumbai/events", proposal, t.bob.cookie)).status).toBe(
      403,
    );
    const proposed = await call(t.ctx, "POST", "/api/v1/chapters/mumbai/events", proposal, t.alice.cookie);
    expect(proposed.status).toBe(201);
    expect(proposed.body.moderation_status).toBe("pending");
    const id = proposed.body.id;

    // Moderator role alone is not enough: assignment comes from the office (admins only).
    const review = { status: "approved" };
    expect(
      (await call(t.ctx, "POST", `/api/v1/chapters/mumbai/events/${id}/review`, review, t.mod.cookie)).status,
    ).toBe(403);
    expect((await assignMumbaiModerator(t.mod.userId, t.mod.cookie)).status).toBe(403);
    // A member without the moderator role cannot be assigned.
    expect((await assignMumbaiModerator(t.bob.userId, t.admin.cookie)).status).toBe(409);
    expect((await assignMumbaiModerator(t.mod.userId, t.admin.cookie)).status).toBe(200);
    expect(
      (
        await call(
          t.ctx,
          "POST",
          "/api/v1/chapters/delhi/moderators",
          { user_id: t.otherMod.userId },
          t.admin.cookie,
        )
      ).status,
    ).toBe(200);

    // Another chapter's moderator cannot reach it, through either chapter's address.
    expect(
      (await call(t.ctx, "POST", `/api/v1/chapters/mumbai/events/${id}/review`, review, t.otherMod.cookie))
        .status,
    ).toBe(403);
    expect(
      (await call(t.ctx, "POST", `/api/v1/chapters/delhi/events/${id}/review`, review, t.otherMod.cookie))
        .status,
    ).toBe(404);
    // A plain member never.
    expect(
      (await call(t.ctx, "POST", `/api/v1/chapters/mumbai/events/${id}/review`, review, t.alice.cookie))
        .status,
    ).toBe(403);

    const modPage = await call(t.ctx, "GET", "/api/v1/chapters/mumbai", undefined, t.mod.cookie);
    expect(modPage.body.is_moderator).toBe(true);
    expect(modPage.body.pending_events.map((e: { id: string }) => e.id)).toEqual([id]);
    const alicePage = await call(t.ctx, "GET", "/api/v1/chapters/mumbai", undefined, t.alice.cookie);
    expect(alicePage.body.pending_events).toEqual([]);

    const ok = await call(t.ctx, "POST", `/api/v1/chapters/mumbai/events/${id}/review`, review, t.mod.cookie);
    expect(ok.status).toBe(200);
    expect(ok.body.moderation_status).toBe("approved");
    // The proposer hears of it in the notification centre (decision 074).
    const bell = await call(t.ctx, "GET", "/api/v1/notifications", undefined, t.alice.cookie);
    expect(bell.body.items).toEqual([
      expect.objectContaining({
        kind: "event_moderation",
        title: 'Your event "Mumbai chapter mixer" was approved',
      }),
    ]);
    expect(
      (await call(t.ctx, "POST", `/api/v1/chapters/mumbai/events/${id}/review`, review, t.mod.cookie)).status,
    ).toBe(409);
    const audit = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "chapter.event.approve"));
    expect(audit.map((a) => a.actorId)).toEqual([t.mod.userId]);

    const visitor = await call(t.ctx, "GET", "/api/v1/chapters/mumbai");
    expect(visitor.body.upcoming_events.map((e: { id: string }) => e.id)).toEqual([id]);
  });

  it("a chapter moderator cannot review events outside the chapter; unassigned, the power ends", async () => {
    const plain = await insertApprovedEvent(t.ctx, { moderationStatus: "pending", title: "No chapter" });
    const r = await call(
      t.ctx,
      "POST",
      `/api/v1/chapters/mumbai/events/${plain.id}/review`,
      { status: "rejected" },
      t.mod.cookie,
    );
    expect(r.status).toBe(404);
    const [row] = await t.ctx.database.db.select().from(events).where(eq(events.id, plain.id));
    expect(row.moderationStatus).toBe("pending");

    const second = await call(
      t.ctx,
      "POST",
      "/api/v1/chapters/mumbai/events",
      { ...proposal, title: "Second" },
      t.alice.cookie,
    );
    expect(
      (
        await call(
          t.ctx,
          "DELETE",
          `/api/v1/chapters/mumbai/moderators/${t.mod.userId}`,
          undefined,
          t.admin.cookie,
        )
      ).status,
    ).toBe(200);
    const refused = await call(
      t.ctx,
      "POST",
      `/api/v1/chapters/mumbai/events/${second.body.id}/review`,
      { status: "rejected" },
      t.mod.cookie,
    );
    expect(refused.status).toBe(403);
    // An admin may review any chapter's events.
    const byAdmin = await call(
      t.ctx,
      "POST",
      `/api/v1/chapters/mumbai/events/${second.body.id}/review`,
      { status: "rejected", notes: "Clashes with the gala" },
      t.admin.cookie,
    );
    expect(byAdmin.body.moderation_status).toBe("rejected");
    expect(
      (
        await call(
          t.ctx,
          "POST",
          `/api/v1/chapters/mumbai/events/${second.body.id}/review`,
          { status: "maybe" },
          t.admin.cookie,
        )
      ).status,
    ).toBe(400);
  });
});
