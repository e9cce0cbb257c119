import { existsSync } from "node:fs";
import path from "node:path";
import { and, eq, is, or, type SQL, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS } from "../../../contract/notifications";
import { DATA_RIGHTS_MESSAGES } from "../../../contract/ui-text";
import { account, session, user } from "../../db/auth-schema";
import { queryRows } from "../../db/client";
import * as schema from "../../db/schema";
import {
  auditLog,
  chapterMembers,
  chapterModerators,
  chapters,
  conversations,
  eventCheckIns,
  eventDoorVolunteers,
  eventRegistrations,
  events,
  jobReports,
  jobs,
  mailLog,
  memberBlocks,
  mentoringRequests,
  messages,
  newsletterIssues,
  newsletterSubscriptions,
  profiles,
  rateLimits,
  reports,
  userRoles,
  verification,
} from "../../db/schema";
import { QUEUES } from "../../jobs/queue";
import { eventProposal } from "../../test/event-proposals";
import { inDays, insertApprovedEvent, setUpTestAppWith, uploadAvatarPng } from "../../test/fixtures";
import {
  call,
  createMember,
  grantRole,
  type Member,
  ORIGIN,
  sessionCookieFrom,
  waitForMail,
  waitForMails,
} from "../../test/harness";
import { sendMessage } from "../../test/send-message";
import { NOTIFICATION_QUEUES } from "../notifications/senders";

/** This file's test app; its members are created by each test. */
const t = setUpTestAppWith({});

const uploadAvatar = (member: Member) => uploadAvatarPng(t.ctx, member, "#c03");

const avatarPath = (url: string) => path.join(t.ctx.dataDir, url.replace(/^\//, ""));

async function subscribe(email: string) {
  expect((await call(t.ctx, "POST", "/api/v1/newsletter/subscribe", { email })).status).toBe(202);
}

/** A member with something in most sections: avatar, messages both ways, an RSVP, a proposal, a subscription, a job. */
async function busyMember(partner: Member) {
  const m = await createMember(t.ctx, { displayName: "Dana Kapoor" });
  const avatarUrl = await uploadAvatar(m);
  expect((await sendMessage(t.ctx, m, partner, "Hello from Dana")).status).toBe(201);
  expect((await sendMessage(t.ctx, partner, m, "Hi Dana")).status).toBe(201);
  const event = await insertApprovedEvent(t.ctx, { title: "Gala Night" });
  expect(
    (await call(t.ctx, "PUT", `/api/v1/events/${event.id}/rsvp`, { status: "going" }, m.cookie)).status,
  ).toBe(200);
  const title = `Dana's meetup ${crypto.randomUUID().slice(0, 6)}`;
  const proposal = eventProposal(20, { title, description: "Coffee", category: "Reunion", location: "Pune" });
  expect((await call(t.ctx, "POST", "/api/v1/events", proposal, m.cookie)).status).toBe(201);
  await subscribe(m.email);
  const job = {
    title: "Data engineer",
    company: "Acme",
    location: "Pune",
    remote: false,
    apply_url: "https://acme.example/jobs/7",
    message_me: false,
    closes_on: inDays(10).toISOString().slice(0, 10),
  };
  expect((await call(t.ctx, "POST", "/api/v1/jobs", job, m.cookie)).status).toBe(201);
  return { m, avatarUrl, event, title };
}

/** Every table of server/db/schema.ts (Better Auth's included), found by what the module exports. */
const schemaTables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);

/** "table.column" of every column with a foreign key to user.id. */
function columnsReferencingUser(): string[] {
  const found: string[] = [];
  for (const table of schemaTables) {
    const config = getTableConfig(table);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (getTableConfig(ref.foreignTable).name !== "user") continue;
      for (const column of ref.columns) found.push(`${config.name}.${column.name}`);
    }
  }
  return found.sort();
}

/**
 * Every "table.column" of the schema still holding the member: a text column equal to their id
 * or containing their address (any case), a JSON or text-array column containing either. Read
 * from the schema, so a table added later is searched without this test naming it.
 */
async function columnsStillHolding(member: { userId: string; email: string }): Promise<string[]> {
  const email = member.email.toLowerCase();
  const found: string[] = [];
  for (const table of schemaTables) {
    const config = getTableConfig(table);
    const checks: Array<[string, SQL]> = [];
    for (const column of config.columns) {
      const type = column.getSQLType();
      const ref = sql.identifier(column.name);
      if (type === "text") {
        checks.push([column.name, sql`${ref} = ${member.userId} OR position(${email} in lower(${ref})) > 0`]);
      } else if (type === "jsonb" || type === "text[]") {
        const asText = sql`lower(${ref}::text)`;
        checks.push([
          column.name,
          sql`position(${member.userId.toLowerCase()} in ${asText}) > 0 OR position(${email} in ${asText}) > 0`,
        ]);
      }
    }
    if (checks.length === 0) continue;
    const [row] = await queryRows<Record<string, number>>(
      t.ctx.database.db,
      sql`SELECT ${sql.join(
        checks.map(([name, check]) => sql`count(*) FILTER (WHERE ${check})::int AS ${sql.identifier(name)}`),
        sql`, `,
      )} FROM ${sql.identifier(config.name)}`,
    );
    for (const [name] of checks) if (row[name] > 0) found.push(`${config.name}.${name}`);
  }
  return found.sort();
}

/** Rows in every table with a foreign key to the user, so deleting them is not vacuously true. */
async function referencedEverywhere(m: Member, partner: Member) {
  const db = t.ctx.database.db;
  const [chapter] = await db
    .insert(chapters)
    .values({ slug: `pune-${crypto.randomUUID().slice(0, 8)}`, name: "Pune" })
    .returning();
  await db.insert(chapterMembers).values({ chapterId: chapter.id, userId: m.userId });
  await db.insert(chapterModerators).values({ chapterId: chapter.id, userId: m.userId });
  await grantRole(t.ctx, m.userId, "moderator");
  await db.insert(mentoringRequests).values([
    { menteeId: m.userId, mentorId: partner.userId, note: "Career advice, please" },
    { menteeId: partner.userId, mentorId: m.userId, note: "Could you mentor me?" },
  ]);
  const [partnerJob] = await db
    .insert(jobs)
    .values({ posterId: partner.userId, title: "Analyst", company: "Beta", closesOn: "2099-01-01" })
    .returning();
  await db.insert(jobReports).values({ jobId: partnerJob.id, reporterId: m.userId, reason: "Spam" });
  await db.insert(schema.jobInterests).values({ jobId: partnerJob.id, userId: m.userId });
  // Blocks both ways, and a report they filed and one they closed (issue 28).
  await db.insert(memberBlocks).values([
    { blockerId: m.userId, blockedId: partner.userId },
    { blockerId: partner.userId, blockedId: m.userId },
  ]);
  await db.insert(reports).values({
    reporterId: m.userId,
    subjectKind: "job",
    subjectId: partnerJob.id,
    subjectUserId: partner.userId,
    reason: "spam",
    snapshot: { title: "Job: Analyst at Beta", lines: [] },
    status: "dismissed",
    resolvedBy: m.userId,
  });
  // Issue 25: an issue they wrote and reviewed (as a leader and as the office), a class they
  // represent, trusted as a leader. Issue 27: the Alumni Cup's rules they last set.
  await db
    .insert(newsletterIssues)
    .values({ subject: "Spring news", body: "Hello", createdBy: m.userId, reviewedBy: m.userId });
  await db.insert(schema.classRepresentatives).values({ graduationYear: 1961, userId: m.userId });
  await db.insert(schema.newsletterTrustedLeaders).values({ userId: m.userId });
  await db
    .insert(schema.alumniCupSettings)
    .values({ id: 1, updatedBy: m.userId })
    .onConflictDoUpdate({ target: schema.alumniCupSettings.id, set: { updatedBy: m.userId } });
  // The door (issue 27): a volunteer (named by themselves, as an admin would be) who let a walk-in in.
  const [door] = await db
    .insert(events)
    .values({ title: "Door Night", category: "Reunion", startDate: inDays(3), moderationStatus: "approved" })
    .returning();
  await db.insert(eventDoorVolunteers).values({ eventId: door.id, userId: m.userId, assignedBy: m.userId });
  await db
    .insert(eventCheckIns)
    .values({ eventId: door.id, walkInName: "Wren Walk-in", checkedInBy: m.userId });
  // Issue 26: a death notice they gave and (as if office) resolved; their roll entry and an
  // invitation they sent and accepted. Issue 28: a suspension of theirs, long over.
  await db.insert(schema.deathNotices).values({
    subjectName: "Remembered Alumnus",
    reporterId: m.userId,
    resolvedBy: m.userId,
    note: "Passed away.",
    status: "dismissed",
  });
  const [entry] = await db
    .insert(schema.schoolRoll)
    .values({ name: "Roll Entry", house: "Tata", year: 2001, joinedUserId: m.userId })
    .returning({ id: schema.schoolRoll.id });
  await db.insert(schema.rollInvitations).values({
    rollEntryId: entry.id,
    inviterId: m.userId,
    acceptedUserId: m.userId,
    addressKey: "a".repeat(64),
    tokenHash: "b".repeat(64),
  });
  await db.insert(schema.memberSuspensions).values({
    userId: m.userId,
    suspendedBy: m.userId,
    reason: "Spam",
    until: new Date(Date.now() - 86_400_000),
  });
  await db.insert(auditLog).values({ actorId: m.userId, action: "test.act", targetType: "test" });
  // A password reset under way, and the mail throttle's counter for their address (sign-up's
  // mail has usually made it already).
  await db.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: `reset-password:${crypto.randomUUID()}`,
    value: m.userId,
    expiresAt: inDays(1),
  });
  await db
    .insert(rateLimits)
    .values({ key: `mails-to:${m.email}`, points: 1, expire: inDays(1) })
    .onConflictDoNothing();
  // Their notification choices' row: their time zone, saved through the API.
  expect(
    (await call(t.ctx, "PUT", "/api/v1/me/time-zone", { time_zone: "Asia/Kolkata" }, m.cookie)).status,
  ).toBeLessThan(300);
}

/** Delivery jobs not yet finished (waiting, retrying or running). */
const deliveryJobsLeft = async () =>
  t.ctx.deps.jobs.boss.getQueueSize(QUEUES.mailDeliver, { before: "completed" });

async function untilNoDeliveryLeft(timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await deliveryJobsLeft()) > 0) {
    if (Date.now() > deadline) throw new Error("mail deliveries still under way");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("Download my data", () => {
  it("is a ZIP with data.json holding every section, and the avatar file", async () => {
    const partner = await createMember(t.ctx, { displayName: "Partner One" });
    const { m, avatarUrl, event, title } = await busyMember(partner);
    const res = await t.ctx.app.inject({
      method: "GET",
      url: "/api/v1/account/export",
      headers: { origin: ORIGIN, cookie: m.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="alumni-portal-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(["avatar.webp", "data.json"]);
    const stored = await t.ctx.app.inject({ method: "GET", url: avatarUrl });
    expect(Buffer.from(files["avatar.webp"]).equals(stored.rawPayload)).toBe(true);

    const data = JSON.parse(new TextDecoder().decode(files["data.json"]));
    expect(data.account).toMatchObject({
      id: m.userId,
      email: m.email,
      name: "Dana Kapoor",
      emailVerified: true,
    });
    expect(data.profile).toMatchObject({
      id: m.profileId,
      display_name: "Dana Kapoor",
      avatar_url: avatarUrl,
    });
    expect(data.profile.privacy_settings).toBeTypeOf("object");
    expect(data.messages.sent.map((x: { content: string }) => x.content)).toEqual(["Hello from Dana"]);
    expect(data.messages.received.map((x: { content: string }) => x.content)).toEqual(["Hi Dana"]);
    expect(data.eventReplies).toEqual([
      expect.objectContaining({ eventId: event.id, event: "Gala Night", status: "going" }),
    ]);
    expect(data.eventProposals).toEqual([expect.objectContaining({ title, moderationStatus: "pending" })]);
    expect(data.newsletterSubscriptions).toEqual([
      expect.objectContaining({ email: m.email, confirmedAt: null }),
    ]);
    expect(data.jobs.posted).toEqual([expect.objectContaining({ title: "Data engineer", company: "Acme" })]);
    expect(data.mentoringRequests).toEqual({ sent: [], received: [] });
    expect(Object.keys(data.notificationChoices).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(data.notifications).toEqual([
      expect.objectContaining({ kind: "message", title: "New message from Partner One", body: "Hi Dana" }),
    ]);
    expect(data.mailsSentToYou.map((x: { kind: string }) => x.kind)).toContain("auth");
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider: "credential" })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toMatch(/"(password|token)"/);
    // Nobody else's data: the partner's profile is not in it, only their id on the messages.
    expect(JSON.stringify(data)).not.toContain(partner.email);
  });

  it("is refused to visitors", async () => {
    expect((await call(t.ctx, "GET", "/api/v1/account/export")).status).toBe(401);
  });
});

describe("Delete my account", () => {
  it("a wrong password changes nothing", async () => {
    const m = await createMember(t.ctx);
    const res = await call(t.ctx, "POST", "/api/v1/account/delete", { password: "Wrong1234" }, m.cookie);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(DATA_RIGHTS_MESSAGES.deleteWrongPassword);
    expect(await t.ctx.database.db.$count(user, eq(user.id, m.userId))).toBe(1);
    expect((await call(t.ctx, "GET", "/api/v1/profile", undefined, m.cookie)).status).toBe(200);
  });

  it("removes account, profile, avatar file, sessions and subscriptions at once; the partner keeps the conversation with 'Unknown User'", async () => {
    const partner = await createMember(t.ctx, { displayName: "Partner Two" });
    const { m, avatarUrl, title } = await busyMember(partner);
    // A second session of the same member (another device).
    const other = await call(t.ctx, "POST", "/api/v1/auth/sign-in", {
      email: m.email,
      password: "Secret123",
    });
    const otherCookie = sessionCookieFrom(other.headers["set-cookie"]);
    expect(existsSync(avatarPath(avatarUrl))).toBe(true);
    await referencedEverywhere(m, partner);
    // Every column with a foreign key to the user holds them before the deletion (so "none
    // after" below means something), the tables the audit named among them.
    const references = columnsReferencingUser();
    expect(references).toEqual(
      expect.arrayContaining([
        "account.user_id",
        "chapter_members.user_id",
        "event_registrations.user_id",
        "jobs.poster_id",
        "mentoring_requests.mentee_id",
        "mentoring_requests.mentor_id",
        "notification_preferences.user_id",
        "notifications.user_id",
        "session.user_id",
      ]),
    );
    for (const reference of references) {
      const [table, column] = reference.split(".");
      const [row] = await queryRows<{ n: number }>(
        t.ctx.database.db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${m.userId}`,
      );
      expect({ reference, rows: row.n > 0 }).toEqual({ reference, rows: true });
    }
    expect(await columnsStillHolding(m)).toEqual(
      expect.arrayContaining(["mail_log.to_address", "newsletter_subscriptions.email", "user.email"]),
    );

    const res = await call(t.ctx, "POST", "/api/v1/account/delete", { password: "Secret123" }, m.cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DATA_RIGHTS_MESSAGES.deleted);

    const db = t.ctx.database.db;
    expect(await db.$count(user, eq(user.id, m.userId))).toBe(0);
    expect(await db.$count(account, eq(account.userId, m.userId))).toBe(0);
    expect(await db.$count(session, eq(session.userId, m.userId))).toBe(0);
    expect(await db.$count(profiles, eq(profiles.id, m.profileId))).toBe(0);
    expect(await db.$count(userRoles, eq(userRoles.userId, m.userId))).toBe(0);
    expect(await db.$count(eventRegistrations, eq(eventRegistrations.userId, m.userId))).toBe(0);
    expect(await db.$count(conversations, eq(conversations.memberId, m.userId))).toBe(0);
    expect(
      await db.$count(newsletterSubscriptions, sql`lower(${newsletterSubscriptions.email}) = ${m.email}`),
    ).toBe(0);
    expect(await db.$count(jobs, eq(jobs.posterId, m.userId))).toBe(0);
    expect(
      await db.$count(
        mailLog,
        and(sql`lower(${mailLog.toAddress}) = ${m.email}`, sql`${mailLog.status} IN ('sent', 'failed')`),
      ),
    ).toBe(0);
    // Nothing anywhere in the schema still names them, but what decision 065 keeps: the
    // messages the partner can still read (and the partner's conversation row), and the audit
    // row of the deletion itself.
    expect(await columnsStillHolding(m)).toEqual([
      "audit_log.target_id",
      "conversations.other_id",
      "messages.recipient_id",
      "messages.sender_id",
    ]);
    expect(existsSync(avatarPath(avatarUrl))).toBe(false);
    expect((await t.ctx.app.inject({ method: "GET", url: avatarUrl })).statusCode).toBe(404);
    // The proposal stays, without its organiser.
    const [proposal] = await db.select().from(events).where(eq(events.title, title));
    expect(proposal.organizerId).toBeNull();
    // Both sessions are gone.
    expect((await call(t.ctx, "GET", "/api/v1/me", undefined, m.cookie)).body.viewer).toBeNull();
    expect((await call(t.ctx, "GET", "/api/v1/me", undefined, otherCookie)).body.viewer).toBeNull();
    // Audit row.
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "account.delete"), eq(auditLog.targetId, m.userId)));
    expect(audits).toHaveLength(1);
    expect(audits[0].before).toEqual({ profileId: m.profileId });

    // The partner's inbox and conversation still hold both messages, Dana shown as 'Unknown User'.
    const inbox = await call(t.ctx, "GET", "/api/v1/messages/conversations", undefined, partner.cookie);
    expect(inbox.status).toBe(200);
    const conversation = inbox.body.conversations.find(
      (c: { other: { user_id: string } }) => c.other.user_id === m.userId,
    );
    expect(conversation.other).toEqual({ user_id: m.userId, display_name: "Unknown User", avatar_url: null });
    const thread = await call(
      t.ctx,
      "GET",
      `/api/v1/messages/conversations/${m.userId}`,
      undefined,
      partner.cookie,
    );
    expect(thread.status).toBe(200);
    expect(
      thread.body.messages.map((x: { content: string; sender_profile: { display_name: string } }) => [
        x.sender_profile.display_name,
        x.content,
      ]),
    ).toEqual([
      ["Unknown User", "Hello from Dana"],
      ["Partner Two", "Hi Dana"],
    ]);
    // Nobody can write to the deleted account.
    const reply = await sendMessage(t.ctx, partner, m, "Still there?");
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);

    // When the partner deletes their account too, no one is left to read those messages: they go.
    expect(
      (await call(t.ctx, "POST", "/api/v1/account/delete", { password: "Secret123" }, partner.cookie)).status,
    ).toBe(200);
    expect(
      await db.$count(messages, or(eq(messages.senderId, m.userId), eq(messages.recipientId, m.userId))),
    ).toBe(0);
  });

  it("a mail queued to them just before the deletion never reaches the transport; its job and row are gone", async () => {
    const partner = await createMember(t.ctx);
    const m = await createMember(t.ctx);
    await untilNoDeliveryLeft();
    // Both of this server's delivery workers are held by mails to someone else, so the mail to
    // the member stays queued until after the deletion, as it would behind a slow SMTP server.
    const blocker = `blocker.${crypto.randomUUID().slice(0, 8)}@example.org`;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.ctx.mailDelay = async (mail) => {
      if (mail.to === blocker) await held;
    };
    let mailId: string | null = null;
    let checkJobId: string | null = null;
    try {
      for (const n of [1, 2])
        await t.ctx.deps.mailer.send({ to: blocker, subject: `Hold ${n}`, text: "Wait" });
      await waitForMails(t.ctx, (x) => x.to === blocker, 2);
      mailId = await t.ctx.deps.mailer.send({
        to: m.email,
        kind: "notification",
        subject: "Queued before the deletion",
        text: "This must never be sent.",
      });
      // A message to them whose "still unread? mail them" check is still waiting.
      const sent = await sendMessage(t.ctx, partner, m, "Are you there?");
      expect(sent.status).toBe(201);
      expect(sent.body.id).toBeTypeOf("string");
      checkJobId = await t.ctx.deps.jobs.boss.send(
        NOTIFICATION_QUEUES.unreadMessage,
        { messageId: sent.body.id },
        { startAfter: 3600 },
      );
      expect(await t.ctx.database.db.$count(mailLog, eq(mailLog.id, mailId ?? ""))).toBe(1);

      const res = await call(t.ctx, "POST", "/api/v1/account/delete", { password: "Secret123" }, m.cookie);
      expect(res.status).toBe(200);
    } finally {
      release();
      t.ctx.mailDelay = null;
    }
    // The workers are free again: had the mail's job survived, it would be delivered now.
    await untilNoDeliveryLeft();
    expect(t.ctx.mail.filter((x) => x.to === m.email && x.subject === "Queued before the deletion")).toEqual(
      [],
    );
    expect(await t.ctx.database.db.$count(mailLog, sql`lower(${mailLog.toAddress}) = ${m.email}`)).toBe(0);
    const leftJobs = await queryRows<{ name: string }>(
      t.ctx.database.db,
      sql`SELECT name FROM pgboss.job WHERE (name = ${QUEUES.mailDeliver} AND data->>'mailId' = ${mailId})
        OR id = ${checkJobId}::uuid`,
    );
    expect(leftJobs).toEqual([]);
  });

  it("the last admin cannot delete their account", async () => {
    const admin = await createMember(t.ctx);
    await grantRole(t.ctx, admin.userId, "admin");
    const res = await call(t.ctx, "POST", "/api/v1/account/delete", { password: "Secret123" }, admin.cookie);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(DATA_RIGHTS_MESSAGES.deleteLastAdmin);
    expect(await t.ctx.database.db.$count(user, eq(user.id, admin.userId))).toBe(1);
  });
});

describe("Admin deletion of an alumnus", () => {
  it("removes their avatar file too", async () => {
    const admin = await createMember(t.ctx);
    await grantRole(t.ctx, admin.userId, "admin");
    const m = await createMember(t.ctx);
    const avatarUrl = await uploadAvatar(m);
    expect(existsSync(avatarPath(avatarUrl))).toBe(true);
    expect(
      (await call(t.ctx, "DELETE", `/api/v1/admin/alumni/${m.profileId}`, undefined, admin.cookie)).status,
    ).toBeLessThan(300);
    expect(existsSync(avatarPath(avatarUrl))).toBe(false);
  });
});

describe("Change e-mail", () => {
  it("mails a link to the new address; the address changes only when it is opened", async () => {
    const m = await createMember(t.ctx);
    const newEmail = `moved.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const res = await call(t.ctx, "POST", "/api/v1/account/email", { newEmail }, m.cookie);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DATA_RIGHTS_MESSAGES.changeEmailSent(newEmail));
    const mail = await waitForMail(t.ctx, (x) => x.to === newEmail);
    expect(mail?.subject).toBe(DATA_RIGHTS_MESSAGES.changeEmailSubject);
    const [before] = await t.ctx.database.db.select().from(user).where(eq(user.id, m.userId));
    expect(before.email).toBe(m.email);

    const open = await t.ctx.app.inject({ method: "GET", url: (mail?.link ?? "").replace(ORIGIN, "") });
    expect(open.statusCode).toBe(302);
    const [after] = await t.ctx.database.db.select().from(user).where(eq(user.id, m.userId));
    expect(after.email).toBe(newEmail);
    expect(after.emailVerified).toBe(true);
    // Signs in with the new address, not the old one.
    expect(
      (await call(t.ctx, "POST", "/api/v1/auth/sign-in", { email: newEmail, password: "Secret123" })).status,
    ).toBe(200);
    expect(
      (await call(t.ctx, "POST", "/api/v1/auth/sign-in", { email: m.email, password: "Secret123" })).status,
    ).toBe(401);
  });

  it("refuses the current address and a malformed one; an address already in use gets the same answer and is never taken", async () => {
    const m = await createMember(t.ctx);
    const taken = await createMember(t.ctx);
    const same = await call(t.ctx, "POST", "/api/v1/account/email", { newEmail: m.email }, m.cookie);
    expect(same.status).toBe(400);
    expect(same.body.error.message).toBe(DATA_RIGHTS_MESSAGES.changeEmailSame);
    expect(
      (await call(t.ctx, "POST", "/api/v1/account/email", { newEmail: "not-an-address" }, m.cookie)).status,
    ).toBe(400);
    // Mails are queued in the mail log in the request's own transaction: none for the taken address.
    const mailsTo = () => t.ctx.database.db.$count(mailLog, eq(mailLog.toAddress, taken.email));
    const mailsBefore = await mailsTo();
    const res = await call(t.ctx, "POST", "/api/v1/account/email", { newEmail: taken.email }, m.cookie);
    expect(res.status).toBe(200);
    expect(await mailsTo()).toBe(mailsBefore);
    const [row] = await t.ctx.database.db.select().from(user).where(eq(user.id, m.userId));
    expect(row.email).toBe(m.email);
  });
});
