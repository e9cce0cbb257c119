import type { DeathNoticeInput } from "../../../contract/memoriam";
import { UUID_PATTERN } from "../../../contract/profiles";
import { MEMORIAM_TEXT } from "../../../contract/ui-text";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { deathNotices } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { presentProfilePage } from "../../presenters/profile";
import { findProfile } from "../profiles/queries";

/**
 * A member tells the office that an alumnus has died (issue 26 item 4, decision 109). Only a
 * profile the member can see, never their own; nothing changes anywhere but the office's queue
 * until the office confirms it. The same member telling again while it is open changes nothing
 * and gets the same thanks.
 */
export async function createDeathNotice(
  db: Db,
  viewer: Viewer,
  profileId: string,
  input: DeathNoticeInput,
): Promise<void> {
  const row = UUID_PATTERN.test(profileId) ? await findProfile(db, profileId) : null;
  if (!row || !presentProfilePage(row, viewer)) throw notFound(MEMORIAM_TEXT.notFound);
  if (row.userId === viewer.user.id) throw badRequest(MEMORIAM_TEXT.ownProfile);
  if (row.inMemoriamSince) throw conflict(MEMORIAM_TEXT.alreadyRemembered);
  await db
    .insert(deathNotices)
    .values({
      profileId: row.id,
      subjectUserId: row.userId,
      subjectName: row.displayName,
      reporterId: viewer.user.id,
      note: input.note,
      link: input.link,
    })
    .onConflictDoNothing();
}
