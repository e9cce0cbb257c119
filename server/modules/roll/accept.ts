import { and, eq, gt, isNull, not, sql } from "drizzle-orm";
import { INVITATION_INTERVAL_DAYS, type InvitationPrefill, ROLL_TEXT } from "../../../contract/school-roll";
import type { Db } from "../../db/client";
import { profiles, rollInvitations, schoolRoll } from "../../db/schema";
import { notFound } from "../../errors";
import { invitationTokenHash } from "./invite-service";
import { rollEntryJoinedSql } from "./queries";

/** An invitation is open for a month, until someone signed up through it (and while its entry has not joined). */
const openInvitation = (token: string) =>
  and(
    eq(rollInvitations.tokenHash, invitationTokenHash(token)),
    isNull(rollInvitations.acceptedUserId),
    gt(rollInvitations.createdAt, sql`now() - make_interval(days => ${INVITATION_INTERVAL_DAYS})`),
  );

/**
 * What sign-up is pre-filled with when opened from an invitation's link: the entry's name,
 * house and year and the inviter's name. The token, mailed to one address, is the only key;
 * a used, expired or unknown one is a 404 and sign-up opens empty.
 */
export async function invitationPrefill(db: Db, token: string): Promise<InvitationPrefill> {
  const [row] = await db
    .select({
      display_name: schoolRoll.name,
      house: schoolRoll.house,
      graduation_year: schoolRoll.year,
      inviter_name: sql<string>`coalesce(${profiles.displayName}, '')`,
    })
    .from(rollInvitations)
    .innerJoin(schoolRoll, eq(schoolRoll.id, rollInvitations.rollEntryId))
    .leftJoin(profiles, eq(profiles.userId, rollInvitations.inviterId))
    .where(and(openInvitation(token), not(rollEntryJoinedSql())))
    .limit(1);
  if (!row) throw notFound(ROLL_TEXT.invitationNotFound);
  return row;
}

/**
 * Sign-up through an invitation's link: the new account is noted on the invitation (in the
 * sign-up's transaction). An invalid token changes nothing and does not stop the sign-up.
 */
export async function acceptInvitation(tx: Pick<Db, "update">, token: string, userId: string): Promise<void> {
  await tx
    .update(rollInvitations)
    .set({ acceptedUserId: userId })
    .where(
      and(
        openInvitation(token),
        sql`${rollInvitations.rollEntryId} IN (SELECT id FROM ${schoolRoll} WHERE ${not(rollEntryJoinedSql())})`,
      ),
    );
}
