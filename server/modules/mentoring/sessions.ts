import { and, eq, or, sql } from "drizzle-orm";
import { GROUPS_TEXT } from "../../../contract/community-groups";
import type { Db } from "../../db/client";
import { mentoringRequests } from "../../db/schema";
import { conflict, notFound } from "../../errors";

/**
 * POST /api/v1/mentoring/requests/{id}/complete (issue 27, decision 119): one side of an accepted
 * mentoring says the session took place. It is completed (and counts for the Alumni Cup) once
 * both have said so; saying it again changes nothing (the first time is kept).
 */
export async function markSessionCompleted(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(mentoringRequests)
    .where(
      and(
        eq(mentoringRequests.id, id),
        or(eq(mentoringRequests.mentorId, userId), eq(mentoringRequests.menteeId, userId)),
      ),
    );
  if (!row) throw notFound(GROUPS_TEXT.requestNotFound);
  if (row.status !== "accepted") throw conflict(GROUPS_TEXT.sessionNotAccepted);
  const side =
    row.mentorId === userId ? mentoringRequests.mentorCompletedAt : mentoringRequests.menteeCompletedAt;
  const column = row.mentorId === userId ? "mentorCompletedAt" : "menteeCompletedAt";
  const [updated] = await db
    .update(mentoringRequests)
    .set({ [column]: sql`coalesce(${side}, now())` })
    .where(eq(mentoringRequests.id, id))
    .returning();
  return {
    id: updated.id,
    completed: updated.mentorCompletedAt !== null && updated.menteeCompletedAt !== null,
  };
}
