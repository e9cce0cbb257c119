import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GROUP_LIMITS } from "../../../contract/community-groups";
import { auditLog, jobs } from "../../db/schema";
import { setPrivacy, setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, grantRole } from "../../test/harness";
import { dayFromToday, jobPosting } from "../../test/job-postings";

const t = setUpTestAppWith({
  poster: { displayName: "Poster Person" },
  reader: { displayName: "Reader Person" },
  mod: { displayName: "Mod Person" },
  admin: { displayName: "Admin Person" },
});

const day = dayFromToday;
const job = jobPosting;

beforeAll(async () => {
  await grantRole(t.ctx, t.mod.userId, "moderator");
  await grantRole(t.ctx, t.admin.userId, "admin");
});

const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((j) => j.title);

describe("jobs", () => {
  it("members post and list; visitors are refused", async () => {
    expect((await call(t.ctx, "GET", "/api/v1/jobs")).status).toBe(401);
    expect((await call(t.ctx, "POST", "/api/v1/jobs", job())).status).toBe(401);
    const res = await call(t.ctx, "POST", "/api/v1/jobs", job(), t.poster.cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Backend engineer",
      status: "open",
      is_mine: true,
      report_count: null,
    });
    const list = await call(t.ctx, "GET", "/api/v1/jobs", undefined, t.reader.cookie);
    expect(list.body.jobs).toMatchObject([
      { title: "Backend engineer", poster: { display_name: "Poster Person" }, is_mine: false },
    ]);
  });

  it("refuses bad postings with field messages and stores nothing", async () => {
    const before = await t.ctx.database.db.$count(jobs);
    const cases: [Record<string, unknown>, string][] = [
      [job({ title: " " }), "title"],
      [job({ location: "", remote: false }), "location"],
      [job({ apply_url: "", message_me: false }), "apply_url"],
      [job({ apply_url: "javascript:alert(1)" }), "apply_url"],
      [job({ closes_on: day(61) }), "closes_on"],
      [job({ closes_on: day(-1) }), "closes_on"],
      [job({ closes_on: "soon" }), "closes_on"],
    ];
    for (const [body, field] of cases) {
      const res = await call(t.ctx, "POST", "/api/v1/jobs", body, t.poster.cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields?.[field], field).toBeTruthy();
    }
    expect(await t.ctx.database.db.$count(jobs)).toBe(before);
  });

  it("closes by itself after its closing day; today still counts", async () => {
    const today = await call(
      t.ctx,
      "POST",
      "/api/v1/jobs",
      job({ title: "Closes today", closes_on: day(0) }),
      t.poster.cookie,
    );
    expect(today.status).toBe(201);
    const past = await call(
      t.ctx,
      "POST",
      "/api/v1/jobs",
      job({ title: "Closed yesterday" }),
      t.poster.cookie,
    );
    await t.ctx.database.db
      .update(jobs)
      .set({ closesOn: day(-1) })
      .where(eq(jobs.id, past.body.id));
    const list = await call(t.ctx, "GET", "/api/v1/jobs", undefined, t.reader.cookie);
    expect(titles(list.body)).toContain("Closes today");
    expect(titles(list.body)).not.toContain("Closed yesterday");
    const mine = await call(t.ctx, "GET", "/api/v1/jobs?mine=true", undefined, t.poster.cookie);
    expect(titles(mine.body)).toContain("Closed yesterday");
    // Reports go to open postings only.
    expect(
      (await call(t.ctx, "POST", `/api/v1/jobs/${past.body.id}/report`, { reason: "Spam" }, t.reader.cookie))
        .status,
    ).toBe(404);
  });

  it("searches and filters", async () => {
    await call(
      t.ctx,
      "POST",
      "/api/v1/jobs",
      job({ title: "Remote designer", company: "Globex", location: null, remote: true, kind: "referral" }),
      t.poster.cookie,
    );
    expect(
      titles((await call(t.ctx, "GET", "/api/v1/jobs?search=globex", undefined, t.reader.cookie)).body),
    ).toEqual(["Remote designer"]);
    expect(
      titles((await call(t.ctx, "GET", "/api/v1/jobs?remote=true", undefined, t.reader.cookie)).body),
    ).toEqual(["Remote designer"]);
    expect(
      titles((await call(t.ctx, "GET", "/api/v1/jobs?kind=referral", undefined, t.reader.cookie)).body),
    ).toEqual(["Remote designer"]);
    expect((await call(t.ctx, "GET", "/api/v1/jobs?kind=gig", undefined, t.reader.cookie)).status).toBe(400);
  });

  it("only the poster edits or closes", async () => {
    const res = await call(t.ctx, "POST", "/api/v1/jobs", job({ title: "Editable" }), t.poster.cookie);
    const url = `/api/v1/jobs/${res.body.id}`;
    expect((await call(t.ctx, "PUT", url, job({ title: "Hijacked" }), t.reader.cookie)).status).toBe(403);
    expect((await call(t.ctx, "POST", `${url}/close`, undefined, t.reader.cookie)).status).toBe(403);
    expect((await call(t.ctx, "POST", `${url}/close`, undefined, t.admin.cookie)).status).toBe(403);
    const edited = await call(t.ctx, "PUT", url, job({ title: "Edited" }), t.poster.cookie);
    expect(edited.body.title).toBe("Edited");
    const closed = await call(t.ctx, "POST", `${url}/close`, undefined, t.poster.cookie);
    expect(closed.body.status).toBe("closed");
    expect(titles((await call(t.ctx, "GET", "/api/v1/jobs", undefined, t.reader.cookie)).body)).not.toContain(
      "Edited",
    );
    expect((await call(t.ctx, "PUT", url, job({ title: "Reopened?" }), t.poster.cookie)).status).toBe(409);
  });

  it("'message me' needs the poster to take messages; a hidden poster's name is not shown", async () => {
    const poster = await createMember(t.ctx, { displayName: "Second Poster" });
    const res = await call(
      t.ctx,
      "POST",
      "/api/v1/jobs",
      job({ title: "DM me", apply_url: null, message_me: true }),
      poster.cookie,
    );
    expect(res.status).toBe(201);
    const seen = await call(t.ctx, "GET", `/api/v1/jobs/${res.body.id}`, undefined, t.reader.cookie);
    expect(seen.body.message_user_id).toBe(poster.userId);

    await setPrivacy(t.ctx, poster.profileId, { allow_messages: false, show_in_directory: false });
    const after = await call(t.ctx, "GET", `/api/v1/jobs/${res.body.id}`, undefined, t.reader.cookie);
    expect(after.body.message_user_id).toBeNull();
    expect(after.body.poster).toBeNull();
    const own = await call(t.ctx, "GET", `/api/v1/jobs/${res.body.id}`, undefined, poster.cookie);
    expect(own.body.poster).toMatchObject({ display_name: "Second Poster" });
    const refused = await call(
      t.ctx,
      "POST",
      "/api/v1/jobs",
      job({ apply_url: null, message_me: true }),
      poster.cookie,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.message_me).toBeTruthy();
    await setPrivacy(t.ctx, poster.profileId, {});
  });

  it("members report once; moderators see report counts and remove with a reason, audited", async () => {
    const poster = await createMember(t.ctx, { displayName: "Third Poster" });
    const res = await call(t.ctx, "POST", "/api/v1/jobs", job({ title: "Dubious" }), poster.cookie);
    const url = `/api/v1/jobs/${res.body.id}`;
    expect((await call(t.ctx, "POST", `${url}/report`, { reason: "" }, t.reader.cookie)).status).toBe(400);
    expect(
      (await call(t.ctx, "POST", `${url}/report`, { reason: "Looks like a scam" }, t.reader.cookie)).status,
    ).toBe(201);
    expect((await call(t.ctx, "POST", `${url}/report`, { reason: "Again" }, t.reader.cookie)).status).toBe(
      409,
    );
    expect((await call(t.ctx, "GET", url, undefined, t.mod.cookie)).body.report_count).toBe(1);
    expect((await call(t.ctx, "GET", url, undefined, t.reader.cookie)).body.report_count).toBeNull();

    expect((await call(t.ctx, "POST", `${url}/remove`, { reason: "Scam" }, t.reader.cookie)).status).toBe(
      403,
    );
    expect((await call(t.ctx, "POST", `${url}/remove`, {}, t.mod.cookie)).status).toBe(400);
    const removed = await call(t.ctx, "POST", `${url}/remove`, { reason: "Scam" }, t.mod.cookie);
    expect(removed.body).toMatchObject({ status: "removed", removed_reason: "Scam" });
    expect(titles((await call(t.ctx, "GET", "/api/v1/jobs", undefined, t.reader.cookie)).body)).not.toContain(
      "Dubious",
    );
    const audit = await t.ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "job.remove"));
    expect(audit.map((a) => a.actorId)).toEqual([t.mod.userId]);
    const mine = await call(t.ctx, "GET", "/api/v1/jobs?mine=true", undefined, poster.cookie);
    expect(mine.body.jobs.find((j: { id: string }) => j.id === res.body.id).removed_reason).toBe("Scam");
  });

  it("limits postings per rolling day", async () => {
    const eager = await createMember(t.ctx, { displayName: "Eager Poster" });
    for (let i = 0; i < GROUP_LIMITS.jobsPerDay; i++) {
      expect(
        (await call(t.ctx, "POST", "/api/v1/jobs", job({ title: `Job ${i}` }), eager.cookie)).status,
      ).toBe(201);
    }
    const over = await call(t.ctx, "POST", "/api/v1/jobs", job(), eager.cookie);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe("RATE_LIMITED");
  });
});
