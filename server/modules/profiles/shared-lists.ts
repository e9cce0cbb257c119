import { sql } from "drizzle-orm";
import type { ProfileFilterOptions, ProfileListQuery } from "../../../contract/profiles";
import type { Viewer } from "../../auth/viewer";
import { type SharedReads, sharedRead } from "../../cache/shared-reads";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/client";
import { memberBlocks, profiles } from "../../db/schema";
import { canFilterByIndustry, isAdmin, listedProfileSql, privacyFlagOnSql } from "../../policies";
import { findProfile, listProfiles, type ProfileRow, profileFilterOptions } from "./queries";

/** A profile's row by id: the same whoever asks (the presenter applies their rules). */
export const profileById = sharedRead("profile", (db, id: string) => findProfile(db, id));

/**
 * Whoever stands for a list's rows when the loader cannot know who asks: any admin (all admins
 * have the same rows), or a visitor. Never the viewer of a request.
 */
const ANY_ADMIN: Viewer = {
  user: { id: "", email: "", name: "", emailVerified: true },
  sessionId: "",
  roles: ["admin"],
};

/** The rows of a directory list or search for a visitor ("listed") or for any admin ("everyone's"). */
const sharedList = sharedRead("profiles", (db, rowsOf: SharedRows, query: ProfileListQuery) =>
  listProfiles(db, rowsOf === "everyone's" ? ANY_ADMIN : null, query),
);

/**
 * The directory's filter options for a visitor ("listed", no industries) or a member with a
 * visitor's rows ("listed", with industries), or for any admin ("everyone's").
 */
const sharedFilterOptions = sharedRead("profile-filters", (db, rowsOf: SharedRows, withIndustries: boolean) =>
  profileFilterOptions(db, rowsOf === "everyone's" ? ANY_ADMIN : null, withIndustries),
);

/** Whether a member's own profile is listed with its year shown (null: they have none). */
const ownProfileListedRead = sharedRead("own-profile-listed", (db, userId: string) =>
  ownProfileListed(db, userId),
);

type SharedRows = "listed" | "everyone's";

/**
 * The rows of a directory list or header search for this viewer, shared with every viewer whose
 * rows are the same (decision 091), so a member's search costs no query while nothing changed.
 *
 * A list's rows depend on its viewer only through privacyFlagAllowsSql: a visitor lists the
 * listed profiles (left in the directory by their owners, e-mail verified: decision 092) and
 * matches a year only where it is shown, a member the same plus their own profile, an admin
 * every profile. So a member whose own profile is listed with its year shown (or who has none)
 * has a visitor's rows, and all admins have the same rows. A member whose profile or year is
 * not listed has rows of their own, read for them alone.
 * Each viewer's fields are still cut by the presenter, as before.
 */
export async function listProfilesShared(
  db: Db,
  sharedReads: SharedReads,
  viewer: Viewer | null,
  query: ProfileListQuery,
): Promise<readonly ProfileRow[]> {
  // Nothing can be kept (caches off, notifications down): one statement, as without sharing.
  if (!sharedReads.active) return listProfiles(db, viewer, query);
  const rowsOf = await sharedRowsOf(sharedReads, viewer);
  if (rowsOf === null) return listProfiles(db, viewer, query);
  return sharedReads.read(sharedList, rowsOf, query);
}

/**
 * The directory's filter options for this viewer, shared as its lists are (decision 144). A
 * member's options are a visitor's, with industries, plus the values of their own profile; when
 * that profile is listed with its year shown its values are already offered (the summary counts
 * it in the same statement that writes it, decision 046), so the member has the options any
 * such member has. Anyone else's are read for them alone, as before.
 */
export async function profileFilterOptionsShared(
  db: Db,
  sharedReads: SharedReads,
  viewer: Viewer | null,
): Promise<ProfileFilterOptions> {
  const withIndustries = canFilterByIndustry(viewer);
  if (!sharedReads.active) return profileFilterOptions(db, viewer, withIndustries);
  const rowsOf = await sharedRowsOf(sharedReads, viewer);
  if (rowsOf === null) return profileFilterOptions(db, viewer, withIndustries);
  return sharedReads.read(sharedFilterOptions, rowsOf, withIndustries);
}

/** "listed" (a visitor's rows), "everyone's" (an admin's), or null (this member's own rows). */
async function sharedRowsOf(sharedReads: SharedReads, viewer: Viewer | null): Promise<SharedRows | null> {
  if (viewer === null) return "listed";
  if (isAdmin(viewer)) return "everyone's";
  const own = await sharedReads.read(ownProfileListedRead, viewer.user.id);
  return own === false ? null : "listed";
}

/**
 * Whether the member's own profile is listed with its year shown (the same SQL rules as the
 * lists), or null when they have no profile. A member someone blocked has rows of their own
 * (false): their lists leave out whoever blocked them (decision 106), so they share no one's.
 */
async function ownProfileListed(db: Db, userId: string): Promise<boolean | null> {
  const [row] = await queryRows<{ listed: boolean | null; blocked: boolean }>(
    db,
    sql`SELECT (SELECT ${listedProfileSql()} AND ${privacyFlagOnSql("show_graduation_year")}
                  FROM ${profiles} WHERE ${profiles.userId} = ${userId}) AS listed,
               EXISTS (SELECT 1 FROM ${memberBlocks} b WHERE b.blocked_id = ${userId}) AS blocked`,
  );
  return row.blocked ? false : row.listed;
}
