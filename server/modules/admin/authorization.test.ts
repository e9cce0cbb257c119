import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  classRepresentatives,
  eventDoorVolunteers,
  memberSuspensions,
  messages,
  newsletterIssues,
  profiles,
  reports,
  user,
} from "../../db/schema";
import { deathNotices } from "../../db/tables/memoriam";
import {
  createAdminTestApp,
  insertCompetition,
  insertEvent,
  insertHouse,
  insertNews,
  insertProfile,
  snapshot,
} from "../../test/admin-fixtures";
import { call, createMember, grantRole, type Member, type TestContext } from "../../test/harness";
import { ALUMNI_CUP_DEFAULTS } from "../house-cup/alumni-cup-rules";

/**
 * Every admin endpoint, enumerated from the running app (not from a hand-kept list): a
 * visitor gets 401, a member and a moderator 403, and nothing changes; an admin succeeds.
 * A new /api/v1/admin route without a request below fails the "is covered" test.
 */

// Admin-prefixed routes with other rules: the first-admin check and claim (admin-bootstrap).
const NOT_ADMIN_ONLY = new Set(["GET /api/v1/admin/exists", "POST /api/v1/admin/claim"]);

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Req {
  url: string;
  body?: unknown;
}

/** Turns Fastify's printRoutes() tree into "METHOD /full/path" keys. */
function routeKeys(tree: string): string[] {
  const keys: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split("\n")) {
    const m = line.match(/^((?:[│ ] {3})*)[├└]── (\S+) \(([^)]+)\)/);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack[depth] = m[2];
    const path = stack.join("");
    for (const method of m[3].split(", ")) if (method !== "HEAD") keys.push(`${method} ${path}`);
  }
  return keys;
}

/**
 * Which admin requests are writes (DESIGN.md §5: every admin action writes an audit row):
 * every POST, PUT, PATCH and DELETE, and the CSV export (decisions 031, 033: exporting personal
 * data is audited); the import preview is a read sent as a POST (it changes nothing).
 */
const AUDITED_READS = new Set([
  "GET /api/v1/admin/alumni/export",
  "GET /api/v1/admin/events/:id/registrations/export",
]);
// The newsletter's test mail goes only to the admin's own address (a preview, like the import's);
// its audience count is a read sent as a POST.
const UNAUDITED_POSTS = new Set([
  "POST /api/v1/admin/alumni/import/preview",
  "POST /api/v1/admin/newsletter/test",
  "POST /api/v1/admin/newsletter/audience",
]);
const writesAudit = (key: string) =>
  AUDITED_READS.has(key) || (!key.startsWith("GET ") && !UNAUDITED_POSTS.has(key));

let ctx: TestContext;
let admin: Member;
let member: Member;
let moderator: Member;
let requests: Record<string, () => Promise<Req>>;

beforeAll(async () => {
  ({ ctx, admin } = await createAdminTestApp());
  [member, moderator] = [await createMember(ctx), await createMember(ctx)];
  await grantRole(ctx, moderator.userId, "moderator");
  await grantRole(ctx, member.userId, "user");

  const eventBody = {
    title: "Careers evening",
    category: "Networking",
    location: "Mumbai",
    start_date: new Date(Date.now() + 86_400_000).toISOString(),
  };
  const newsBody = { title: "New library", category: "General", published: true };
  const competitionBody = {
    name: "Debate",
    category: "arts",
    first_place_points: 10,
    second_place_points: 6,
    third_place_points: 3,
  };
  const newsletterBody = { subject: "Autumn letter", body: "News from the school this term." };
  /** A newsletter scheduled a day ahead by the admin (edited or cancelled by the request). */
  const scheduleNewsletter = async (): Promise<string> => {
    const res = await call(
      ctx,
      "POST",
      "/api/v1/admin/newsletter",
      { ...newsletterBody, scheduled_for: inADay() },
      admin.cookie,
    );
    return res.body.id;
  };
  const pendingNewsletter = async (): Promise<string> => {
    const [row] = await ctx.database.db
      .insert(newsletterIssues)
      .values({
        ...newsletterBody,
        createdBy: member.userId,
        state: "pending",
        audience: { year_from: 1996, year_to: 1996 },
      })
      .returning({ id: newsletterIssues.id });
    return row.id;
  };
  const csv = "Name,House,Graduation Year\nImported Person,Tata,2001\n";
  const id = async <T extends { id: string }>(p: Promise<T>) => (await p).id;

  requests = {
    "GET /api/v1/admin/dashboard": async () => ({ url: "/api/v1/admin/dashboard" }),
    "GET /api/v1/admin/alumni": async () => ({ url: "/api/v1/admin/alumni?search=a&sort=display_name" }),
    "POST /api/v1/admin/alumni": async () => ({
      url: "/api/v1/admin/alumni",
      body: { display_name: "Office Known" },
    }),
    "GET /api/v1/admin/alumni/export": async () => ({ url: "/api/v1/admin/alumni/export" }),
    "POST /api/v1/admin/alumni/import": async () => ({ url: "/api/v1/admin/alumni/import", body: { csv } }),
    "POST /api/v1/admin/alumni/import/preview": async () => ({
      url: "/api/v1/admin/alumni/import/preview",
      body: { csv },
    }),
    "GET /api/v1/admin/alumni/:id": async () => ({
      url: `/api/v1/admin/alumni/${await id(insertProfile(ctx))}`,
    }),
    "PATCH /api/v1/admin/alumni/:id": async () => ({
      url: `/api/v1/admin/alumni/${await id(insertProfile(ctx))}`,
      body: { company: "New Co" },
    }),
    "DELETE /api/v1/admin/alumni/:id": async () => ({
      url: `/api/v1/admin/alumni/${await id(insertProfile(ctx))}`,
    }),
    "GET /api/v1/admin/events": async () => ({ url: "/api/v1/admin/events?status=pending" }),
    "POST /api/v1/admin/events": async () => ({ url: "/api/v1/admin/events", body: eventBody }),
    "GET /api/v1/admin/events/:id": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}`,
    }),
    "PUT /api/v1/admin/events/:id": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}`,
      body: eventBody,
    }),
    "DELETE /api/v1/admin/events/:id": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}`,
    }),
    "POST /api/v1/admin/events/:id/approve": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}/approve`,
      body: {},
    }),
    "POST /api/v1/admin/events/:id/reject": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}/reject`,
      body: {},
    }),
    "GET /api/v1/admin/events/:id/registrations": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}/registrations?page=1`,
    }),
    "GET /api/v1/admin/events/:id/registrations/export": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}/registrations/export`,
    }),
    // Issue 27: the door (decision 111).
    "GET /api/v1/admin/events/:id/door": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}/door`,
    }),
    "POST /api/v1/admin/events/:id/door-volunteers": async () => ({
      url: `/api/v1/admin/events/${await id(insertEvent(ctx))}/door-volunteers`,
      body: { user_id: member.userId },
    }),
    "DELETE /api/v1/admin/events/:id/door-volunteers/:userId": async () => {
      const eventId = await id(insertEvent(ctx));
      await ctx.database.db.insert(eventDoorVolunteers).values({ eventId, userId: member.userId });
      return { url: `/api/v1/admin/events/${eventId}/door-volunteers/${member.userId}` };
    },
    "POST /api/v1/admin/events/bulk": async () => ({
      url: "/api/v1/admin/events/bulk",
      body: { action: "approve", ids: [await id(insertEvent(ctx))] },
    }),
    "POST /api/v1/admin/news/bulk": async () => ({
      url: "/api/v1/admin/news/bulk",
      body: { action: "publish", ids: [await id(insertNews(ctx))] },
    }),
    "POST /api/v1/admin/alumni/bulk": async () => ({
      url: "/api/v1/admin/alumni/bulk",
      body: { action: "delete", ids: [await id(insertProfile(ctx))] },
    }),
    "GET /api/v1/admin/news": async () => ({ url: "/api/v1/admin/news" }),
    "POST /api/v1/admin/news": async () => ({ url: "/api/v1/admin/news", body: newsBody }),
    "GET /api/v1/admin/news/:id": async () => ({ url: `/api/v1/admin/news/${await id(insertNews(ctx))}` }),
    "PUT /api/v1/admin/news/:id": async () => ({
      url: `/api/v1/admin/news/${await id(insertNews(ctx))}`,
      body: newsBody,
    }),
    "DELETE /api/v1/admin/news/:id": async () => ({ url: `/api/v1/admin/news/${await id(insertNews(ctx))}` }),
    "POST /api/v1/admin/news/:id/publish": async () => ({
      url: `/api/v1/admin/news/${await id(insertNews(ctx))}/publish`,
      body: { published: true },
    }),
    "GET /api/v1/admin/competitions": async () => ({ url: "/api/v1/admin/competitions" }),
    "POST /api/v1/admin/competitions": async () => ({
      url: "/api/v1/admin/competitions",
      body: competitionBody,
    }),
    "GET /api/v1/admin/competitions/:id": async () => ({
      url: `/api/v1/admin/competitions/${await id(insertCompetition(ctx))}`,
    }),
    "PUT /api/v1/admin/competitions/:id": async () => ({
      url: `/api/v1/admin/competitions/${await id(insertCompetition(ctx))}`,
      body: competitionBody,
    }),
    "DELETE /api/v1/admin/competitions/:id": async () => ({
      url: `/api/v1/admin/competitions/${await id(insertCompetition(ctx))}`,
    }),
    "POST /api/v1/admin/competitions/:id/start": async () => ({
      url: `/api/v1/admin/competitions/${await id(insertCompetition(ctx))}/start`,
      body: {},
    }),
    "POST /api/v1/admin/competitions/:id/complete": async () => ({
      url: `/api/v1/admin/competitions/${await id(insertCompetition(ctx, { status: "ongoing" }))}/complete`,
      body: {},
    }),
    "PUT /api/v1/admin/competitions/:id/results": async () => ({
      url: `/api/v1/admin/competitions/${await id(insertCompetition(ctx, { status: "ongoing" }))}/results`,
      body: { placements: [{ position: 1, house_id: await id(insertHouse(ctx)) }] },
    }),
    "GET /api/v1/admin/users": async () => ({ url: "/api/v1/admin/users" }),
    "POST /api/v1/admin/users/:userId/roles": async () => ({
      url: `/api/v1/admin/users/${(await createMember(ctx)).userId}/roles`,
      body: { role: "moderator" },
    }),
    "DELETE /api/v1/admin/users/:userId/roles/:role": async () => {
      const someone = await createMember(ctx);
      await grantRole(ctx, someone.userId, "moderator");
      return { url: `/api/v1/admin/users/${someone.userId}/roles/moderator` };
    },
    "GET /api/v1/admin/houses": async () => ({ url: "/api/v1/admin/houses" }),
    "POST /api/v1/admin/houses": async () => ({
      url: "/api/v1/admin/houses",
      body: { name: `H ${Math.random()}` },
    }),
    "PUT /api/v1/admin/houses/:id": async () => ({
      url: `/api/v1/admin/houses/${await id(insertHouse(ctx))}`,
      body: { name: `Renamed ${Math.random()}`, color: "#123456" },
    }),
    "DELETE /api/v1/admin/houses/:id": async () => ({
      url: `/api/v1/admin/houses/${await id(insertHouse(ctx))}`,
    }),
    "GET /api/v1/admin/settings": async () => ({ url: "/api/v1/admin/settings" }),
    "PUT /api/v1/admin/settings": async () => ({
      url: "/api/v1/admin/settings",
      body: { site_name: "Old Boys Network", contact_email: "office@example.org", max_upload_mb: 12 },
    }),
    "GET /api/v1/admin/settings/brakes": async () => ({ url: "/api/v1/admin/settings/brakes" }),
    "PUT /api/v1/admin/settings/brakes": async () => ({
      url: "/api/v1/admin/settings/brakes",
      body: {
        new_conversations_per_day: 20,
        new_account_days: 7,
        new_account_conversations_per_day: 5,
        directory_reads_per_hour: 600,
      },
    }),
    "GET /api/v1/admin/read-brake/refusals": async () => ({ url: "/api/v1/admin/read-brake/refusals" }),
    "GET /api/v1/admin/roll/not-reachable": async () => ({ url: "/api/v1/admin/roll/not-reachable" }),
    "GET /api/v1/admin/alumni-cup": async () => ({ url: "/api/v1/admin/alumni-cup" }),
    "PUT /api/v1/admin/alumni-cup": async () => ({
      url: "/api/v1/admin/alumni-cup",
      body: { ...ALUMNI_CUP_DEFAULTS, attended_points: 2 },
    }),
    "POST /api/v1/admin/competitions/:id/restore": async () => {
      const deleted = await id(insertCompetition(ctx));
      await call(ctx, "DELETE", `/api/v1/admin/competitions/${deleted}`, undefined, admin.cookie);
      return { url: `/api/v1/admin/competitions/${deleted}/restore`, body: {} };
    },
    "GET /api/v1/admin/audit": async () => ({ url: "/api/v1/admin/audit?action=role.assign" }),
    "GET /api/v1/admin/mail": async () => ({ url: "/api/v1/admin/mail" }),
    "POST /api/v1/admin/mail/test": async () => ({ url: "/api/v1/admin/mail/test", body: {} }),
    "GET /api/v1/admin/newsletter": async () => ({ url: "/api/v1/admin/newsletter" }),
    "GET /api/v1/admin/newsletter/:id": async () => {
      const sent = await call(ctx, "POST", "/api/v1/admin/newsletter", newsletterBody, admin.cookie);
      return { url: `/api/v1/admin/newsletter/${sent.body.id}` };
    },
    "POST /api/v1/admin/newsletter/test": async () => ({
      url: "/api/v1/admin/newsletter/test",
      body: newsletterBody,
    }),
    "POST /api/v1/admin/newsletter": async () => ({ url: "/api/v1/admin/newsletter", body: newsletterBody }),
    "PUT /api/v1/admin/newsletter/:id": async () => ({
      url: `/api/v1/admin/newsletter/${await scheduleNewsletter()}`,
      body: { ...newsletterBody, scheduled_for: inADay() },
    }),
    "POST /api/v1/admin/newsletter/:id/cancel": async () => ({
      url: `/api/v1/admin/newsletter/${await scheduleNewsletter()}/cancel`,
    }),
    // Group leaders (decision 121): a leader's issue waiting for approval, written in SQL.
    "GET /api/v1/admin/newsletter/approvals": async () => ({ url: "/api/v1/admin/newsletter/approvals" }),
    "POST /api/v1/admin/newsletter/:id/approve": async () => ({
      url: `/api/v1/admin/newsletter/${await pendingNewsletter()}/approve`,
    }),
    "POST /api/v1/admin/newsletter/:id/decline": async () => ({
      url: `/api/v1/admin/newsletter/${await pendingNewsletter()}/decline`,
      body: { reason: "Not for the whole class" },
    }),
    "GET /api/v1/admin/newsletter/leaders": async () => ({ url: "/api/v1/admin/newsletter/leaders" }),
    "PUT /api/v1/admin/newsletter/class-representatives/:year": async () => ({
      url: "/api/v1/admin/newsletter/class-representatives/1996",
      body: { email: member.email },
    }),
    "DELETE /api/v1/admin/newsletter/class-representatives/:year": async () => {
      await ctx.database.db
        .insert(classRepresentatives)
        .values({ graduationYear: 1997, userId: member.userId })
        .onConflictDoNothing();
      return { url: "/api/v1/admin/newsletter/class-representatives/1997" };
    },
    "PUT /api/v1/admin/newsletter/leaders/:userId/trust": async () => ({
      url: `/api/v1/admin/newsletter/leaders/${member.userId}/trust`,
      body: { trusted: true },
    }),
    "GET /api/v1/admin/reports": async () => ({ url: "/api/v1/admin/reports?status=open" }),
    "POST /api/v1/admin/reports/:id/dismiss": async () => ({
      url: `/api/v1/admin/reports/${await insertReport("open")}/dismiss`,
    }),
    "POST /api/v1/admin/reports/:id/reopen": async () => ({
      url: `/api/v1/admin/reports/${await insertReport("dismissed")}/reopen`,
    }),
    "POST /api/v1/admin/roll/import": async () => ({
      url: "/api/v1/admin/roll/import",
      body: { csv: "Name,House,Year\nRoll Entry,Tata,2001\n" },
    }),
    "GET /api/v1/admin/roll/years": async () => ({ url: "/api/v1/admin/roll/years" }),
    "GET /api/v1/admin/in-memoriam": async () => ({ url: "/api/v1/admin/in-memoriam?status=open" }),
    "POST /api/v1/admin/in-memoriam/:id/confirm": async () => ({
      url: `/api/v1/admin/in-memoriam/${await insertDeathNotice("open")}/confirm`,
      body: {},
    }),
    "POST /api/v1/admin/in-memoriam/:id/dismiss": async () => ({
      url: `/api/v1/admin/in-memoriam/${await insertDeathNotice("open")}/dismiss`,
    }),
    "POST /api/v1/admin/in-memoriam/:id/restore": async () => ({
      url: `/api/v1/admin/in-memoriam/${await insertDeathNotice("confirmed")}/restore`,
    }),
    "POST /api/v1/admin/in-memoriam/:id/reopen": async () => ({
      url: `/api/v1/admin/in-memoriam/${await insertDeathNotice("dismissed")}/reopen`,
    }),
    "GET /api/v1/admin/sign-ups": async () => ({ url: "/api/v1/admin/sign-ups?status=waiting" }),
    "POST /api/v1/admin/sign-ups/:id/approve": async () => ({
      url: `/api/v1/admin/sign-ups/${await insertSignUp()}/approve`,
    }),
    "POST /api/v1/admin/sign-ups/:id/decline": async () => ({
      url: `/api/v1/admin/sign-ups/${await insertSignUp()}/decline`,
    }),
    "POST /api/v1/admin/reports/:id/hide": async () => ({
      url: `/api/v1/admin/reports/${await insertMessageReport(false)}/hide`,
      body: { reason: "Advertising" },
    }),
    "POST /api/v1/admin/reports/:id/unhide": async () => ({
      url: `/api/v1/admin/reports/${await insertMessageReport(true)}/unhide`,
    }),
    "POST /api/v1/admin/reports/:id/warn": async () => ({
      url: `/api/v1/admin/reports/${await insertReport("open")}/warn`,
      body: { message: "Please keep to the community's rules." },
    }),
    // A member of its own each time: suspending signs them out.
    "PUT /api/v1/admin/members/:user_id/suspension": async () => ({
      url: `/api/v1/admin/members/${(await createMember(ctx)).userId}/suspension`,
      body: { reason: "Spam", days: 7 },
    }),
    "DELETE /api/v1/admin/members/:user_id/suspension": async () => {
      const suspended = await createMember(ctx);
      await ctx.database.db.insert(memberSuspensions).values({ userId: suspended.userId, reason: "Spam" });
      return { url: `/api/v1/admin/members/${suspended.userId}/suspension` };
    },
    "POST /api/v1/admin/newsletter/audience": async () => ({
      url: "/api/v1/admin/newsletter/audience",
      body: { house: "Tata" },
    }),
  };
});
afterAll(async () => ctx.close());

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

/** A member's report about another, written straight to the table (issue 28's queue). */
async function insertReport(status: "open" | "dismissed"): Promise<string> {
  const [row] = await ctx.database.db
    .insert(reports)
    .values({
      reporterId: member.userId,
      subjectKind: "profile",
      subjectId: crypto.randomUUID(),
      subjectUserId: moderator.userId,
      reason: "spam",
      snapshot: { title: "Profile", lines: [] },
      status,
    })
    .returning({ id: reports.id });
  return row.id;
}

/** A member's word of a death about a profile of the office's (issue 26's In memoriam queue). */
async function insertDeathNotice(status: "open" | "confirmed" | "dismissed"): Promise<string> {
  const profile = await insertProfile(ctx, { displayName: "Remembered Alumnus" });
  if (status === "confirmed") {
    await ctx.database.db
      .update(profiles)
      .set({ inMemoriamSince: new Date() })
      .where(eq(profiles.id, profile.id));
  }
  const [row] = await ctx.database.db
    .insert(deathNotices)
    .values({
      profileId: profile.id,
      subjectName: "Remembered Alumnus",
      reporterId: member.userId,
      note: "Passed away last month.",
      status,
      ...(status === "open" ? {} : { resolvedBy: admin.userId, resolvedAt: new Date() }),
    })
    .returning({ id: deathNotices.id });
  return row.id;
}

/** A sign-up waiting for the office (decision 118): an account and its profile; the profile's id. */
async function insertSignUp(): Promise<string> {
  const userId = crypto.randomUUID();
  await ctx.database.db
    .insert(user)
    .values({ id: userId, name: "Waiting Alumnus", email: `${userId}@example.org`, emailVerified: true });
  const profile = await insertProfile(ctx, { userId, displayName: "Waiting Alumnus", admission: "waiting" });
  return profile.id;
}

/** A member's report of a message the moderator sent them (hidden already, or not). */
async function insertMessageReport(hidden: boolean): Promise<string> {
  const [message] = await ctx.database.db
    .insert(messages)
    .values({
      senderId: moderator.userId,
      recipientId: member.userId,
      content: "Buy now",
      threadId: crypto.randomUUID(),
      ...(hidden ? { hiddenAt: new Date(), hiddenReason: "Spam" } : {}),
    })
    .returning({ id: messages.id });
  const [row] = await ctx.database.db
    .insert(reports)
    .values({
      reporterId: member.userId,
      subjectKind: "message",
      subjectId: message.id,
      subjectUserId: moderator.userId,
      reason: "spam",
      snapshot: { title: "Messages", lines: ["Buy now"] },
    })
    .returning({ id: reports.id });
  return row.id;
}

/** Audit rows in all, and those by this actor. */
const auditRows = async (actorId: string) => [
  await ctx.database.db.$count(auditLog),
  await ctx.database.db.$count(auditLog, eq(auditLog.actorId, actorId)),
];

function adminRouteKeys(): string[] {
  return routeKeys(ctx.app.printRoutes({ commonPrefix: false }))
    .filter((k) => k.split(" ")[1].startsWith("/api/v1/admin"))
    .filter((k) => !NOT_ADMIN_ONLY.has(k))
    .sort();
}

describe("admin endpoints: authorization", () => {
  it("every /api/v1/admin route is covered by this test", () => {
    const keys = adminRouteKeys();
    expect(keys.length).toBeGreaterThanOrEqual(35);
    expect(keys).toEqual(Object.keys(requests).sort());
  });

  it("visitor 401, member 403, moderator 403 on every endpoint, with nothing changed", async () => {
    for (const key of adminRouteKeys()) {
      const method = key.split(" ")[0] as Method;
      const req = await requests[key]();
      const before = await snapshot(ctx);
      const visitor = await call(ctx, method, req.url, req.body);
      const asMember = await call(ctx, method, req.url, req.body, member.cookie);
      const asModerator = await call(ctx, method, req.url, req.body, moderator.cookie);
      expect([key, visitor.status, asMember.status, asModerator.status]).toEqual([key, 401, 403, 403]);
      // Refused before the body is validated: an invalid body still gets 401/403, not 400.
      if (req.body !== undefined) {
        expect([key, (await call(ctx, method, req.url, { junk: 1 }, member.cookie)).status]).toEqual([
          key,
          403,
        ]);
      }
      expect(await snapshot(ctx)).toEqual(before);
    }
  });

  it("an admin succeeds on every endpoint; each write leaves exactly one audit row, each read none", async () => {
    for (const key of adminRouteKeys()) {
      const method = key.split(" ")[0] as Method;
      const req = await requests[key]();
      const [allBefore, byAdminBefore] = await auditRows(admin.userId);
      const res = await call(ctx, method, req.url, req.body, admin.cookie);
      expect([key, res.status < 300 ? "ok" : `${res.status} ${JSON.stringify(res.body)}`]).toEqual([
        key,
        "ok",
      ]);
      const [all, byAdmin] = await auditRows(admin.userId);
      const expected = writesAudit(key) ? 1 : 0;
      expect([key, all - allBefore, byAdmin - byAdminBefore]).toEqual([key, expected, expected]);
    }
  });
});
