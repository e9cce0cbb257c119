import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  chapterMembers,
  chapterModerators,
  chapters,
  jobReports,
  jobs,
  mentoringRequests,
} from "../../db/schema";
import { exportRows } from "./export-rows";

/**
 * The community part of a member's data (issue 15's tables, decision 065): the chapters they
 * joined or moderate, the mentoring requests they sent and received (with the notes, which were
 * written to them or by them), the jobs they posted and the reports they made.
 */
export async function collectCommunityData(db: Db, userId: string) {
  const [joined, moderated, asked, askedOfMe, posted, reported] = await Promise.all([
    db
      .select({ chapter: chapters.name, slug: chapters.slug, joinedAt: chapterMembers.joinedAt })
      .from(chapterMembers)
      .innerJoin(chapters, eq(chapters.id, chapterMembers.chapterId))
      .where(eq(chapterMembers.userId, userId))
      .orderBy(asc(chapterMembers.joinedAt)),
    db
      .select({ chapter: chapters.name, slug: chapters.slug, since: chapterModerators.createdAt })
      .from(chapterModerators)
      .innerJoin(chapters, eq(chapters.id, chapterModerators.chapterId))
      .where(eq(chapterModerators.userId, userId)),
    exportRows(db, mentoringRequests, MENTORING_FIELDS, eq(mentoringRequests.menteeId, userId)),
    exportRows(db, mentoringRequests, MENTORING_FIELDS, eq(mentoringRequests.mentorId, userId)),
    db.select().from(jobs).where(eq(jobs.posterId, userId)).orderBy(asc(jobs.createdAt)),
    db
      .select({ jobId: jobReports.jobId, reason: jobReports.reason, createdAt: jobReports.createdAt })
      .from(jobReports)
      .where(eq(jobReports.reporterId, userId))
      .orderBy(asc(jobReports.createdAt)),
  ]);
  return {
    chapters: { joined, moderated },
    mentoringRequests: { sent: asked, received: askedOfMe },
    jobs: { posted: posted.map(({ posterId: _poster, ...job }) => job), reported },
  };
}

const MENTORING_FIELDS = [
  "id",
  "menteeId",
  "mentorId",
  "note",
  "status",
  "createdAt",
  "respondedAt",
] as const;
