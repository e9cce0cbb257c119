import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, deathNotices, profiles } from "../../db/schema";
import { setUpTestAppWith } from "../../test/fixtures";
import { call, grantRole, type Member } from "../../test/harness";

// Issue 26 item 4 (decision 109): a member tells the office of a death; the office confirms or
// dismisses it in its queue; once confirmed the alumnus is remembered, not offered to anyone to
// write to, and their account is closed; everything is reversible and logged.

const t = setUpTestAppWith({
  reporter: { displayName: "Rita Reporter", house: "Tata", graduationYear: 1975 },
  late: { displayName: "Arun Late", house: "Tata", graduationYear: 1975 },
  other: { displayName: "Oscar Other" },
  admin: { displayName: "Office Admin" },
});
beforeAll(async () => {
  await grantRole(t.ctx, t.admin.userId, "admin");
  // Arun offered mentoring and job referrals.
  await t.ctx.database.db
    .update(profiles)
    .set({ mentorshipAvailability: true, jobReferralAvailability: true })
    .where(eq(profiles.id, t.late.profileId));
  await t.ctx.changesHeard();
});
const THANKS = "Thank you for letting us know. The alumni office will verify it with care.";

const inform = (by: Member | null, profileId: string, body: Record<string, unknown>) =>
  call(t.ctx, "POST", `/api/v1/profiles/${profileId}/death-notice`, body, by?.cookie);
const queue = (status = "open") =>
  call(t.ctx, "GET", `/api/v1/admin/in-memoriam?status=${status}`, undefined, t.admin.cookie);
const act = (id: string, verb: string, body?: unknown) =>
  call(t.ctx, "POST", `/api/v1/admin/in-memoriam/${id}/${verb}`, body, t.admin.cookie);
const as = (m: Member, method: "GET" | "POST", url: string, body?: unknown) =>
  call(t.ctx, method, url, body, m.cookie);
const names = (list: { display_name: string }[]) => list.map((p) => p.display_name);
const mentorNames = (body: { mentors: { profile: { display_name: string } }[] }) =>
  body.mentors.map((c) => c.profile.display_name);
const SIGN_IN = { password: "Secret123" };

describe("telling the office of a death", () => {
  it("refuses visitors, one's own profile and bad input, and changes nothing", async () => {
    const note = { note: "His family wrote to the class" };
    expect((await inform(null, t.late.profileId, note)).status).toBe(401);
    const own = await inform(t.late, t.late.profileId, note);
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe("You cannot report your own death");
    const noNote = await inform(t.reporter, t.late.profileId, { note: "  " });
    expect(noNote.status).toBe(400);
    expect(noNote.body.error.fields).toEqual({ note: "Please tell the office what you know" });
    const badLink = await inform(t.reporter, t.late.profileId, { ...note, link: "javascript:alert(1)" });
    expect(badLink.status).toBe(400);
    expect(badLink.body.error.fields).toEqual({ link: "Please enter a valid web address" });
    expect((await inform(t.reporter, "not-a-profile", note)).status).toBe(404);
    expect((await inform(t.reporter, crypto.randomUUID(), note)).status).toBe(404);
    expect((await queue()).body.total).toBe(0);
  });

  it("thanks the member, queues one notice, and changes nothing publicly", async () => {
    const body = { note: "  The class secretary told us on Sunday  ", link: "example.org/obituary/arun" };
    const res = await inform(t.reporter, t.late.profileId, body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: THANKS });
    expect((await inform(t.reporter, t.late.profileId, body)).status).toBe(201); // again: still one
    // One notice in the queue, however often it was sent.
    expect((await queue()).body).toMatchObject({
      total: 1,
      items: [
        {
          status: "open",
          note: "The class secretary told us on Sunday",
          link: "https://example.org/obituary/arun",
          alumnus: { profile_id: t.late.profileId, display_name: "Arun Late", graduation_year: 1975 },
          reporter: { user_id: t.reporter.userId, display_name: "Rita Reporter" },
        },
      ],
    });
    const page = await call(t.ctx, "GET", `/api/v1/profiles/${t.late.profileId}`);
    expect(page.body.in_memoriam).toBeNull();
    // Until the office confirms, Arun is offered as before (the later empty lists are not vacuous).
    const pick = await as(t.other, "GET", "/api/v1/messages/recipients?search=Arun");
    expect(names(pick.body.recipients)).toEqual(["Arun Late"]);
    expect(mentorNames((await as(t.other, "GET", "/api/v1/mentors?offer=referrals")).body)).toEqual([
      "Arun Late",
    ]);
    // Only the office sees the queue.
    expect((await as(t.reporter, "GET", "/api/v1/admin/in-memoriam")).status).toBe(403);
  });
});

describe("the office's queue", () => {
  it("dismisses and reopens a notice, logged", async () => {
    const [notice] = (await queue()).body.items;
    expect((await act(notice.id, "dismiss")).status).toBe(200);
    expect((await act(notice.id, "dismiss")).status).toBe(409);
    expect((await queue("dismissed")).body.items.map((n: { id: string }) => n.id)).toEqual([notice.id]);
    expect((await act(notice.id, "reopen")).status).toBe(200);
    expect((await queue()).body.total).toBe(1);
  });

  it("confirms: the page shows In memoriam with the year of death; the account is closed", async () => {
    const [notice] = (await queue()).body.items;
    expect((await act(notice.id, "confirm", { year_of_death: 2999 })).status).toBe(400);
    expect((await act(notice.id, "confirm", { year_of_death: 2025 })).status).toBe(200);
    expect((await act(notice.id, "confirm", {})).status).toBe(409);
    expect((await queue("confirmed")).body.items[0].alumnus).toMatchObject({ year_of_death: 2025 });

    const visitorPage = await call(t.ctx, "GET", `/api/v1/profiles/${t.late.profileId}`);
    expect(visitorPage.body.in_memoriam).toEqual({ year_of_death: 2025 });
    expect(visitorPage.body.profile.graduation_year).toBe(1975);
    const memberPage = await as(t.other, "GET", `/api/v1/profiles/${t.late.profileId}`);
    expect(memberPage.body.profile.accepts_messages).toBe(false);
    // Already remembered: a second member's notice is not queued again.
    expect((await inform(t.other, t.late.profileId, { note: "He died" })).status).toBe(409);

    // Their sessions ended; signing in again is refused.
    expect((await as(t.late, "GET", "/api/v1/me")).body.viewer).toBeNull();
    const signIn = await call(t.ctx, "POST", "/api/v1/auth/sign-in", { ...SIGN_IN, email: t.late.email });
    expect(signIn.status).toBe(403);
    expect(signIn.body.error.message).toBe("This account is no longer in use.");
    expect(signIn.headers["set-cookie"] ?? "").not.toContain("session_token=");
  });

  it("keeps them out of messages, the mentor finder, job referrals and the class list", async () => {
    const send = await as(t.other, "POST", "/api/v1/messages", {
      recipient_id: t.late.userId,
      content: "Hi",
    });
    expect(send.status).toBe(403);
    expect(send.body.error).toMatchObject({
      code: "RECIPIENT_UNAVAILABLE",
      message: "This alumnus is remembered in memoriam and cannot receive messages.",
    });
    const pick = await as(t.other, "GET", "/api/v1/messages/recipients?search=Arun");
    expect(names(pick.body.recipients)).toEqual([]);
    for (const offer of ["mentoring", "referrals"]) {
      const finder = await as(t.other, "GET", `/api/v1/mentors?offer=${offer}`);
      expect(finder.status).toBe(200);
      expect(mentorNames(finder.body)).toEqual([]);
    }
    const ask = await as(t.other, "POST", "/api/v1/mentoring/requests", {
      mentor_user_id: t.late.userId,
      note: "Could you advise me?",
    });
    expect(ask.status).toBe(409);

    const year = await as(t.reporter, "GET", "/api/v1/classes/1975");
    expect(names(year.body.members)).toEqual(["Rita Reporter"]);
    const remembered = await as(t.reporter, "GET", "/api/v1/classes/1975/in-memoriam");
    expect(remembered.body.items).toEqual([
      { profile_id: t.late.profileId, display_name: "Arun Late", year_of_death: 2025 },
    ]);
    expect((await call(t.ctx, "GET", "/api/v1/classes/1975/in-memoriam")).body.items).toBeNull();
    // Decision 109: they stay in the directory, where their page says In memoriam.
    const directory = await call(t.ctx, "GET", "/api/v1/profiles?search=Arun");
    expect(names(directory.body.profiles)).toEqual(["Arun Late"]);
  });

  it("restores: the mark goes, messages and sign-in work again; every step is logged", async () => {
    const [notice] = (await queue("confirmed")).body.items;
    expect((await act(notice.id, "restore")).status).toBe(200);
    expect((await act(notice.id, "restore")).status).toBe(409);
    expect((await queue()).body.items.map((n: { id: string }) => n.id)).toEqual([notice.id]);
    expect((await call(t.ctx, "GET", `/api/v1/profiles/${t.late.profileId}`)).body.in_memoriam).toBeNull();
    const signIn = await call(t.ctx, "POST", "/api/v1/auth/sign-in", { ...SIGN_IN, email: t.late.email });
    expect(signIn.status).toBe(200);
    const send = await as(t.other, "POST", "/api/v1/messages", {
      recipient_id: t.late.userId,
      content: "Hi",
    });
    expect(send.status).toBe(201);
    const finder = await as(t.other, "GET", "/api/v1/mentors?offer=referrals");
    expect(mentorNames(finder.body)).toEqual(["Arun Late"]);

    const logged = await t.ctx.database.db
      .select({ action: auditLog.action, actor: auditLog.actorId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "profile"), eq(auditLog.targetId, t.late.profileId)));
    expect(logged.map((l) => l.action)).toEqual([
      "memoriam.dismiss",
      "memoriam.reopen",
      "memoriam.confirm",
      "memoriam.restore",
    ]);
    expect(logged.every((l) => l.actor === t.admin.userId)).toBe(true);
    expect(logged[2].after).toMatchObject({ status: "confirmed", year_of_death: 2025 });
  });

  it("keeps the account's mark when the family asks for the profile to be removed", async () => {
    const [notice] = (await queue()).body.items;
    expect((await act(notice.id, "confirm", {})).status).toBe(200);
    const removed = await call(
      t.ctx,
      "DELETE",
      `/api/v1/admin/alumni/${t.late.profileId}`,
      undefined,
      t.admin.cookie,
    );
    expect(removed.status).toBe(204);
    const [kept] = (await queue("confirmed")).body.items;
    expect(kept.alumnus).toMatchObject({ profile_id: null, display_name: "Arun Late" });
    const send = await as(t.other, "POST", "/api/v1/messages", {
      recipient_id: t.late.userId,
      content: "Hi",
    });
    expect(send.status).toBe(403);
    const [row] = await t.ctx.database.db.select().from(deathNotices).where(eq(deathNotices.id, notice.id));
    expect(row).toMatchObject({ status: "confirmed", subjectUserId: t.late.userId });
  });
});
