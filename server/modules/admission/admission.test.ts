import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, profiles, schoolRoll } from "../../db/schema";
import { setUpAdminTestApp } from "../../test/admin-fixtures";
import { setPrivacy } from "../../test/fixtures";
import { call, createMember, type Member } from "../../test/harness";
import { importRollAsOffice, type RollEntry } from "../../test/school-roll";

/**
 * Issue 26 item 3 (decision 118): how sign-ups are admitted (Open, Verified by the roll, Office
 * approves everyone), the office's queue, and what a member waiting for it may not do: be
 * listed anywhere, write or be written to. The Verified alumnus and In memoriam marks.
 */
const t = setUpAdminTestApp({
  ann: { displayName: "Ann Admitted", graduationYear: 2005, house: "Tata" },
});

const ROLL: RollEntry[] = [
  { name: "Rita Roll", house: "Tata", year: 2005 },
  { name: "Eve Elsewhere", house: "Tata", year: 2005, email: "eve.old@example.org" },
  { name: "Omar Office", house: "Tata", year: 2005 },
  { name: "Nina Named", house: "Tata", year: 2005 },
];

const setMode = async (admission_mode: string) => {
  const res = await t.as("PUT", "/api/v1/admin/settings", {
    site_name: "Alumni Portal",
    contact_email: "alumni@example.org",
    max_upload_mb: 10,
    admission_mode,
  });
  expect(res.status).toBe(200);
  expect(res.body.admission_mode).toBe(admission_mode);
};
const profileOf = async (m: Member) =>
  (await t.ctx.database.db.select().from(profiles).where(eq(profiles.id, m.profileId)))[0];
const rollEntry = async (name: string) =>
  (await t.ctx.database.db.select().from(schoolRoll).where(eq(schoolRoll.name, name)))[0];
const directoryNames = async (cookie?: string) => {
  const res = await call(t.ctx, "GET", "/api/v1/profiles?page=1", undefined, cookie);
  expect(res.status).toBe(200);
  return res.body.profiles.map((p: { display_name: string }) => p.display_name);
};
const send = (from: Member, to: Member) =>
  call(t.ctx, "POST", "/api/v1/messages", { recipient_id: to.userId, content: "Hello" }, from.cookie);

let open: Member;
let rita: Member;
let eve: Member;
let walt: Member;
let omar: Member;

describe("admission modes", () => {
  it("Open (the default): a sign-up not on the roll is listed without the mark; one on it is verified and claims it", async () => {
    expect((await t.as("GET", "/api/v1/admin/settings")).body.admission_mode).toBe("open");
    await importRollAsOffice(t, ROLL);
    open = await createMember(t.ctx, { displayName: "Olga Open", graduationYear: 2005, house: "Tata" });
    expect((await profileOf(open)).admission).toBeNull();
    expect(await directoryNames(t.ann.cookie)).toContain("Olga Open");
    rita = await createMember(t.ctx, { displayName: "rita roll", graduationYear: 2005, house: "Tata" });
    expect((await profileOf(rita)).admission).toBe("verified");
    expect((await rollEntry("Rita Roll")).joinedUserId).toBe(rita.userId);
  });

  it("Verified by the roll: the roll's e-mail verifies at once; a sign-up on no entry waits", async () => {
    await setMode("roll");
    eve = await createMember(t.ctx, {
      email: "Eve.Old@example.org",
      displayName: "Eve Married-Name",
      graduationYear: 2006,
      house: "Tata",
    });
    expect((await profileOf(eve)).admission).toBe("verified");
    expect((await rollEntry("Eve Elsewhere")).joinedUserId).toBe(eve.userId);
    walt = await createMember(t.ctx, { displayName: "Walt Waiting", graduationYear: 2005, house: "Tata" });
    expect((await profileOf(walt)).admission).toBe("waiting");
    const mine = await call(t.ctx, "GET", "/api/v1/me/admission", undefined, walt.cookie);
    expect(mine.body).toEqual({ status: "waiting" });
    // A claimed entry is not claimed twice: a second "Rita Roll" waits.
    const copy = await createMember(t.ctx, { displayName: "Rita Roll", graduationYear: 2005, house: "Tata" });
    expect((await profileOf(copy)).admission).toBe("waiting");
  });

  it("Office approves everyone: even a sign-up on the roll waits, and the approval claims its entry", async () => {
    await setMode("office");
    omar = await createMember(t.ctx, { displayName: "Omar Office", graduationYear: 2005, house: "Tata" });
    expect((await profileOf(omar)).admission).toBe("waiting");
    expect((await rollEntry("Omar Office")).joinedUserId).toBeNull();
    const res = await t.as("POST", `/api/v1/admin/sign-ups/${omar.profileId}/approve`);
    expect(res.status).toBe(200);
    expect((await profileOf(omar)).admission).toBe("verified");
    expect((await rollEntry("Omar Office")).joinedUserId).toBe(omar.userId);
    await setMode("roll");
  });

  it("the setting is the office's, and its change is in the activity log", async () => {
    const member = await call(
      t.ctx,
      "PUT",
      "/api/v1/admin/settings",
      { admission_mode: "open" },
      t.ann.cookie,
    );
    expect(member.status).toBe(403);
    const bad = await t.as("PUT", "/api/v1/admin/settings", {
      site_name: "Alumni Portal",
      contact_email: "alumni@example.org",
      max_upload_mb: 10,
      admission_mode: "anyone",
    });
    expect(bad.status).toBe(400);
    const rows = await t.ctx.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, "settings.update"));
    expect(rows.map((r) => (r.after as { admission_mode: string }).admission_mode)).toContain("office");
  });
});

describe("a member waiting for the office", () => {
  it("is listed nowhere: directory, search, the class list, the profile page to others", async () => {
    expect(await directoryNames(t.ann.cookie)).not.toContain("Walt Waiting");
    const search = await call(t.ctx, "GET", "/api/v1/profiles?search=Walt", undefined, t.ann.cookie);
    expect(search.body.profiles).toEqual([]);
    const year = await call(t.ctx, "GET", "/api/v1/classes/2005", undefined, t.ann.cookie);
    expect(JSON.stringify(year.body)).not.toContain("Walt Waiting");
    expect(JSON.stringify(year.body)).toContain("Ann Admitted");
    const page = await call(t.ctx, "GET", `/api/v1/profiles/${walt.profileId}`, undefined, t.ann.cookie);
    expect(page.status).toBe(404);
    // Nor may they read their claimed year's roll names.
    const names = await call(t.ctx, "GET", "/api/v1/classes/2005/not-here-yet", undefined, walt.cookie);
    expect(names.status).toBe(403);
  });

  it("can complete their profile", async () => {
    const res = await call(t.ctx, "PATCH", "/api/v1/profile", { company: "Waiting Co" }, walt.cookie);
    expect(res.status).toBe(200);
    expect((await profileOf(walt)).company).toBe("Waiting Co");
  });

  it("cannot write, nor be written to, and is told why", async () => {
    const out = await send(walt, t.ann);
    expect(out.status).toBe(403);
    expect(out.body.error.message).toBe(
      "You can send messages once the alumni office has approved your membership.",
    );
    const into = await send(t.ann, walt);
    expect(into.status).toBe(403);
    expect(into.body.error.message).toBe(
      "This member is waiting for the alumni office's approval and cannot receive messages yet.",
    );
  });
});

describe("the office's queue", () => {
  it("is the admins' only: a visitor 401, a member 403, for the list and each verb", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/admin/sign-ups"],
      ["POST", `/api/v1/admin/sign-ups/${walt.profileId}/approve`],
      ["POST", `/api/v1/admin/sign-ups/${walt.profileId}/decline`],
    ] as const) {
      expect((await call(t.ctx, method, url)).status).toBe(401);
      expect((await call(t.ctx, method, url, undefined, t.ann.cookie)).status).toBe(403);
    }
    expect((await profileOf(walt)).admission).toBe("waiting");
  });

  it("lists the waiting; Decline, then Approve, each logged; a decided sign-up cannot be declined again", async () => {
    const list = await t.as("GET", "/api/v1/admin/sign-ups?status=waiting");
    expect(list.status).toBe(200);
    const walts = list.body.items.filter((i: { id: string }) => i.id === walt.profileId);
    expect(walts).toEqual([expect.objectContaining({ display_name: "Walt Waiting", email: walt.email })]);
    expect((await t.as("POST", `/api/v1/admin/sign-ups/${walt.profileId}/decline`)).status).toBe(200);
    expect((await t.as("POST", `/api/v1/admin/sign-ups/${walt.profileId}/decline`)).status).toBe(409);
    const declined = await t.as("GET", "/api/v1/admin/sign-ups?status=declined");
    expect(declined.body.items.map((i: { id: string }) => i.id)).toContain(walt.profileId);
    expect((await call(t.ctx, "GET", "/api/v1/me/admission", undefined, walt.cookie)).body.status).toBe(
      "declined",
    );
    expect((await send(walt, t.ann)).status).toBe(403);
    expect((await t.as("POST", `/api/v1/admin/sign-ups/${walt.profileId}/approve`)).status).toBe(200);
    expect(await directoryNames(t.ann.cookie)).toContain("Walt Waiting");
    expect((await send(walt, t.ann)).status).toBe(201);
    expect((await t.as("POST", `/api/v1/admin/sign-ups/${t.ann.profileId}/approve`)).status).toBe(404);
    const logged = await t.ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "profile"), eq(auditLog.targetId, walt.profileId)));
    expect(logged.map((r) => r.action).sort()).toEqual(["admission.approve", "admission.decline"]);
  });
});

describe("the marks", () => {
  it("Verified alumnus beside the card and the page, to a visitor only where the profile is public", async () => {
    const members = await call(t.ctx, "GET", "/api/v1/profiles?page=1", undefined, t.ann.cookie);
    expect(members.body.marks[rita.profileId]).toEqual({ verified_alumnus: true });
    expect(members.body.marks[open.profileId]).toBeUndefined();
    const page = await call(t.ctx, "GET", `/api/v1/profiles/${rita.profileId}`);
    expect(page.body.verified_alumnus).toBe(true);
    // The profile's fields are unchanged: the mark is beside them.
    expect(Object.keys(page.body.profile)).not.toContain("verified_alumnus");
    await setPrivacy(t.ctx, rita.profileId, { show_in_directory: false });
    const hidden = await call(t.ctx, "GET", "/api/v1/profiles?page=1");
    expect(hidden.body.marks[rita.profileId]).toBeUndefined();
    expect((await call(t.ctx, "GET", `/api/v1/profiles/${rita.profileId}`)).status).toBe(404);
  });

  it("In memoriam beside the card of a confirmed alumnus", async () => {
    await t.ctx.database.db
      .update(profiles)
      .set({ inMemoriamSince: new Date(), yearOfDeath: 2024 })
      .where(eq(profiles.id, eve.profileId));
    await t.ctx.changesHeard();
    const list = await call(t.ctx, "GET", "/api/v1/profiles?page=1", undefined, t.ann.cookie);
    expect(list.body.marks[eve.profileId]).toEqual({
      verified_alumnus: true,
      in_memoriam: { year_of_death: 2024 },
    });
  });
});

describe("joined follows the roll's link (review finding L7 of decision 108)", () => {
  it("a member who copies a classmate's name, house and year does not make the entry joined", async () => {
    const copier = await createMember(t.ctx, { displayName: "Someone", graduationYear: 2005, house: "Tata" });
    await t.as("POST", `/api/v1/admin/sign-ups/${copier.profileId}/approve`);
    const renamed = await call(
      t.ctx,
      "PATCH",
      "/api/v1/profile",
      { display_name: "Nina Named" },
      copier.cookie,
    );
    expect(renamed.status).toBe(200);
    const res = await call(t.ctx, "GET", "/api/v1/classes/2005/not-here-yet", undefined, t.ann.cookie);
    expect(res.body.entries.map((e: { name: string }) => e.name)).toContain("Nina Named");
  });
});
