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
