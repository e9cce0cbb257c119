import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LEADER_NEWSLETTER_TEXT } from "../../../contract/newsletter-leaders";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../../contract/notifications";
import { queryRows } from "../../db/client";
import {
  chapterMembers,
  chapterModerators,
  chapters,
  newsletterSubscriptions,
  profiles,
  user,
} from "../../db/schema";
import { setUpAdminTestApp } from "../../test/admin-fixtures";
import { call, grantRole, type Member, waitForMails } from "../../test/harness";

// Issue 25, item 4 (group leaders) and item 6 (the office's report), decision 121.
// Members who sign in are signed up; those who only receive mail are written in SQL (faster).
const t = setUpAdminTestApp({
  mod: { graduationYear: 1990 },
  rep: { graduationYear: 1996 },
  puneKeen: { graduationYear: 1996 },
});
/** A verified member with a profile of that year, who never signs in here. */
type Reader = Pick<Member, "userId" | "email">;
const readers = {} as Record<"puneSub" | "classmate" | "outsider", Reader>;
async function insertReader(name: keyof typeof readers, year: number) {
  const id = `reader-${name}`;
  const email = `${name.toLowerCase()}@example.org`;
  await t.ctx.database.db.insert(user).values({ id, name, email, emailVerified: true });
  await t.ctx.database.db.insert(profiles).values({ userId: id, displayName: name, graduationYear: year });
  readers[name] = { userId: id, email };
}
let pune: string;
let delhi: string;
/** The class representative's issue, whose report the last test reads. */
let reunion: string;

const subscribe = (m: Reader) =>
  t.ctx.database.db
    .insert(newsletterSubscriptions)
    .values({ email: m.email, token: `token-${m.userId}-0123456789`, confirmedAt: new Date() });
const draft = (subject: string) => ({
  subject,
  body: `A letter: ${subject}.`,
  send_key: crypto.randomUUID(),
});
const asLeader = (m: Member, method: "GET" | "POST", url: string, body?: unknown) =>
  call(t.ctx, method, url, body, m.cookie);
const issueRows = () =>
  queryRows<{ n: number }>(t.ctx.database.db, sql`SELECT count(*)::int AS n FROM newsletter_issues`);
const mailsOf = (id: string) =>
  queryRows<{ to_address: string }>(
    t.ctx.database.db,
    sql`SELECT to_address FROM mail_log WHERE batch_id = ${id}::uuid ORDER BY to_address`,
  );

beforeAll(async () => {
  await insertReader("puneSub", 2003);
  await insertReader("classmate", 1996);
  await insertReader("outsider", 2001);
  const rows = await t.ctx.database.db
    .insert(chapters)
    .values([
      { slug: "pune", name: "Pune" },
      { slug: "delhi", name: "Delhi" },
    ])
    .returning({ id: chapters.id });
  [pune, delhi] = rows.map((r) => r.id);
  await grantRole(t.ctx, t.mod.userId, "moderator");
  await t.ctx.database.db.insert(chapterModerators).values({ chapterId: pune, userId: t.mod.userId });
  await t.ctx.database.db.insert(chapterMembers).values([
    { chapterId: pune, userId: readers.puneSub.userId },
    { chapterId: pune, userId: t.puneKeen.userId },
    { chapterId: delhi, userId: readers.outsider.userId },
  ]);
  for (const m of [readers.puneSub, readers.classmate, readers.outsider, t.rep]) await subscribe(m);
  // A member who receives news through their settings (no subscription): the signed one-click link.
  await call(
    t.ctx,
    "PUT",
    "/api/v1/me/notifications",
    { ...DEFAULT_NOTIFICATION_PREFERENCES, news: "immediately" },
    t.puneKeen.cookie,
  );
});

describe("A group leader writes only to their own group", () => {
  it("is refused any other chapter, a year they do not represent, and everything when leading nothing", async () => {
    const before = (await issueRows())[0].n;
    const delhiGroup = { kind: "chapter", chapter_id: delhi };
    const refused = [
      await asLeader(t.mod, "POST", "/api/v1/leader/newsletter", { ...draft("Delhi"), group: delhiGroup }),
      await asLeader(t.mod, "POST", "/api/v1/leader/newsletter/audience", delhiGroup),
      await asLeader(t.mod, "POST", "/api/v1/leader/newsletter", {
        ...draft("Year"),
        group: { kind: "year", year: 1990 },
      }),
      await asLeader(t.mod, "POST", "/api/v1/leader/newsletter/test", {
        ...draft("Test"),
        group: delhiGroup,
      }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(LEADER_NEWSLETTER_TEXT.notYourGroup);
    }
    // A member who leads nothing (the class representative is not named yet).
    const nobody = await asLeader(t.puneKeen, "POST", "/api/v1/leader/newsletter", {
      ...draft("Class"),
      group: { kind: "year", year: 1996 },
    });
    expect(nobody.status).toBe(403);
    expect(nobody.body.error.message).toBe(LEADER_NEWSLETTER_TEXT.notLeader);
    expect((await asLeader(t.puneKeen, "GET", "/api/v1/leader/newsletter")).status).toBe(403);
    // A visitor, and the office's own audience route for a leader.
    expect((await call(t.ctx, "POST", "/api/v1/leader/newsletter/audience", delhiGroup)).status).toBe(401);
    expect((await asLeader(t.mod, "POST", "/api/v1/admin/newsletter", draft("Everyone"))).status).toBe(403);
    expect((await issueRows())[0].n).toBe(before);
    // The leader's own chapter is counted with the send's statement.
    const own = await asLeader(t.mod, "POST", "/api/v1/leader/newsletter/audience", {
      kind: "chapter",
      chapter_id: pune,
    });
    expect(own.body).toEqual({ recipients: 2 });
  });
});

describe("An untrusted leader's issue waits for the office", () => {
  it("is pending with no mail; Approve & send mails the chapter only, once; a declined one says why", async () => {
    const sent = await asLeader(t.mod, "POST", "/api/v1/leader/newsletter", {
      ...draft("Pune picnic"),
      group: { kind: "chapter", chapter_id: pune },
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ state: "pending", recipients: 0, audience: { chapter_id: pune } });
    expect(await mailsOf(sent.body.id)).toEqual([]);
    const approvals = await t.as("GET", "/api/v1/admin/newsletter/approvals");
    expect(approvals.body.map((a: { id: string }) => a.id)).toEqual([sent.body.id]);
    expect(approvals.body[0].author.id).toBe(t.mod.userId);
    // Neither the archive nor a member sees it before approval.
    expect(
      (await call(t.ctx, "GET", `/api/v1/newsletters/${sent.body.id}`, undefined, t.puneKeen.cookie)).status,
    ).toBe(404);

    const approved = await t.as("POST", `/api/v1/admin/newsletter/${sent.body.id}/approve`);
    expect(approved.status).toBe(202);
    expect(approved.body).toMatchObject({ state: "sent", recipients: 2 });
    const mails = await waitForMails(t.ctx, (m) => m.subject === "Pune picnic", 2);
    expect(mails.map((m) => m.to).sort()).toEqual([t.puneKeen.email, readers.puneSub.email].sort());
    // A second press (another tab) decides nothing more.
    expect((await t.as("POST", `/api/v1/admin/newsletter/${sent.body.id}/approve`)).status).toBe(409);
    expect(
      (await t.as("POST", `/api/v1/admin/newsletter/${sent.body.id}/decline`, { reason: "Late" })).status,
    ).toBe(409);
    expect((await mailsOf(sent.body.id)).length).toBe(2);

    const second = await asLeader(t.mod, "POST", "/api/v1/leader/newsletter", {
      ...draft("Pune sale"),
      group: { kind: "chapter", chapter_id: pune },
    });
    expect(
      (await t.as("POST", `/api/v1/admin/newsletter/${second.body.id}/decline`, { reason: "" })).status,
    ).toBe(400);
    const declined = await t.as("POST", `/api/v1/admin/newsletter/${second.body.id}/decline`, {
      reason: "No sales on the list, please",
    });
    expect(declined.status).toBe(200);
    expect(declined.body.state).toBe("declined");
    expect(await mailsOf(second.body.id)).toEqual([]);
    const home = await asLeader(t.mod, "GET", "/api/v1/leader/newsletter");
    expect(home.body.trusted).toBe(false);
    expect(home.body.groups).toEqual([{ kind: "chapter", chapter_id: pune, name: "Pune" }]);
    expect(
      home.body.issues.map((i: { state: string; decline_reason: string | null }) => [
        i.state,
        i.decline_reason,
      ]),
    ).toEqual([
      ["declined", "No sales on the list, please"],
      ["sent", null],
    ]);
    expect((await t.as("GET", "/api/v1/admin/newsletter/approvals")).body).toEqual([]);
  });
});

describe("A trusted class representative", () => {
  it("is named by the office for a year and sends to that year at once", async () => {
    expect(
      (
        await t.as("PUT", "/api/v1/admin/newsletter/class-representatives/1996", {
          email: "nobody@example.org",
        })
      ).status,
    ).toBe(404);
    const named = await t.as("PUT", "/api/v1/admin/newsletter/class-representatives/1996", {
      email: t.rep.email,
    });
    expect(named.status).toBe(200);
    expect(named.body.class_representatives).toMatchObject([
      { year: 1996, user_id: t.rep.userId, trusted: false },
    ]);
    // Their class page offers the way to write to it; nobody else's does, and not another year's.
    const classPage = async (who: typeof t.rep, year: number) =>
      (await asLeader(who, "GET", `/api/v1/classes/${year}`)).body.is_representative;
    expect(await classPage(t.rep, 1996)).toBe(true);
    expect(await classPage(t.rep, 1997)).toBe(false);
    expect(await classPage(t.puneKeen, 1996)).toBe(false);
    // Not a member of the office: cannot name representatives or trust anyone.
    expect((await asLeader(t.rep, "GET", "/api/v1/admin/newsletter/leaders")).status).toBe(403);
    const trusted = await t.as("PUT", `/api/v1/admin/newsletter/leaders/${t.rep.userId}/trust`, {
      trusted: true,
    });
    expect(trusted.body.class_representatives[0].trusted).toBe(true);

    const sent = await asLeader(t.rep, "POST", "/api/v1/leader/newsletter", {
      ...draft("Class of 1996 reunion"),
      group: { kind: "year", year: 1996 },
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ state: "sent", recipients: 3 });
    const mails = await waitForMails(t.ctx, (m) => m.subject === "Class of 1996 reunion", 3);
    expect(mails.map((m) => m.to).sort()).toEqual(
      [readers.classmate.email, t.puneKeen.email, t.rep.email].sort(),
    );
    expect((await t.as("GET", "/api/v1/admin/newsletter/approvals")).body).toEqual([]);
    reunion = sent.body.id;
  });
});

describe("The office's report of an issue", () => {
  const report = async () => (await t.as("GET", `/api/v1/admin/newsletter/${reunion}`)).body;
  const oneClick = (url: string) =>
    t.ctx.app.inject({
      method: "POST",
      url: url.replace("http://localhost:3000", ""),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
  const linkOf = (to: string) =>
    t.ctx.mail
      .find((m) => m.subject === "Class of 1996 reunion" && m.to === to)
      ?.headers?.["List-Unsubscribe"]?.slice(1, -1) ?? "";

  it("counts audience, recipients, delivered, failed with reasons, and unsubscribes through this issue's links", async () => {
    let detail = await report();
    for (let i = 0; i < 50 && detail.counts.sent < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      detail = await report();
    }
    expect(detail).toMatchObject({ audience: { year_from: 1996, year_to: 1996 }, recipients: 3 });
    expect(detail.report).toEqual({ delivered: 3, failed: 0, failure_reasons: [], unsubscribed: 0 });

    // A subscriber's link and a member's signed link each count once for this issue.
    expect(linkOf(readers.classmate.email)).toContain(`&issue=${reunion}`);
    expect((await oneClick(linkOf(readers.classmate.email))).statusCode).toBe(200);
    expect((await oneClick(linkOf(readers.classmate.email))).statusCode).toBe(200);
    expect((await oneClick(linkOf(t.puneKeen.email))).statusCode).toBe(200);
    // A link without the issue (mailed before reports existed) still unsubscribes, counted nowhere.
    expect(
      (await oneClick(`/api/v1/newsletter/unsubscribe?token=token-${t.rep.userId}-0123456789`)).statusCode,
    ).toBe(200);
    // Another issue's id on a valid token counts nothing there (the address was not its recipient).
    const [repSub] = await queryRows<{ unsubscribed_at: Date | null }>(
      t.ctx.database.db,
      sql`SELECT unsubscribed_at FROM newsletter_subscriptions WHERE email = ${t.rep.email}`,
    );
    expect(repSub.unsubscribed_at).not.toBeNull();

    // A mail the SMTP server refused after the retries (recorded so by the outbox) is failed with its reason.
    await t.ctx.database.db.execute(sql`UPDATE mail_log SET status = 'failed', last_error = '550 Mailbox unavailable'
      WHERE batch_id = ${reunion}::uuid AND to_address = ${t.rep.email}`);
    expect((await report()).report).toEqual({
      delivered: 2,
      failed: 1,
      failure_reasons: [{ reason: "550 Mailbox unavailable", count: 1 }],
      unsubscribed: 2,
    });
  });
});
