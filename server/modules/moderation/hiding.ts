import { and, eq, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { ReportSubject } from "../../../contract/reports";
import type { Db } from "../../db/client";
import { events, jobs, messages, reports } from "../../db/schema";
import { withdrawMessageItems } from "../notifications/centre";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Hiding a reported item and showing it again (issue 28 item 2, decision 112), for the kinds
 * that can be hidden. Each takes the item out of sight the way its own screens already honour:
 * a message gets `hidden_at` (gone from the recipient's inbox, its sender sees why); a job is
 * removed with the reason (as a moderator's removal, decision 073); an event is set back to not
 * approved with the reason as its notes (unlisted, as a refused proposal). Each write changes
 * nothing when the item is already in that state and says so (false).
 */
interface Hider {
  /** What the author is told was hidden ("message", "job posting", "event"). */
  what: string;
  /** Where the author finds it. */
  path: string;
  hide(tx: Tx, id: string, reason: string): Promise<boolean>;
  unhide(tx: Tx, id: string): Promise<boolean>;
  /** SQL: the item named by the report row's subject_id is hidden now. */
  hiddenSql: SQL<boolean>;
}

const changed = (rows: unknown[]) => rows.length > 0;

export const HIDERS: Partial<Record<ReportSubject, Hider>> = {
  message: {
    what: "message",
    path: "/messages",
    hide: async (tx, id, reason) => {
      const [hidden] = await tx
        .update(messages)
        .set({ hiddenAt: new Date(), hiddenReason: reason })
        .where(and(eq(messages.id, id), isNull(messages.hiddenAt)))
        .returning({ senderId: messages.senderId, recipientId: messages.recipientId });
      // The recipient's unread bell item quotes it: taken back too (second review, M1).
      if (hidden) await withdrawMessageItems(tx, hidden.senderId, hidden.recipientId);
      return Boolean(hidden);
    },
    unhide: async (tx, id) =>
      changed(
        await tx
          .update(messages)
          .set({ hiddenAt: null, hiddenReason: null })
          .where(and(eq(messages.id, id), isNotNull(messages.hiddenAt)))
          .returning({ id: messages.id }),
      ),
    hiddenSql: sql<boolean>`EXISTS (SELECT 1 FROM ${messages} h WHERE h.id = ${reports.subjectId}::uuid AND h.hidden_at IS NOT NULL)`,
  },
  job: {
    what: "job posting",
    path: "/jobs",
    hide: async (tx, id, reason) =>
      changed(
        await tx
          .update(jobs)
          .set({ status: "removed", removedReason: reason, updatedAt: new Date() })
          .where(and(eq(jobs.id, id), ne(jobs.status, "removed")))
          .returning({ id: jobs.id }),
      ),
    // Open again; a posting past its closing day is still filtered out by the list (decision 073).
    unhide: async (tx, id) =>
      changed(
        await tx
          .update(jobs)
          .set({ status: "open", removedReason: null, updatedAt: new Date() })
          .where(and(eq(jobs.id, id), eq(jobs.status, "removed")))
          .returning({ id: jobs.id }),
      ),
    hiddenSql: sql<boolean>`EXISTS (SELECT 1 FROM ${jobs} h WHERE h.id = ${reports.subjectId}::uuid AND h.status = 'removed')`,
  },
  event: {
    what: "event",
    path: "/events",
    hide: async (tx, id, reason) =>
      changed(
        await tx
          .update(events)
          .set({ moderationStatus: "rejected", moderationNotes: reason })
          .where(and(eq(events.id, id), eq(events.moderationStatus, "approved")))
          .returning({ id: events.id }),
      ),
    unhide: async (tx, id) =>
      changed(
        await tx
          .update(events)
          .set({ moderationStatus: "approved", moderationNotes: null })
          .where(and(eq(events.id, id), eq(events.moderationStatus, "rejected")))
          .returning({ id: events.id }),
      ),
    hiddenSql: sql<boolean>`EXISTS (SELECT 1 FROM ${events} h WHERE h.id = ${reports.subjectId}::uuid AND h.moderation_status = 'rejected')`,
  },
};

/** SQL: the report's item is hidden now (false for kinds that cannot be hidden). */
export const reportedItemHiddenSql = sql<boolean>`CASE ${reports.subjectKind}
  ${sql.join(
    Object.entries(HIDERS).map(([kind, h]) => sql`WHEN ${kind} THEN ${h.hiddenSql}`),
    sql` `,
  )}
  ELSE false END`;
