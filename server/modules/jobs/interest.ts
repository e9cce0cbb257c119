import { and, eq } from "drizzle-orm";
import { GROUPS_TEXT } from "../../../contract/community-groups";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { jobInterests, jobs } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { todayUtc } from "./queries";

/**
 * "I'm interested" (issue 27 item 6, decision 119): a member other than the poster says so once
 * per job, on a posting still open; saying it again changes nothing. The poster sees the count,
 * nobody sees who; the Alumni Cup counts a job with any interest once, for its poster.
 */
export async function setJobInterest(
  db: Db,
  viewer: Viewer,
  id: string,
  interested: boolean,
  now = new Date(),
) {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!job || job.status === "removed") throw notFound(GROUPS_TEXT.jobNotFound);
  if (job.posterId === viewer.user.id) throw badRequest(GROUPS_TEXT.ownJobInterest);
  const mine = and(eq(jobInterests.jobId, id), eq(jobInterests.userId, viewer.user.id));
  if (!interested) {
    await db.delete(jobInterests).where(mine);
    return { interested: false };
  }
  if (job.status !== "open" || job.closesOn < todayUtc(now)) throw conflict(GROUPS_TEXT.jobNotOpen);
  await db.insert(jobInterests).values({ jobId: id, userId: viewer.user.id }).onConflictDoNothing();
  return { interested: true };
}
