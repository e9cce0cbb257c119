import { and, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { AdminEventList } from "../../../../contract/admin-content";
import type { AdminEventDetail, AdminEventListQuery } from "../../../../contract/admin-office";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import type { Db } from "../../../db/client";
import { queryRows } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { chapters, events, profiles, user } from "../../../db/schema";
import { notFound } from "../../../errors";
import { presentEvent } from "../../../presenters/content";
import { placesTakenSql } from "../../events/capacity";
import { orderOf, pageWindow } from "../paging";

// Written out: an interpolated \${events.id} renders as a bare "id", which inside the
// subquery meant r.id, so the count was always 0.
// Places taken: members going and their guests (issue 27).
const attendeeCount = placesTakenSql(sql`"events"."id"`);

const SORT_COLUMNS = {
  created_at: events.createdAt,
  start_date: events.startDate,
  title: events.title,
} as const;

/**
 * One page of events (newest first by default), searched by title, filtered by status and
 * category, with the four counters and the categories present. Each filter/order pair has
 * its index (schema: events_*_idx, decision 060).
 */
export async function listAdminEvents(db: Db, q: AdminEventListQuery): Promise<AdminEventList> {
  const conditions: SQL[] = [];
  if (q.status !== "all") conditions.push(eq(events.moderationStatus, q.status));
  if (q.category !== "all") conditions.push(eq(events.category, q.category));
  if (q.search) conditions.push(ilike(events.title, containsPattern(q.search)));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(q);
  const [rows, total, [counts]] = await Promise.all([
    db
      .select({ event: events, attendees: attendeeCount })
      .from(events)
      .where(where)
      .orderBy(...orderOf(SORT_COLUMNS[q.sort], events.id, q.dir))
      .limit(limit)
      .offset(offset),
    db.$count(events, where),
    queryRows<{
      total: string;
      pending: string;
      approved: string;
      rejected: string;
      categories: string[] | null;
    }>(
      db,
      sql`SELECT count(*) AS total,
            count(*) FILTER (WHERE moderation_status = 'pending') AS pending,
            count(*) FILTER (WHERE moderation_status = 'approved') AS approved,
            count(*) FILTER (WHERE moderation_status = 'rejected') AS rejected,
            array_agg(DISTINCT category ORDER BY category) AS categories
          FROM ${events}`,
    ),
  ]);
  return {
    items: rows.map((r) => presentEvent(r.event, { attendeeCount: r.attendees })),
    total,
    page: q.page,
    page_size: q.page_size,
    counts: {
      total: Number(counts.total),
      pending: Number(counts.pending),
      approved: Number(counts.approved),
      rejected: Number(counts.rejected),
    },
    categories: (counts.categories ?? []).filter(Boolean),
  };
}

/** The admin view of an event: its organizer as a name linked to their profile. */
export async function getAdminEvent(db: Db, id: string): Promise<AdminEventDetail> {
  const [row] = await db
    .select({
      event: events,
      attendees: attendeeCount,
      organizerName: sql<string | null>`coalesce(${profiles.displayName}, ${user.name})`,
      organizerProfileId: profiles.id,
      chapter: { id: chapters.id, slug: chapters.slug, name: chapters.name },
    })
    .from(events)
    .leftJoin(user, eq(user.id, events.organizerId))
    .leftJoin(profiles, eq(profiles.userId, events.organizerId))
    .leftJoin(chapters, eq(chapters.id, events.chapterId))
    .where(eq(events.id, id))
    .limit(1);
  if (!row) throw notFound(ADMIN_RULES.eventNotFound);
  const event = presentEvent(row.event, { attendeeCount: row.attendees });
  return {
    ...event,
    organizer: row.event.organizerId
      ? {
          user_id: row.event.organizerId,
          name: row.organizerName ?? "—",
          profile_id: row.organizerProfileId,
        }
      : null,
    chapter: row.chapter,
  };
}
