import { PassThrough, type Readable } from "node:stream";
import { asc, eq, sql } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { account, session, user } from "../../db/auth-schema";
import type { Db } from "../../db/client";
import { columnsOf } from "../../db/columns-of";
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
import { exportRows } from "./export-rows";

/**
 * Everything the portal holds about one member (GDPR art. 15 and 20; decision 065), as one
 * JSON document. A feature that stores more about a member adds its section here.
 */
export async function collectMemberData(db: Db, userId: string) {
  const [u] = await db
    .select(columnsOf(user, ["id", "name", "email", "emailVerified", "createdAt"]))
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
    exportRows(db, session, ["createdAt", "expiresAt", "ipAddress", "userAgent"], eq(session.userId, userId)),
    exportRows(db, messages, MESSAGE_FIELDS, eq(messages.senderId, userId)),
    exportRows(db, messages, MESSAGE_FIELDS, eq(messages.recipientId, userId)),
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
      .select(columnsOf(newsletterSubscriptions, ["email", "confirmedAt", "unsubscribedAt", "createdAt"]))
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${u?.email ?? ""})`),
    collectCommunityData(db, userId),
    getPreferences(db, userId),
    exportRows(
      db,
      mailLog,
      ["kind", "subject", "status", "createdAt", "sentAt"],
      sql`lower(${mailLog.toAddress}) = lower(${u?.email ?? ""})`,
    ),
    exportRows(
      db,
      notificationItems,
      ["kind", "title", "body", "path", "createdAt", "readAt"],
      eq(notificationItems.userId, userId),
    ),
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

const MESSAGE_FIELDS = [
  "id",
  "senderId",
  "recipientId",
  "subject",
  "content",
  "threadId",
  "isRead",
  "createdAt",
] as const;

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
