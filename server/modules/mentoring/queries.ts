import { and, asc, desc, eq, getTableColumns, gt, or, type SQL, sql } from "drizzle-orm";
import type {
  MentoringRequestDto,
  MentoringRequestInput,
  MentorOffer,
  MentorsListResponse,
  MentorsQuery,
} from "../../../contract/community-groups";
import { GROUP_LIMITS, GROUPS_TEXT } from "../../../contract/community-groups";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { pageInfoOf, pageWindow, totalMatches } from "../../db/list-page";
import { mentoringRequests, profiles, user } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { listedProfileSql, privacyFlagAllowsSql, privacyFlagOnSql } from "../../policies";
import { presentProfileForViewer } from "../../presenters/profile";
import { offeredToWriteSql } from "../messages/recipient";

const OFFER_COLUMN = {
  mentoring: profiles.mentorshipAvailability,
  speaking: profiles.guestSpeakerAvailability,
  referrals: profiles.jobReferralAvailability,
} as const;

/**
 * Who may appear in the finder (decision 072): members with an account, listed in the directory
 * and taking messages (a request is a message) — for every viewer, admins included — and with the
 * chosen availability on. Read at query time, so turning it off hides the member at once.
 */
function offeringSql(offer: MentorOffer): SQL {
  return and(
    sql`${profiles.userId} IS NOT NULL`,
    listedProfileSql(),
    privacyFlagOnSql("allow_messages"),
    eq(OFFER_COLUMN[offer], true),
  ) as SQL;
}

/**
 * GET /api/v1/mentors, in name order. With `page` (issue 22): that page of LIST_PAGE_SIZE mentors
 * and the number of every match, from the same statement; without it the first `limit`.
 */
export async function findMentors(db: Db, viewer: Viewer, q: MentorsQuery): Promise<MentorsListResponse> {
  // Nobody is offered a mentor they blocked or who blocked them (decision 106), nor an alumnus in
  // memoriam (decision 109), nor a suspended member (decision 112): the mentor finder, job referrals and speakers alike.
  const conditions: Array<SQL | undefined> = [offeringSql(q.offer), offeredToWriteSql(viewer.user.id)];
  if (q.industry) conditions.push(eq(profiles.industry, q.industry));
  if (q.location) conditions.push(eq(profiles.location, q.location));
  if (q.house) conditions.push(eq(profiles.house, q.house));
  if (q.graduation_year !== undefined) {
    conditions.push(
      eq(profiles.graduationYear, q.graduation_year),
      privacyFlagAllowsSql(viewer, "show_graduation_year"),
    );
  }
  const where = and(...conditions);
  const window = q.page ? pageWindow(q.page) : { limit: q.limit, offset: 0 };
  const rows = await db
    .select({ ...getTableColumns(profiles), totalMatches: totalMatches() })
    .from(profiles)
    .where(where)
    .orderBy(asc(profiles.displayName), asc(profiles.id))
    .limit(window.limit)
    .offset(window.offset);
  const mentors = rows.map((row) => ({
    profile: presentProfileForViewer(row, viewer),
    offers: (Object.keys(OFFER_COLUMN) as MentorOffer[]).filter((k) =>
      k === "mentoring"
        ? row.mentorshipAvailability
        : k === "speaking"
          ? row.guestSpeakerAvailability
          : row.jobReferralAvailability,
    ),
  }));
  if (!q.page) return { mentors };
  return { mentors, found: await pageInfoOf(rows, q.page, () => db.$count(profiles, where)) };
}

/**
 * 'Ask for mentoring': the mentor must be in the finder now (open to mentoring, listed, taking
 * messages), no pending request between the two may exist, and the asker may send at most
 * GROUP_LIMITS.mentoringRequestsPerDay in 24 hours (counted in the database: every server agrees).
 */
export async function createMentoringRequest(
  db: Db,
  menteeId: string,
  input: MentoringRequestInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [mentor] = await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(
        and(
          eq(profiles.userId, input.mentor_user_id),
          offeringSql("mentoring"),
          // A request is a message: refused for whom the finder hides (a block, in memoriam).
          offeredToWriteSql(menteeId),
        ),
      );
    if (!mentor || mentor.userId === menteeId) throw conflict(GROUPS_TEXT.mentorUnavailable);
    // Serialise one asker's requests so the daily count cannot be raced past.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`mentoring:${menteeId}`}))`);
    const [{ sent }] = await tx
      .select({ sent: sql<number>`count(*)::int` })
      .from(mentoringRequests)
      .where(
        and(
          eq(mentoringRequests.menteeId, menteeId),
          gt(mentoringRequests.createdAt, new Date(now.getTime() - 86_400_000)),
        ),
      );
    if (Number(sent) >= GROUP_LIMITS.mentoringRequestsPerDay) {
      throw new AppError("RATE_LIMITED", GROUPS_TEXT.requestLimit, 429);
    }
    const [pending] = await tx
      .select({ id: mentoringRequests.id })
      .from(mentoringRequests)
      .where(
        and(
          eq(mentoringRequests.status, "pending"),
          or(
            and(
              eq(mentoringRequests.menteeId, menteeId),
              eq(mentoringRequests.mentorId, input.mentor_user_id),
            ),
            and(
              eq(mentoringRequests.menteeId, input.mentor_user_id),
              eq(mentoringRequests.mentorId, menteeId),
            ),
          ),
        ),
      );
    if (pending) throw conflict(GROUPS_TEXT.requestPending);
    const [row] = await tx
      .insert(mentoringRequests)
      .values({ menteeId, mentorId: input.mentor_user_id, note: input.note })
      .returning();
    return row;
  });
}

/** The mentor accepts or declines a pending request addressed to them. */
export async function answerMentoringRequest(
  db: Db,
  mentorId: string,
  id: string,
  status: "accepted" | "declined",
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(mentoringRequests)
      .where(and(eq(mentoringRequests.id, id), eq(mentoringRequests.mentorId, mentorId)))
      .for("update");
    if (!row) throw notFound(GROUPS_TEXT.requestNotFound);
    if (row.status !== "pending") throw conflict(GROUPS_TEXT.requestAnswered);
    const [updated] = await tx
      .update(mentoringRequests)
      .set({ status, respondedAt: new Date() })
      .where(eq(mentoringRequests.id, id))
      .returning();
    return updated;
  });
}

/** Which sides said the session took place, from the viewer's side (decision 119). */
function completionSides(
  r: { menteeId: string; mentorCompletedAt: Date | null; menteeCompletedAt: Date | null },
  userId: string,
) {
  const asMentee = r.menteeId === userId;
  const mine = asMentee ? r.menteeCompletedAt : r.mentorCompletedAt;
  const theirs = asMentee ? r.mentorCompletedAt : r.menteeCompletedAt;
  return { completed_by_me: mine !== null, completed_by_other: theirs !== null };
}

/** Both directions for My Profile, newest first, with the other person's name and avatar. */
export async function listMyMentoringRequests(db: Db, userId: string): Promise<MentoringRequestDto[]> {
  const otherId = sql<string>`CASE WHEN ${mentoringRequests.menteeId} = ${userId} THEN ${mentoringRequests.mentorId} ELSE ${mentoringRequests.menteeId} END`;
  const rows = await db
    .select({
      request: mentoringRequests,
      otherName: sql<string | null>`coalesce(${profiles.displayName}, ${user.name})`,
      otherAvatar: profiles.avatarUrl,
      otherProfileId: profiles.id,
      otherId,
    })
    .from(mentoringRequests)
    .innerJoin(user, eq(user.id, otherId))
    .leftJoin(profiles, eq(profiles.userId, otherId))
    .where(or(eq(mentoringRequests.menteeId, userId), eq(mentoringRequests.mentorId, userId)))
    .orderBy(desc(mentoringRequests.createdAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.request.id,
    other: {
      user_id: r.otherId,
      display_name: r.otherName ?? "Member",
      avatar_url: r.otherAvatar,
      profile_id: r.otherProfileId,
    },
    direction: r.request.menteeId === userId ? "sent" : "received",
    note: r.request.note,
    status: r.request.status as MentoringRequestDto["status"],
    created_at: r.request.createdAt.toISOString(),
    responded_at: r.request.respondedAt ? r.request.respondedAt.toISOString() : null,
    ...completionSides(r.request, userId),
  }));
}
