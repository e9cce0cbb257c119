import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../test/change-feed-fakes";
import { call, createMember, createTestApp, grantRole, type TestContext } from "../../test/harness";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";

// Issue 28 item 2 (decision 112): a suspended member is signed out on every app server at once,
// though each keeps signed-in viewers in memory (CACHE_SECONDS, decision 090): the suspension
// deletes their sessions, and the `session` table's NOTIFY empties every server's viewer cache.
// Two servers are two connections to one database, which PGlite cannot share: there, one server.
const servers: TestContext[] = [];
let smtp: TestSmtpServer;
beforeAll(async () => {
  // One SMTP server for both: either server's worker may deliver a queued mail.
  smtp = await startSmtpServer();
  const CACHED = { env: { CACHE_SECONDS: "3600" }, smtp };
  const one = await createTestApp(CACHED);
  servers.push(one);
  if (process.env.TEST_DB === "postgres")
    servers.push(await createTestApp({ ...CACHED, database: one.database }));
});
afterAll(async () => {
  for (const s of servers.reverse()) await s.close();
  await smtp?.close();
});

describe("a suspension on one server", () => {
  it("ends the member's sessions on every server, and no server lets them sign in", async () => {
    const [one] = servers;
    const office = await createMember(one);
    await grantRole(one, office.userId, "admin");
    const member = await createMember(one, { password: "Secret123" });
    const viewerOn = async (s: TestContext) =>
      (await call(s, "GET", "/api/v1/me", undefined, member.cookie)).body.viewer;
    // Each server now keeps the member's viewer in memory.
    for (const s of servers) expect((await viewerOn(s))?.user.id).toBe(member.userId);

    const suspended = await call(
      one,
      "PUT",
      `/api/v1/admin/members/${member.userId}/suspension`,
      { reason: "Harassment", days: null },
      office.cookie,
    );
    expect(suspended.status).toBe(200);
    expect(await viewerOn(one)).toBeNull();
    // The other server hears of the deleted sessions by NOTIFY (a positive signal: its answer changes).
    for (const s of servers) await eventually(async () => (await viewerOn(s)) === null);
    for (const s of servers) {
      const signIn = await call(s, "POST", "/api/v1/auth/sign-in", {
        email: member.email,
        password: "Secret123",
      });
      expect(signIn.status).toBe(403);
      expect(signIn.body.error.message).toBe(
        "Your account is suspended. Contact the alumni office if you have questions.",
      );
    }
  });
});
