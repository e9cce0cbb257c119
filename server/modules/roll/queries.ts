import { and, asc, eq, not, type SQL, sql } from "drizzle-orm";
import { type NotHereYetResponse, ROLL_TEXT } from "../../../contract/school-roll";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { profiles, schoolRoll } from "../../db/schema";
import { authorize, can, SIGN_IN_MESSAGES } from "../../policies";

/** The longest list of names a class or house page shows (the count is always the whole). */
const NAMES_SHOWN = 500;

/**
 * Whether a roll entry has joined: it is linked to an account (decision 118, fixing review
 * finding L7 of decision 108). The link is made when an account's e-mail is proven and it
 * matches the entry (its invitation, its e-mail, or its one name + house + year), when the
 * office approves a sign-up, and, for members who joined before the roll was imported, by the
 * import (server/modules/admission/roll-match.ts). A name copied onto a profile later claims nothing.
 */
export function rollEntryJoinedSql(): SQL {
  return sql`(${schoolRoll.joinedUserId} IS NOT NULL)`;
}

/** The part of the roll a page is about: one year, or one house. */
export type RollGroup = { kind: "year"; year: number } | { kind: "house"; house: string };

const groupSql = (group: RollGroup): SQL =>
  group.kind === "year"
    ? eq(schoolRoll.year, group.year)
    : sql`lower(${schoolRoll.house}) = lower(${group.house})`;

/**
 * The viewer's own year and house, from their profile; none while the office has not admitted
 * them (decision 118: claiming a year at sign-up no longer shows its roll names).
 */
async function ownGroups(db: Pick<Db, "select">, userId: string) {
  const [own] = await db
    .select({ year: profiles.graduationYear, house: profiles.house })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), not(profiles.awaitingVerification)))
    .limit(1);
  return own ?? { year: null, house: null };
}

const inGroup = (own: { year: number | null; house: string | null }, group: RollGroup) =>
  group.kind === "year"
    ? own.year === group.year
    : own.house?.toLowerCase() === group.house.trim().toLowerCase();

/**
 * Refuses anyone who may not see a group's roll names: a visitor (401), a member whose own
 * profile is of another year or house (403). Members see the names of their own year's or
 * house's classmates only; admins keep the whole roll and see every group.
 */
export async function authorizeRollGroup(db: Db, viewer: Viewer | null, group: RollGroup): Promise<Viewer> {
  authorize(viewer, { kind: "member" }, SIGN_IN_MESSAGES.message);
  const sameGroup = inGroup(await ownGroups(db, viewer.user.id), group);
  authorize(
    viewer,
    { kind: "roll.seeGroup", sameGroup },
    group.kind === "year" ? ROLL_TEXT.onlySameYear(group.year) : ROLL_TEXT.onlySameHouse(group.house),
  );
  return viewer;
}

/** Whether the viewer may see (and so invite) this entry: of their year or of their house. */
export async function mayInvite(
  db: Pick<Db, "select">,
  viewer: Viewer,
  entry: { year: number; house: string },
): Promise<boolean> {
  const own = await ownGroups(db, viewer.user.id);
  const sameGroup =
    inGroup(own, { kind: "year", year: entry.year }) || inGroup(own, { kind: "house", house: entry.house });
  return can(viewer, { kind: "roll.seeGroup", sameGroup });
}

/** "N of our year are not here yet": the count and the names, nothing else of the entries. */
export async function notHereYet(
  db: Db,
  viewer: Viewer | null,
  group: RollGroup,
): Promise<NotHereYetResponse> {
  await authorizeRollGroup(db, viewer, group);
  const missing = and(groupSql(group), not(rollEntryJoinedSql()));
  const [entries, [{ count }]] = await Promise.all([
    db
      .select({ id: schoolRoll.id, name: schoolRoll.name })
      .from(schoolRoll)
      .where(missing)
      .orderBy(asc(schoolRoll.name), asc(schoolRoll.id))
      .limit(NAMES_SHOWN),
    db.select({ count: sql<number>`count(*)::int` }).from(schoolRoll).where(missing),
  ]);
  return { count: Number(count), entries };
}

/** One roll entry as an invitation needs it, if it is not joined yet (else null). */
export async function rollEntryToInvite(db: Pick<Db, "select">, id: string) {
  const [row] = await db
    .select({
      id: schoolRoll.id,
      name: schoolRoll.name,
      house: schoolRoll.house,
      year: schoolRoll.year,
      joined: sql<boolean>`${rollEntryJoinedSql()}`,
    })
    .from(schoolRoll)
    .where(eq(schoolRoll.id, id))
    .limit(1);
  return row ?? null;
}
