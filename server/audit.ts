import type { Db } from "./db/client";
import { auditLog } from "./db/schema";

type Tx = Pick<Db, "insert">;

/** One row per admin write: who did what to which record, with a before/after summary. */
export async function recordAudit(
  db: Tx,
  entry: {
    actorId: string;
    action: string;
    targetType: string;
    targetId?: string | null;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * What an edit changed, for its audit row: of these fields, only those whose value differs,
 * before and after (issue 21: an edit that changed one field was logged with every field the
 * form sent). Values are compared as JSON, so equal dates, lists and objects count as unchanged.
 */
export function changeOf<R extends Record<string, unknown>>(
  before: R,
  after: R,
  keys: readonly (keyof R & string)[],
): { before: Partial<R>; after: Partial<R> } {
  const was: Partial<R> = {};
  const is: Partial<R> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    is[key] = after[key];
  }
  return { before: was, after: is };
}
