import { PassThrough, type Readable } from "node:stream";
import { asc, eq, type or, sql } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { account, session, user } from "../../db/auth-schema";
import type { Db } from "../../db/client";
import {
  eventCheckIns,
  eventRegistrations,
  events,
  mailLog,
  messages,
  newsletterSubscriptions,
  notificationItems,
  profiles,
  userRoles,
} from "../../db/schema";
import { presentProfile } from "../../presenters/profile";
import type { Storage } from "../../storage/storage";
import { getPreferences } from "../notifications/preferences";
import { collectCommunityData } from "./export-community";

/**
 * Everything the portal holds about one member (GDPR art. 15 and 20; decision 065), as one
 * JSON document. A feature that stores more about a member adds its section here.
 */
export async function collectMemberData(db: Db, userId: string) {
  const [u] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const [profileRow] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  const [
    roles,
    signIns,
    sessions,
    sent,
    received,
    rsvps,
    proposals,
    subscriptions,
    community,
    notifications,
    mails,
    bell,
  ] = await Promise.all([
    db
      .select({ role: userRoles.role, since: userRoles.createdAt })
      .from(userRoles)
      .where(eq(userRoles.userId, userId)),
    db
      .select({ provider: account.providerId, createdAt: account.createdAt })
      .from(account)
      .where(eq(account.userId, userId)),
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(asc(session.createdAt)),
    messagesWhere(db, eq(messages.senderId, userId)),
    messagesWhere(db, eq(messages.recipientId, userId)),
    db
      .select({
        eventId: events.id,
        event: events.title,
        startDate: events.startDate,
        status: eventRegistrations.status,
        repliedAt: eventRegistrations.createdAt,
        updatedAt: eventRegistrations.updatedAt,
        // Issue 27: when they were checked in at the door (their "events attended").
        checkedInAt: eventCheckIns.checkedInAt,
      })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .leftJoin(eventCheckIns, eq(eventCheckIns.registrationId, eventRegistrations.id))
      .where(eq(eventRegistrations.userId, userId))
      .orderBy(asc(events.startDate)),
    db.select().from(events).where(eq(events.organizerId, userId)).orderBy(asc(events.createdAt)),
    db
      .select({
        email: newsletterSubscriptions.email,
        confirmedAt: newsletterSubscriptions.confirmedAt,
        unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
        createdAt: newsletterSubscriptions.createdAt,
      })
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${u?.email ?? ""})`),
    collectCommunityData(db, userId),
    getPreferences(db, userId),
    db
      .select({
        kind: mailLog.kind,
        subject: mailLog.subject,
        status: mailLog.status,
        createdAt: mailLog.createdAt,
        sentAt: mailLog.sentAt,
      })
      .from(mailLog)
      .where(sql`lower(${mailLog.toAddress}) = lower(${u?.email ?? ""})`)
      .orderBy(asc(mailLog.createdAt)),
    db
      .select({
        kind: notificationItems.kind,
        title: notificationItems.title,
        body: notificationItems.body,
        path: notificationItems.path,
        createdAt: notificationItems.createdAt,
        readAt: notificationItems.readAt,
      })
      .from(notificationItems)
      .where(eq(notificationItems.userId, userId))
      .orderBy(asc(notificationItems.createdAt)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: u ?? null,
    roles,
    signInMethods: signIns,
    sessions,
    profile: profileRow ? presentProfile(profileRow, "owner") : null,
    messages: { sent, received },
    eventReplies: rsvps,
    eventProposals: proposals.map(({ organizerId: _organizer, ...e }) => e),
    newsletterSubscriptions: subscriptions,
    ...community,
    notificationChoices: notifications,
    notifications: bell,
    mailsSentToYou: mails,
    avatarFile: profileRow?.avatarUrl ?? null,
  };
}

function messagesWhere(db: Db, where: ReturnType<typeof or>) {
  return db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      recipientId: messages.recipientId,
      subject: messages.subject,
      content: messages.content,
      threadId: messages.threadId,
      isRead: messages.isRead,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(where)
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

export type MemberData = Awaited<ReturnType<typeof collectMemberData>>;

/**
 * The download: a ZIP streamed as it is built (fflate): data.json, and the avatar file when the
 * member has one (stored as is: it is already compressed).
 */
export async function memberDataZip(db: Db, storage: Storage, userId: string): Promise<Readable> {
  const data = await collectMemberData(db, userId);
  const avatarKey = data.avatarFile ? storage.keyOf(data.avatarFile) : null;
  const avatar = avatarKey ? await storage.get(avatarKey) : null;
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      out.destroy(err);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const json = new ZipDeflate("data.json", { level: 6 });
  zip.add(json);
  json.push(new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`), true);
  if (avatar && avatarKey) {
    const file = new ZipPassThrough(`avatar${avatarKey.slice(avatarKey.lastIndexOf("."))}`);
    zip.add(file);
    file.push(new Uint8Array(avatar.body), true);
  }
  zip.end();
  return out;
}
