import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { createAdminTestApp, snapshot } from "../../test/admin-fixtures";
import { adminOfficeRequests } from "../../test/admin-office-requests";
import { type AdminRequests, adminContentRequests } from "../../test/admin-requests";
import { call, createMember, grantRole, type Member, type TestContext } from "../../test/harness";

/**
 * Every admin endpoint, enumerated from the running app (not from a hand-kept list): a
 * visitor gets 401, a member and a moderator 403, and nothing changes; an admin succeeds.
 * A new /api/v1/admin route without a request below fails the "is covered" test.
 */

// Admin-prefixed routes with other rules: the first-admin check and claim (admin-bootstrap).
const NOT_ADMIN_ONLY = new Set(["GET /api/v1/admin/exists", "POST /api/v1/admin/claim"]);

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

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
let requests: AdminRequests;

beforeAll(async () => {
  ({ ctx, admin } = await createAdminTestApp());
  [member, moderator] = [await createMember(ctx), await createMember(ctx)];
  await grantRole(ctx, moderator.userId, "moderator");
  await grantRole(ctx, member.userId, "user");
  const members = { ctx, admin, member, moderator };
  requests = { ...adminContentRequests(members), ...adminOfficeRequests(members) };
});
afterAll(async () => ctx.close());

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
