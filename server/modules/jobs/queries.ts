import { and, desc, eq, gt, gte, ilike, or, type SQL, sql } from "drizzle-orm";
import type { JobDto, JobInput, JobsListResponse, JobsQuery } from "../../../contract/community-groups";
import { closingDayAllowed, GROUP_LIMITS, GROUPS_TEXT } from "../../../contract/community-groups";
import { recordAudit } from "../../audit";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like";
import { pageInfoOf, pageWindow, totalMatches } from "../../db/list-page";
import { jobInterests, jobReports, jobs, profiles } from "../../db/schema";
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from "../../errors";
import { isAdmin, isModerator, listedProfileSql, privacyFlagOnSql } from "../../policies";
import { presentJob } from "../../presenters/job";

/** Today in UTC as yyyy-mm-dd: the day a closing date is compared with (decision 073). */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** A posting is open while its status is 'open' and its closing day has not passed: read at query time. */
const openNow = (today: string) => and(eq(jobs.status, "open"), gte(jobs.closesOn, today)) as SQL;

function jobSelect(db: Db, viewer: Viewer) {
  const reviewer = isAdmin(viewer) || isModerator(viewer);
  return db
    .select({
      job: jobs,
      // Every match of the list's filters (a page's true total; 1 for one posting read by id).
      totalMatches: totalMatches(),
      posterName: profiles.displayName,
      posterProfileId: profiles.id,
      posterVisible: sql<boolean>`coalesce(${listedProfileSql()}, false)`,
      posterTakesMessages: sql<boolean>`coalesce(${privacyFlagOnSql("allow_messages")}, false)`,
      reportCount: reviewer
        ? sql<number>`(SELECT count(*)::int FROM ${jobReports} r WHERE r.job_id = jobs.id)`
        : sql<null>`NULL::int`,
      // Decision 119: the poster alone sees how many are interested; each member sees their own.
      interestCount: sql<number | null>`CASE WHEN jobs.poster_id = ${viewer.user.id}
        THEN (SELECT count(*)::int FROM ${jobInterests} i WHERE i.job_id = jobs.id) END`,
      interested: sql<boolean>`EXISTS (SELECT 1 FROM ${jobInterests} i WHERE i.job_id = jobs.id AND i.user_id = ${viewer.user.id})`,
    })
    .from(jobs)
    .leftJoin(profiles, eq(profiles.userId, jobs.posterId))
    .$dynamic();
}

type JobSelectRow = Awaited<ReturnType<ReturnType<typeof jobSelect>["execute"]>>[number];

function present(row: JobSelectRow, viewer: Viewer): JobDto {
  return presentJob(row.job, {
    viewerId: viewer.user.id,
    posterName: row.posterName,
    posterProfileId: row.posterProfileId,
    posterVisible: Boolean(row.posterVisible),
    posterTakesMessages: Boolean(row.posterTakesMessages),
    reportCount: row.reportCount === null ? null : Number(row.reportCount),
    interestCount: row.interestCount === null ? null : Number(row.interestCount),
    interested: Boolean(row.interested),
  });
}

/**
 * GET /api/v1/jobs: open postings whose closing day has not passed, newest first; `mine` lists
 * the viewer's own postings in every state. A poster who left the directory still has their
 * posting listed, without their name (the presenter drops it). With `page` (issue 22): that page
 * of LIST_PAGE_SIZE postings and the number of every match, from the same statement.
 */
export async function listJobs(
  db: Db,
  viewer: Viewer,
  q: JobsQuery,
  now = new Date(),
): Promise<JobsListResponse> {
  const conditions: SQL[] = [q.mine === "true" ? eq(jobs.posterId, viewer.user.id) : openNow(todayUtc(now))];
  if (q.search) {
    const like = containsPattern(q.search);
    conditions.push(or(ilike(jobs.title, like), ilike(jobs.company, like), ilike(jobs.location, like))!);
  }
  if (q.kind) conditions.push(eq(jobs.kind, q.kind));
  if (q.remote) conditions.push(eq(jobs.remote, q.remote === "true"));
  if (q.location) conditions.push(ilike(jobs.location, containsPattern(q.location)));
  const where = and(...conditions);
  const window = q.page ? pageWindow(q.page) : { limit: q.limit, offset: 0 };
  const rows = await jobSelect(db, viewer)
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(window.limit)
    .offset(window.offset);
  const list = rows.map((r) => present(r, viewer));
  if (!q.page) return { jobs: list };
  return { jobs: list, found: await pageInfoOf(rows, q.page, () => db.$count(jobs, where)) };
}

export async function getJob(db: Db, viewer: Viewer, id: string): Promise<JobDto> {
  const [row] = await jobSelect(db, viewer).where(eq(jobs.id, id));
  if (!row) throw notFound(GROUPS_TEXT.jobNotFound);
  return present(row, viewer);
}

function checkInput(input: JobInput, today: string, posterTakesMessages: boolean) {
  if (!closingDayAllowed(input.closes_on, today)) {
    throw badRequest(GROUPS_TEXT.jobClosingInvalid, { closes_on: GROUPS_TEXT.jobClosingInvalid });
  }
  if (input.message_me && !posterTakesMessages) {
    throw badRequest(GROUPS_TEXT.jobMessagesOff, { message_me: GROUPS_TEXT.jobMessagesOff });
  }
}

const columns = (input: JobInput) => ({
  kind: input.kind,
  title: input.title,
  company: input.company,
  location: input.location ?? null,
  remote: input.remote,
  applyUrl: input.apply_url ?? null,
  messageMe: input.message_me,
  description: input.description ?? null,
  closesOn: input.closes_on,
});

async function takesMessages(db: Pick<Db, "select">, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<boolean>`${privacyFlagOnSql("allow_messages")}` })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return Boolean(row?.on);
}

/** Post a job: closing day today..+60, 'message me' only for a poster taking messages, 5 a day. */
export async function postJob(db: Db, viewer: Viewer, input: JobInput, now = new Date()): Promise<JobDto> {
  const posterId = viewer.user.id;
  const id = await db.transaction(async (tx) => {
    checkInput(input, todayUtc(now), await takesMessages(tx, posterId));
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`jobs:${posterId}`}))`);
    const [{ posted }] = await tx
      .select({ posted: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.posterId, posterId), gt(jobs.createdAt, new Date(now.getTime() - 86_400_000))));
    if (Number(posted) >= GROUP_LIMITS.jobsPerDay)
      throw new AppError("RATE_LIMITED", GROUPS_TEXT.jobLimit, 429);
    const [row] = await tx
      .insert(jobs)
      .values({ posterId, ...columns(input) })
      .returning({ id: jobs.id });
    return row.id;
  });
  return getJob(db, viewer, id);
}

async function lockOwnJob(tx: Pick<Db, "select">, id: string) {
  const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for("update");
  if (!row) throw notFound(GROUPS_TEXT.jobNotFound);
  return row;
}

/** The poster edits an open posting (the same rules as posting). */
export async function editJob(
  db: Db,
  viewer: Viewer,
  id: string,
  input: JobInput,
  assertPoster: (posterId: string) => void,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await lockOwnJob(tx, id);
    assertPoster(row.posterId);
    if (row.status !== "open") throw conflict(GROUPS_TEXT.jobNotOpen);
    checkInput(input, todayUtc(now), await takesMessages(tx, viewer.user.id));
    await tx
      .update(jobs)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(jobs.id, id));
  });
  return getJob(db, viewer, id);
}

/** The poster closes their posting early. */
export async function closeJob(db: Db, viewer: Viewer, id: string, assertPoster: (posterId: string) => void) {
  await db.transaction(async (tx) => {
    const row = await lockOwnJob(tx, id);
    assertPoster(row.posterId);
    if (row.status === "removed") throw conflict(GROUPS_TEXT.jobNotOpen);
    await tx.update(jobs).set({ status: "closed", updatedAt: new Date() }).where(eq(jobs.id, id));
  });
  return getJob(db, viewer, id);
}

/** A member reports an open posting, once. */
export async function reportJob(db: Db, viewer: Viewer, id: string, reason: string, now = new Date()) {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), openNow(todayUtc(now))));
  if (!job) throw notFound(GROUPS_TEXT.jobNotFound);
  try {
    await db.insert(jobReports).values({ jobId: id, reporterId: viewer.user.id, reason });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(GROUPS_TEXT.alreadyReported);
    throw err;
  }
}

/** An admin or moderator removes a posting with a reason; audited in the same transaction. */
export async function removeJob(db: Db, viewer: Viewer, id: string, reason: string) {
  await db.transaction(async (tx) => {
    const row = await lockOwnJob(tx, id);
    if (row.status === "removed") throw conflict(GROUPS_TEXT.jobNotOpen);
    await tx
      .update(jobs)
      .set({ status: "removed", removedReason: reason, updatedAt: new Date() })
      .where(eq(jobs.id, id));
    await recordAudit(tx, {
      actorId: viewer.user.id,
      action: "job.remove",
      targetType: "job",
      targetId: id,
      before: { status: row.status },
      after: { status: "removed", reason },
    });
  });
  return getJob(db, viewer, id);
}
