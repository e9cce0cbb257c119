import { and, asc, eq, gt, sql } from "drizzle-orm";
import type {
  ChapterCreate,
  ChapterModerators,
  ChapterPage,
  ChapterSummary,
} from "../../../contract/community-groups";
import { GROUPS_TEXT } from "../../../contract/community-groups";
import { recordAudit } from "../../audit";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import {
  chapterMembers,
  chapterModerators,
  chapters,
  events,
  profiles,
  user,
  userRoles,
} from "../../db/schema";
import { conflict, isUniqueViolation, notFound } from "../../errors";
import { listedProfileSql } from "../../policies";
import { presentPublicEvent } from "../../presenters/content";
import { presentProfileForViewer } from "../../presenters/profile";
import { derivedColumns, visibleTo } from "../events/queries";
import { listableBy } from "../profiles/queries";

type ChapterRow = typeof chapters.$inferSelect;

/**
 * Listed members (show_in_directory on, e-mail verified): the count everyone signed in sees, never
 * a hidden one.
 * Columns written out qualified: Drizzle leaves them bare in a one-table query.
 */
const listedMemberCount = sql<number>`(SELECT count(*)::int FROM ${chapterMembers} cm
  JOIN ${profiles} ON profiles.user_id = cm.user_id
  WHERE cm.chapter_id = chapters.id AND ${listedProfileSql()})`;

function summary(row: ChapterRow, count: number | null): ChapterSummary {
  return { id: row.id, slug: row.slug, name: row.name, about: row.about, member_count: count };
}

/** Every chapter, by name. Visitors see names and about texts; members the listed member counts too. */
export async function listChapters(db: Db, viewer: Viewer | null): Promise<ChapterSummary[]> {
  const rows = await db
    .select({ chapter: chapters, count: listedMemberCount })
    .from(chapters)
    .orderBy(asc(chapters.name));
  return rows.map((r) => summary(r.chapter, viewer ? Number(r.count) : null));
}

export async function findChapter(db: Pick<Db, "select">, slug: string): Promise<ChapterRow> {
  const [row] = await db.select().from(chapters).where(eq(chapters.slug, slug));
  if (!row) throw notFound(GROUPS_TEXT.chapterNotFound);
  return row;
}

/** The office creates a chapter (admin write: audited in the same transaction). */
export async function createChapter(db: Db, actorId: string, input: ChapterCreate): Promise<ChapterSummary> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(chapters)
        .values({ name: input.name, slug: input.slug, about: input.about ?? null })
        .returning();
      await recordAudit(tx, {
        actorId,
        action: "chapter.create",
        targetType: "chapter",
        targetId: row.id,
        after: input,
      });
      return summary(row, 0);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(GROUPS_TEXT.chapterSlugTaken);
    throw err;
  }
}

type ChapterList = typeof chapterModerators | typeof chapterMembers;

/** SQL: the user's row on a chapter's list of moderators or of members. */
const userOnList = (list: ChapterList, chapterId: string, userId: string) =>
  and(eq(list.chapterId, chapterId), eq(list.userId, userId));

/** Whether the user has a row in a chapter's list of moderators or of members. */
async function onChapterList(db: Db, list: ChapterList, chapterId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: list.userId })
    .from(list)
    .where(userOnList(list, chapterId, userId));
  return Boolean(row);
}

export const isChapterModerator = (db: Db, chapterId: string, userId: string) =>
  onChapterList(db, chapterModerators, chapterId, userId);

export const isChapterMember = (db: Db, chapterId: string, userId: string) =>
  onChapterList(db, chapterMembers, chapterId, userId);

/**
 * A chapter's page: members (signed-in viewers; the directory's listing rule), upcoming approved
 * chapter events, and — for its moderators and admins — the chapter events awaiting review.
 */
export async function chapterPage(
  db: Db,
  viewer: Viewer | null,
  slug: string,
  canReview: (assigned: boolean) => boolean,
  now = new Date(),
): Promise<ChapterPage> {
  const chapter = await findChapter(db, slug);
  const viewerId = viewer?.user.id ?? null;
  const [members, upcoming, isMember, assigned, [count]] = await Promise.all([
    viewer
      ? db
          .select({ profile: profiles })
          .from(chapterMembers)
          .innerJoin(profiles, eq(profiles.userId, chapterMembers.userId))
          .where(and(eq(chapterMembers.chapterId, chapter.id), listableBy(viewer)))
          .orderBy(asc(profiles.displayName), asc(profiles.id))
          .limit(500)
      : Promise.resolve(null),
    db
      .select({ event: events, ...derivedColumns(viewerId) })
      .from(events)
      .where(and(eq(events.chapterId, chapter.id), visibleTo(viewerId), gt(events.startDate, now)))
      .orderBy(asc(events.startDate))
      .limit(50),
    viewerId ? isChapterMember(db, chapter.id, viewerId) : Promise.resolve(false),
    viewerId ? isChapterModerator(db, chapter.id, viewerId) : Promise.resolve(false),
    db.select({ count: listedMemberCount }).from(chapters).where(eq(chapters.id, chapter.id)),
  ]);
  const reviewer = viewer !== null && canReview(assigned);
  const pending = reviewer
    ? await db
        .select()
        .from(events)
        .where(and(eq(events.chapterId, chapter.id), eq(events.moderationStatus, "pending")))
        .orderBy(asc(events.startDate))
    : [];
  return {
    ...summary(chapter, viewer ? Number(count?.count ?? 0) : null),
    members: members ? members.map((m) => presentProfileForViewer(m.profile, viewer)) : null,
    upcoming_events: upcoming
      .filter((r) => r.event.moderationStatus === "approved")
      .map((r) => presentPublicEvent(r.event, r, viewerId)),
    is_member: isMember,
    is_moderator: reviewer,
    pending_events: pending.map((e) => presentPublicEvent(e)),
  };
}

export async function joinChapter(db: Db, chapterId: string, userId: string) {
  await db.insert(chapterMembers).values({ chapterId, userId }).onConflictDoNothing();
}

export async function leaveChapter(db: Db, chapterId: string, userId: string) {
  await db.delete(chapterMembers).where(userOnList(chapterMembers, chapterId, userId));
}

/** The audit row of a moderator change: whom the office put on (after) or took off (before) the chapter. */
function recordModeratorChange(
  tx: Parameters<typeof recordAudit>[0],
  actorId: string,
  chapterId: string,
  userId: string,
  change: "assign" | "unassign",
) {
  const side = change === "assign" ? "after" : "before";
  return recordAudit(tx, {
    actorId,
    action: `chapter.moderator.${change}`,
    targetType: "chapter",
    targetId: chapterId,
    [side]: { user_id: userId },
  });
}

/** The office assigns a moderator (who must hold the moderator role) to a chapter; audited. */
export async function assignModerator(db: Db, actorId: string, chapterId: string, userId: string) {
  await db.transaction(async (tx) => {
    const [role] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "moderator")));
    if (!role) throw conflict(GROUPS_TEXT.moderatorRoleRequired);
    await tx.insert(chapterModerators).values({ chapterId, userId }).onConflictDoNothing();
    await recordModeratorChange(tx, actorId, chapterId, userId, "assign");
  });
}

export async function unassignModerator(db: Db, actorId: string, chapterId: string, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(chapterModerators).where(userOnList(chapterModerators, chapterId, userId));
    await recordModeratorChange(tx, actorId, chapterId, userId, "unassign");
  });
}

/**
 * For the office's chapter page: who moderates this chapter, and who else holds the moderator
 * role and could be assigned (names from the profile, else the account).
 */
export async function chapterModeratorChoices(db: Db, chapterId: string): Promise<ChapterModerators> {
  const rows = await db
    .select({
      userId: userRoles.userId,
      name: sql<string>`coalesce(${profiles.displayName}, ${user.name})`,
      assigned: sql<boolean>`EXISTS (SELECT 1 FROM ${chapterModerators} m
        WHERE m.chapter_id = ${chapterId} AND m.user_id = ${userRoles.userId})`,
    })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.userId, userRoles.userId))
    .where(eq(userRoles.role, "moderator"))
    .orderBy(asc(sql`2`));
  const person = (r: (typeof rows)[number]) => ({ user_id: r.userId, name: r.name });
  return {
    assigned: rows.filter((r) => r.assigned).map(person),
    candidates: rows.filter((r) => !r.assigned).map(person),
  };
}
