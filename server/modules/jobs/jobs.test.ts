import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GROUP_LIMITS } from "../../../contract/community-groups";
import { auditLog, jobs } from "../../db/schema";
import { DAY, setPrivacy } from "../../test/fixtures";
import {
  call,
  createMember,
  createTestApp,
  grantRole,
  type Member,
  type TestContext,
} from "../../test/harness";

let ctx: TestContext;
let poster: Member;
let reader: Member;
let mod: Member;
let admin: Member;

const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const job = (over: Record<string, unknown> = {}) => ({
  title: "Backend engineer",
  company: "Acme",
  location: "Pune",
  remote: false,
  apply_url: "https://acme.example/jobs/1",
  message_me: false,
  closes_on: day(30),
  ...over,
});

beforeAll(async () => {
  ctx = await createTestApp();
  poster = await createMember(ctx, { displayName: "Poster Person" });
  reader = await createMember(ctx, { displayName: "Reader Person" });
  mod = await createMember(ctx, { displayName: "Mod Person" });
  admin = await createMember(ctx, { displayName: "Admin Person" });
  await grantRole(ctx, mod.userId, "moderator");
  await grantRole(ctx, admin.userId, "admin");
});
afterAll(async () => ctx.close());

const titles = (body: { jobs: { title: string }[] }) => body.jobs.map((j) => j.title);

describe("jobs", () => {
  it("members post and list; visitors are refused", async () => {
    expect((await call(ctx, "GET", "/api/v1/jobs")).status).toBe(401);
    expect((await call(ctx, "POST", "/api/v1/jobs", job())).status).toBe(401);
    const res = await call(ctx, "POST", "/api/v1/jobs", job(), poster.cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Backend engineer",
      status: "open",
      is_mine: true,
      report_count: null,
    });
    const list = await call(ctx, "GET", "/api/v1/jobs", undefined, reader.cookie);
    expect(list.body.jobs).toMatchObject([
      { title: "Backend engineer", poster: { display_name: "Poster Person" }, is_mine: false },
    ]);
  });

  it("refuses bad postings with field messages and stores nothing", async () => {
    const before = await ctx.database.db.$count(jobs);
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
      const res = await call(ctx, "POST", "/api/v1/jobs", body, poster.cookie);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields?.[field], field).toBeTruthy();
    }
    expect(await ctx.database.db.$count(jobs)).toBe(before);
  });

  it("closes by itself after its closing day; today still counts", async () => {
    const today = await call(
      ctx,
      "POST",
      "/api/v1/jobs",
      job({ title: "Closes today", closes_on: day(0) }),
      poster.cookie,
    );
    expect(today.status).toBe(201);
    const past = await call(ctx, "POST", "/api/v1/jobs", job({ title: "Closed yesterday" }), poster.cookie);
    await ctx.database.db
      .update(jobs)
      .set({ closesOn: day(-1) })
      .where(eq(jobs.id, past.body.id));
    const list = await call(ctx, "GET", "/api/v1/jobs", undefined, reader.cookie);
    expect(titles(list.body)).toContain("Closes today");
    expect(titles(list.body)).not.toContain("Closed yesterday");
    const mine = await call(ctx, "GET", "/api/v1/jobs?mine=true", undefined, poster.cookie);
    expect(titles(mine.body)).toContain("Closed yesterday");
    // Reports go to open postings only.
    expect(
      (await call(ctx, "POST", `/api/v1/jobs/${past.body.id}/report`, { reason: "Spam" }, reader.cookie))
        .status,
    ).toBe(404);
  });

  it("searches and filters", async () => {
    await call(
      ctx,
      "POST",
      "/api/v1/jobs",
      job({ title: "Remote designer", company: "Globex", location: null, remote: true, kind: "referral" }),
      poster.cookie,
    );
    expect(
      titles((await call(ctx, "GET", "/api/v1/jobs?search=globex", undefined, reader.cookie)).body),
    ).toEqual(["Remote designer"]);
    expect(
      titles((await call(ctx, "GET", "/api/v1/jobs?remote=true", undefined, reader.cookie)).body),
    ).toEqual(["Remote designer"]);
    expect(
      titles((await call(ctx, "GET", "/api/v1/jobs?kind=referral", undefined, reader.cookie)).body),
    ).toEqual(["Remote designer"]);
    expect((await call(ctx, "GET", "/api/v1/jobs?kind=gig", undefined, reader.cookie)).status).toBe(400);
  });

  it("only the poster edits or closes", async () => {
    const res = await call(ctx, "POST", "/api/v1/jobs", job({ title: "Editable" }), poster.cookie);
    const url = `/api/v1/jobs/${res.body.id}`;
    expect((await call(ctx, "PUT", url, job({ title: "Hijacked" }), reader.cookie)).status).toBe(403);
    expect((await call(ctx, "POST", `${url}/close`, undefined, reader.cookie)).status).toBe(403);
    expect((await call(ctx, "POST", `${url}/close`, undefined, admin.cookie)).status).toBe(403);
    const edited = await call(ctx, "PUT", url, job({ title: "Edited" }), poster.cookie);
    expect(edited.body.title).toBe("Edited");
    const closed = await call(ctx, "POST", `${url}/close`, undefined, poster.cookie);
    expect(closed.body.status).toBe("closed");
    expect(titles((await call(ctx, "GET", "/api/v1/jobs", undefined, reader.cookie)).body)).not.toContain(
      "Edited",
    );
    expect((await call(ctx, "PUT", url, job({ title: "Reopened?" }), poster.cookie)).status).toBe(409);
  });

  it("'message me' needs the poster to take messages; a hidden poster's name is not shown", async () => {
    const poster = await createMember(ctx, { displayName: "Second Poster" });
    const res = await call(
      ctx,
      "POST",
      "/api/v1/jobs",
      job({ title: "DM me", apply_url: null, message_me: true }),
      poster.cookie,
    );
    expect(res.status).toBe(201);
    const seen = await call(ctx, "GET", `/api/v1/jobs/${res.body.id}`, undefined, reader.cookie);
    expect(seen.body.message_user_id).toBe(poster.userId);

    await setPrivacy(ctx, poster.profileId, { allow_messages: false, show_in_directory: false });
    const after = await call(ctx, "GET", `/api/v1/jobs/${res.body.id}`, undefined, reader.cookie);
    expect(after.body.message_user_id).toBeNull();
    expect(after.body.poster).toBeNull();
    const own = await call(ctx, "GET", `/api/v1/jobs/${res.body.id}`, undefined, poster.cookie);
    expect(own.body.poster).toMatchObject({ display_name: "Second Poster" });
    const refused = await call(
      ctx,
      "POST",
      "/api/v1/jobs",
      job({ apply_url: null, message_me: true }),
      poster.cookie,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.message_me).toBeTruthy();
    await setPrivacy(ctx, poster.profileId, {});
  });

  it("members report once; moderators see report counts and remove with a reason, audited", async () => {
    const poster = await createMember(ctx, { displayName: "Third Poster" });
    const res = await call(ctx, "POST", "/api/v1/jobs", job({ title: "Dubious" }), poster.cookie);
    const url = `/api/v1/jobs/${res.body.id}`;
    expect((await call(ctx, "POST", `${url}/report`, { reason: "" }, reader.cookie)).status).toBe(400);
    expect(
      (await call(ctx, "POST", `${url}/report`, { reason: "Looks like a scam" }, reader.cookie)).status,
    ).toBe(201);
    expect((await call(ctx, "POST", `${url}/report`, { reason: "Again" }, reader.cookie)).status).toBe(409);
    expect((await call(ctx, "GET", url, undefined, mod.cookie)).body.report_count).toBe(1);
    expect((await call(ctx, "GET", url, undefined, reader.cookie)).body.report_count).toBeNull();

    expect((await call(ctx, "POST", `${url}/remove`, { reason: "Scam" }, reader.cookie)).status).toBe(403);
    expect((await call(ctx, "POST", `${url}/remove`, {}, mod.cookie)).status).toBe(400);
    const removed = await call(ctx, "POST", `${url}/remove`, { reason: "Scam" }, mod.cookie);
    expect(removed.body).toMatchObject({ status: "removed", removed_reason: "Scam" });
    expect(titles((await call(ctx, "GET", "/api/v1/jobs", undefined, reader.cookie)).body)).not.toContain(
      "Dubious",
    );
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, "job.remove"));
    expect(audit.map((a) => a.actorId)).toEqual([mod.userId]);
    const mine = await call(ctx, "GET", "/api/v1/jobs?mine=true", undefined, poster.cookie);
    expect(mine.body.jobs.find((j: { id: string }) => j.id === res.body.id).removed_reason).toBe("Scam");
  });

  it("limits postings per rolling day", async () => {
    const eager = await createMember(ctx, { displayName: "Eager Poster" });
    for (let i = 0; i < GROUP_LIMITS.jobsPerDay; i++) {
      expect((await call(ctx, "POST", "/api/v1/jobs", job({ title: `Job ${i}` }), eager.cookie)).status).toBe(
        201,
      );
    }
    const over = await call(ctx, "POST", "/api/v1/jobs", job(), eager.cookie);
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe("RATE_LIMITED");
  });
});
