import { and, eq, inArray } from "drizzle-orm";
import { GROUPS_TEXT } from "../../../contract/community-groups";
import { ADMIN_RULES, EVENT_MESSAGES } from "../../../contract/ui-text";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { events, user } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import type { Mailer } from "../../mail/mailer";
import { pick } from "../admin/shared";
import { notifyProposer } from "../notifications/event-moderation";

type EventRow = typeof events.$inferSelect;

/** What an event's audit row records, before and after, whoever writes it. */
export const EVENT_AUDIT_FIELDS = [
  "title",
  "category",
  "location",
  "isVirtual",
  "startDate",
  "endDate",
  "maxAttendees",
  "registrationDeadline",
  "moderationStatus",
  "moderationNotes",
  "chapterId",
] as const;

/**
 * Who answers, and so which words a refusal uses, how the audit row is named and how the
 * proposer is told who decided. The office answers one event (its admin screen) or several
 * (the bulk action, whose refusal names the event that stopped it); a chapter's moderators
 * answer their chapter's events (decision 071).
 */
const DECIDERS = {
  office: {
    notFound: ADMIN_RULES.eventNotFound,
    notPending: (e: EventRow) => ADMIN_RULES.eventNotPending(e.moderationStatus),
    auditAction: "event",
    by: "the alumni office",
  },
  "office-bulk": {
    notFound: ADMIN_RULES.eventNotFound,
    notPending: (e: EventRow) => `"${e.title}": ${ADMIN_RULES.eventNotPending(e.moderationStatus)}`,
    auditAction: "event",
    by: "the alumni office",
  },
  chapter: {
    notFound: EVENT_MESSAGES.notFound,
    notPending: (_e: EventRow) => GROUPS_TEXT.eventNotPending,
    auditAction: "chapter.event",
    by: "the chapter's moderators",
  },
} as const;

export interface EventModeration {
  decider: keyof typeof DECIDERS;
  actorId: string;
  ids: readonly string[];
  status: "approved" | "rejected";
  /** Left out, the notes stay as they were (the bulk action takes none). */
  notes?: string | null;
  /** A chapter's moderators reach only that chapter's events: any other id is "not found". */
  chapterId?: string;
}

/**
 * Event moderation, the one use case behind the admin screen, the bulk action and the chapter
 * moderators (spec §4): only pending events are answered; all of them change in one
 * transaction or none does (an unknown id is a 404, a decided one a 409), with one audit row
 * each. Rows are locked in id order, so two moderations cannot deadlock. After the commit each
 * proposer (unless they decided it themselves) is told: bell, and mail if they chose it.
 */
export async function moderateEvents(
  db: Db,
  mail: { mailer: Mailer; publicUrl: string },
  m: EventModeration,
): Promise<EventRow[]> {
  const decider = DECIDERS[m.decider];
  const verb = m.status === "approved" ? "approve" : "reject";
  const ids = [...new Set(m.ids)];
  const { after, proposers } = await db.transaction(async (tx) => {
    const inScope = m.chapterId
      ? and(inArray(events.id, ids), eq(events.chapterId, m.chapterId))
      : inArray(events.id, ids);
    const before = await tx.select().from(events).where(inScope).orderBy(events.id).for("update");
    if (before.length !== ids.length) throw notFound(decider.notFound);
    const decided = before.find((e) => e.moderationStatus !== "pending");
    if (decided) throw conflict(decider.notPending(decided));
    const after = await tx
      .update(events)
      .set({
        moderationStatus: m.status,
        ...(m.notes === undefined ? {} : { moderationNotes: m.notes }),
        moderatedAt: new Date(),
      })
      .where(inArray(events.id, ids))
      .returning();
    const byId = new Map(before.map((e) => [e.id, e]));
    for (const row of after) {
      await recordAudit(tx, {
        actorId: m.actorId,
        action: `${decider.auditAction}.${verb}`,
        targetType: "event",
        targetId: row.id,
        before: pick(byId.get(row.id)!, EVENT_AUDIT_FIELDS),
        after: pick(row, EVENT_AUDIT_FIELDS),
      });
    }
    const organizerIds = after.flatMap((e) => (e.organizerId ? [e.organizerId] : []));
    const proposers = organizerIds.length
      ? await tx
          .select({ id: user.id, email: user.email, name: user.name })
          .from(user)
          .where(inArray(user.id, organizerIds))
      : [];
    return { after, proposers: new Map(proposers.map((p) => [p.id, p])) };
  });
  for (const row of after) {
    const proposer = row.organizerId ? proposers.get(row.organizerId) : undefined;
    if (proposer && row.organizerId !== m.actorId) await notifyProposer(db, mail, proposer, row, decider.by);
  }
  return after;
}
