import { and, desc, eq, lte, ne, sql } from "drizzle-orm";
import type { ReportSnapshot, ReportSubject } from "../../../contract/reports";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { events, jobs, mentoringRequests, messages } from "../../db/schema";
import { presentProfilePage } from "../../presenters/profile";
import { findProfile } from "../profiles/queries";

/** A reportable item as the reporter may see it: whose it is, its chapter, and a copy of it. */
export interface ReportedItem {
  subjectUserId: string;
  chapterId: string | null;
  snapshot: ReportSnapshot;
}

/** How many of the sender's latest messages a message report keeps: the context the office needs. */
const MESSAGES_KEPT = 5;

const present = (...lines: Array<string | null | undefined>) =>
  lines.filter((l): l is string => Boolean(l?.trim()));

/**
 * Each kind of item, read only where the reporter can see it (a message they received, a page
 * they may open, an open job, a listed event, a request addressed to them): anything else is
 * null, answered as not found, so reporting never reveals what the reporter could not see.
 */
const LOADERS: Record<ReportSubject, (db: Db, viewer: Viewer, id: string) => Promise<ReportedItem | null>> = {
  async message(db, viewer, id) {
    const [reported] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.id, id), eq(messages.recipientId, viewer.user.id)));
    if (!reported) return null;
    const latest = await db
      .select({ content: messages.content })
      .from(messages)
      .where(
        and(
          eq(messages.senderId, reported.senderId),
          eq(messages.recipientId, viewer.user.id),
          // Compared in SQL: the row's microseconds would be lost in a JavaScript Date.
          lte(messages.createdAt, sql`(SELECT m.created_at FROM ${messages} m WHERE m.id = ${id})`),
        ),
      )
      .orderBy(desc(messages.createdAt))
      .limit(MESSAGES_KEPT);
    return {
      subjectUserId: reported.senderId,
      chapterId: null,
      snapshot: { title: "Messages", lines: latest.map((m) => m.content).reverse() },
    };
  },
  async profile(db, viewer, id) {
    const row = await findProfile(db, id);
    const page = row?.userId ? presentProfilePage(row, viewer) : null;
    if (!row?.userId || !page) return null;
    return {
      subjectUserId: row.userId,
      chapterId: null,
      snapshot: {
        title: `Profile: ${page.display_name}`,
        lines: present(
          [page.currentrole, page.company].filter(Boolean).join(" at "),
          page.location,
          page.bio,
        ),
      },
    };
  },
  async job(db, _viewer, id) {
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), ne(jobs.status, "removed")));
    if (!job) return null;
    return {
      subjectUserId: job.posterId,
      chapterId: null,
      snapshot: {
        title: `Job: ${job.title} at ${job.company}`,
        lines: present(job.location, job.description, job.applyUrl),
      },
    };
  },
  async event(db, _viewer, id) {
    const [event] = await db
      .select()
      .from(events)
      .where(and(eq(events.id, id), eq(events.moderationStatus, "approved")));
    if (!event?.organizerId) return null;
    return {
      subjectUserId: event.organizerId,
      chapterId: event.chapterId,
      snapshot: { title: `Event: ${event.title}`, lines: present(event.location, event.description) },
    };
  },
  async mentoring_request(db, viewer, id) {
    const [request] = await db
      .select()
      .from(mentoringRequests)
      .where(and(eq(mentoringRequests.id, id), eq(mentoringRequests.mentorId, viewer.user.id)));
    if (!request) return null;
    return {
      subjectUserId: request.menteeId,
      chapterId: null,
      snapshot: { title: "Mentoring request", lines: present(request.note) },
    };
  },
};

export const loadReportedItem = (db: Db, viewer: Viewer, kind: ReportSubject, id: string) =>
  LOADERS[kind](db, viewer, id);
