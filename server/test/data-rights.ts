// The data-rights tests' fixtures (server/modules/account/data-rights-*.test.ts): a member with
// something in every section, and what the schema still holds of a member.
import path from "node:path";
import { is, type SQL, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { expect } from "vitest";
import { queryRows } from "../db/client";
import * as schema from "../db/schema";
import {
  auditLog,
  chapterMembers,
  chapterModerators,
  chapters,
  eventCheckIns,
  eventDoorVolunteers,
  events,
  jobReports,
  jobs,
  memberBlocks,
  mentoringRequests,
  newsletterIssues,
  rateLimits,
  reports,
  verification,
} from "../db/schema";
import { QUEUES } from "../jobs/queue";
import { eventProposal } from "./event-proposals";
import { inDays, insertApprovedEvent, uploadAvatarPng } from "./fixtures";
import { call, createMember, grantRole, type Member, type TestContext } from "./harness";
import { sendMessage } from "./send-message";

export const uploadAvatar = (ctx: TestContext, member: Member) => uploadAvatarPng(ctx, member, "#c03");

export const avatarPath = (ctx: TestContext, url: string) => path.join(ctx.dataDir, url.replace(/^\//, ""));

async function subscribe(ctx: TestContext, email: string) {
  expect((await call(ctx, "POST", "/api/v1/newsletter/subscribe", { email })).status).toBe(202);
}

/** A member with something in most sections: avatar, messages both ways, an RSVP, a proposal, a subscription, a job. */
export async function busyMember(ctx: TestContext, partner: Member) {
  const m = await createMember(ctx, { displayName: "Dana Kapoor" });
  const avatarUrl = await uploadAvatar(ctx, m);
  expect((await sendMessage(ctx, m, partner, "Hello from Dana")).status).toBe(201);
  expect((await sendMessage(ctx, partner, m, "Hi Dana")).status).toBe(201);
  const event = await insertApprovedEvent(ctx, { title: "Gala Night" });
  expect(
    (await call(ctx, "PUT", `/api/v1/events/${event.id}/rsvp`, { status: "going" }, m.cookie)).status,
  ).toBe(200);
  const title = `Dana's meetup ${crypto.randomUUID().slice(0, 6)}`;
  const proposal = eventProposal(20, { title, description: "Coffee", category: "Reunion", location: "Pune" });
  expect((await call(ctx, "POST", "/api/v1/events", proposal, m.cookie)).status).toBe(201);
  await subscribe(ctx, m.email);
  const job = {
    title: "Data engineer",
    company: "Acme",
    location: "Pune",
    remote: false,
    apply_url: "https://acme.example/jobs/7",
    message_me: false,
    closes_on: inDays(10).toISOString().slice(0, 10),
  };
  expect((await call(ctx, "POST", "/api/v1/jobs", job, m.cookie)).status).toBe(201);
  return { m, avatarUrl, event, title };
}

/** Every table of server/db/schema.ts (Better Auth's included), found by what the module exports. */
const schemaTables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable),
);

/** "table.column" of every column with a foreign key to user.id. */
export function columnsReferencingUser(): string[] {
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
export async function columnsStillHolding(
  ctx: TestContext,
  member: { userId: string; email: string },
): Promise<string[]> {
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
      ctx.database.db,
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
export async function referencedEverywhere(ctx: TestContext, m: Member, partner: Member) {
  const db = ctx.database.db;
  const [chapter] = await db
    .insert(chapters)
    .values({ slug: `pune-${crypto.randomUUID().slice(0, 8)}`, name: "Pune" })
    .returning();
  await db.insert(chapterMembers).values({ chapterId: chapter.id, userId: m.userId });
  await db.insert(chapterModerators).values({ chapterId: chapter.id, userId: m.userId });
  await grantRole(ctx, m.userId, "moderator");
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
    (await call(ctx, "PUT", "/api/v1/me/time-zone", { time_zone: "Asia/Kolkata" }, m.cookie)).status,
  ).toBeLessThan(300);
}

/** Delivery jobs not yet finished (waiting, retrying or running). */
const deliveryJobsLeft = async (ctx: TestContext) =>
  ctx.deps.jobs.boss.getQueueSize(QUEUES.mailDeliver, { before: "completed" });

export async function untilNoDeliveryLeft(ctx: TestContext, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await deliveryJobsLeft(ctx)) > 0) {
    if (Date.now() > deadline) throw new Error("mail deliveries still under way");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
