// Data rights: Delete my account (what goes, what stays, queued mail) and an admin's deletion of an alumnus.
import { existsSync } from "node:fs";
import { and, eq, or, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DATA_RIGHTS_MESSAGES } from "../../../contract/ui-text";
import { account, session, user } from "../../db/auth-schema";
import { queryRows } from "../../db/client";
import {
  auditLog,
  conversations,
  eventRegistrations,
  events,
  jobs,
  mailLog,
  messages,
  newsletterSubscriptions,
  profiles,
  userRoles,
} from "../../db/schema";
import { QUEUES } from "../../jobs/queue";
import {
  avatarPath,
  busyMember,
  columnsReferencingUser,
  columnsStillHolding,
  referencedEverywhere,
  untilNoDeliveryLeft,
  uploadAvatar,
} from "../../test/data-rights";
import { setUpTestAppWith } from "../../test/fixtures";
import { call, createMember, grantRole, sessionCookieFrom, waitForMails } from "../../test/harness";
import { sendMessage } from "../../test/send-message";
import { NOTIFICATION_QUEUES } from "../notifications/senders";

/** This file's test app; its members are created by each test. */
const t = setUpTestAppWith({});

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
    const { m, avatarUrl, title } = await busyMember(t.ctx, partner);
    // A second session of the same member (another device).
    const other = await call(t.ctx, "POST", "/api/v1/auth/sign-in", {
      email: m.email,
      password: "Secret123",
    });
    const otherCookie = sessionCookieFrom(other.headers["set-cookie"]);
    expect(existsSync(avatarPath(t.ctx, avatarUrl))).toBe(true);
    await referencedEverywhere(t.ctx, m, partner);
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
    expect(await columnsStillHolding(t.ctx, m)).toEqual(
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
    expect(await columnsStillHolding(t.ctx, m)).toEqual([
      "audit_log.target_id",
      "conversations.other_id",
      "messages.recipient_id",
      "messages.sender_id",
    ]);
    expect(existsSync(avatarPath(t.ctx, avatarUrl))).toBe(false);
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
    await untilNoDeliveryLeft(t.ctx);
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
    await untilNoDeliveryLeft(t.ctx);
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
    const avatarUrl = await uploadAvatar(t.ctx, m);
    expect(existsSync(avatarPath(t.ctx, avatarUrl))).toBe(true);
    expect(
      (await call(t.ctx, "DELETE", `/api/v1/admin/alumni/${m.profileId}`, undefined, admin.cookie)).status,
    ).toBeLessThan(300);
    expect(existsSync(avatarPath(t.ctx, avatarUrl))).toBe(false);
  });
});
