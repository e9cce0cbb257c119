import { eq, or, type SQL, sql } from "drizzle-orm";
import {
  CONTACT_FIELDS,
  FULL_PROFILE_FIELDS,
  MEMBER_PROFILE_FIELDS,
  type ProfileDtoByAudience,
  type ProfileField,
  VISITOR_PROFILE_FIELDS,
} from "../contract/dto";
import type { PrivacySettings } from "../contract/profile";
import { EVENT_MESSAGES, GENERIC_MESSAGES, VALIDATION } from "../contract/ui-text";
import type { Viewer } from "./auth/viewer";
import { profileFacets, profiles } from "./db/schema";
import { forbidden, unauthenticated } from "./errors";

/**
 * Every rule about who may do what, in one place (DESIGN.md §5). Route handlers call
 * authorize() before doing anything; the browser only hides what this would refuse.
 */
export type Action =
  | { kind: "member" } // any signed-in user: RSVP, propose events, message, upload avatar
  | { kind: "admin" } // the admin area
  | { kind: "profile.update"; ownerUserId: string | null }
  | { kind: "message.read"; senderId: string; recipientId: string }
  | { kind: "message.markRead"; recipientId: string }
  | { kind: "message.send"; senderId: string; recipientId: string; recipientAllowsMessages: boolean }
  | { kind: "event.rsvp" } // any signed-in member
  | { kind: "event.propose" } // any signed-in member; the event starts pending
  | { kind: "achievement.share" } // any signed-in member; becomes a draft news item
  // Issue 15 (decision 071): a moderator the office assigned to the chapter, or an admin.
  | { kind: "chapter.reviewEvent"; assignedToChapter: boolean }
  | { kind: "job.manage"; posterId: string } // the poster edits or closes their own posting
  | { kind: "job.remove" } // admins and moderators take a posting down with a reason
  // Issue 26 (decision 108): a year's (house's) roll names and inviting them, to that year's (house's) members.
  | { kind: "roll.seeGroup"; sameGroup: boolean }
  // Issue 28 (decision 112): the office reviews every report; a moderator those of their chapters.
  | { kind: "reports.review" };

export function isAdmin(viewer: Viewer | null): boolean {
  return viewer?.roles.includes("admin") ?? false;
}

export function isModerator(viewer: Viewer | null): boolean {
  return viewer?.roles.includes("moderator") ?? false;
}

export function can(viewer: Viewer | null, action: Action): boolean {
  if (!viewer) return false;
  switch (action.kind) {
    case "member":
      return true;
    case "admin":
      return isAdmin(viewer);
    case "profile.update":
      return action.ownerUserId === viewer.user.id || isAdmin(viewer);
    case "message.read":
      return viewer.user.id === action.senderId || viewer.user.id === action.recipientId;
    case "message.markRead":
      return viewer.user.id === action.recipientId;
    case "message.send":
      return (
        viewer.user.id === action.senderId &&
        action.senderId !== action.recipientId &&
        action.recipientAllowsMessages
      );
    case "event.rsvp":
    case "event.propose":
    case "achievement.share":
      return true;
    case "chapter.reviewEvent":
      return isAdmin(viewer) || (isModerator(viewer) && action.assignedToChapter);
    case "job.manage":
      return viewer.user.id === action.posterId;
    case "job.remove":
    case "reports.review":
      return isAdmin(viewer) || isModerator(viewer);
    case "roll.seeGroup":
      return action.sameGroup || isAdmin(viewer);
  }
}

/** Throws 401 for a visitor, 403 for a signed-in user without the right; narrows viewer. */
export function authorize(viewer: Viewer | null, action: Action, message?: string): asserts viewer is Viewer {
  if (!viewer) throw unauthenticated(message ?? GENERIC_MESSAGES.signInRequired);
  if (!can(viewer, action)) throw forbidden(message ?? GENERIC_MESSAGES.forbidden);
}

export const SIGN_IN_MESSAGES = {
  rsvp: EVENT_MESSAGES.rsvpSignIn,
  message: VALIDATION.notAuthenticated,
} as const;

// ---------------------------------------------------------------------------------------
// Profile field visibility (spec §3, DESIGN.md §5)

/** Who is looking at a profile, from least to most entitled (one DTO type each: contract/dto.ts). */
export type ProfileAudience = keyof ProfileDtoByAudience;

export function profileAudience(viewer: Viewer | null, profileUserId: string | null): ProfileAudience {
  if (!viewer) return "visitor";
  if (isAdmin(viewer)) return "admin";
  if (profileUserId !== null && profileUserId === viewer.user.id) return "owner";
  return "member";
}

// The field lists are the contract's per-audience DTOs (spec §3); the rules applying them are here.
export { FULL_PROFILE_FIELDS, MEMBER_PROFILE_FIELDS, VISITOR_PROFILE_FIELDS as PUBLIC_PROFILE_FIELDS };

const AUDIENCE_FIELDS: { [A in ProfileAudience]: readonly ProfileField[] } = {
  visitor: VISITOR_PROFILE_FIELDS,
  member: MEMBER_PROFILE_FIELDS,
  owner: FULL_PROFILE_FIELDS,
  admin: FULL_PROFILE_FIELDS,
};

/** visibleProfileFields' answers by audience and the two flags that change them; never mutated. */
const visibleFieldSets = new Map<string, ReadonlySet<ProfileField>>();

/** The field names this audience may receive of a profile with these privacy settings. */
export function visibleProfileFields(
  audience: ProfileAudience,
  privacy: PrivacySettings,
): ReadonlySet<ProfileField> {
  const exempt = audience === "owner" || audience === "admin";
  const year = exempt || Boolean(privacy.show_graduation_year);
  const contact = exempt || Boolean(privacy.show_contact_info);
  // Ten possible answers, made once each: a directory page of 500 rows asks 500 times.
  const key = `${audience}:${year}:${contact}`;
  let fields = visibleFieldSets.get(key);
  if (!fields) {
    const set = new Set<ProfileField>(AUDIENCE_FIELDS[audience]);
    if (!year) set.delete("graduation_year");
    if (!contact) for (const f of CONTACT_FIELDS) set.delete(f);
    fields = set;
    visibleFieldSets.set(key, fields);
  }
  return fields;
}

/**
 * Listed in the directory, search, featured lists, pickers and the sitemap? Only while the owner
 * left show_in_directory on and the profile's account has verified its e-mail (decision 092: a
 * sign-up nobody confirmed is no member yet; the office's profiles without an account are
 * listed). The same rule as listedProfileSql.
 */
export function listedInDirectory(row: { privacy: PrivacySettings; awaitingVerification: boolean }): boolean {
  return row.privacy.show_in_directory !== false && !row.awaitingVerification;
}

/**
 * May this audience see a profile that is (or is not) listed in the directory? Owners and
 * admins always; everyone else only when it is listed — an alumnus who left the directory, or
 * whose sign-up is not verified yet, has no public page either (decisions 010, 092).
 */
export function canSeeProfile(audience: ProfileAudience, listed: boolean): boolean {
  return audience === "owner" || audience === "admin" || listed;
}

/**
 * A member's "events attended" (issue 27, item 5; decision 111): not in the public subset, so
 * never to a visitor; to other members when the owner chose to show it on a listed profile; the
 * owner and the office always.
 */
export function canSeeEventsAttended(
  audience: ProfileAudience,
  privacy: PrivacySettings,
  listed: boolean,
): boolean {
  if (audience === "owner" || audience === "admin") return true;
  return audience === "member" && listed && privacy.show_events_attended === true;
}

/** Industry is not in the public subset, so only signed-in viewers may filter by it (decision 010). */
export function canFilterByIndustry(viewer: Viewer | null): boolean {
  return viewer !== null;
}

type PrivacyFlag = keyof PrivacySettings;

/**
 * A privacy flag as SQL: rows whose owner has not turned it off (absent counts as on, as in
 * privacyOf). No exception for anyone: allow_messages binds admins too. Not for
 * show_in_directory: whether a profile is listed is listedProfileSql, which also waits for the
 * e-mail's verification.
 */
export function privacyFlagOnSql(flag: Exclude<PrivacyFlag, "show_in_directory">): SQL {
  return flagOnSql(flag);
}

function flagOnSql(flag: PrivacyFlag): SQL {
  return sql`(${profiles.privacySettings} ->> ${sql.raw(`'${flag}'`)}) IS DISTINCT FROM 'false'`;
}

/**
 * Listed profiles as SQL, for every viewer alike (listedInDirectory's rule): show_in_directory
 * not turned off, and not awaiting the account's e-mail verification nor the office's approval
 * (a column the database keeps from "user".email_verified and profiles.admission, migrations
 * 0016 and 0020 verified-alumni; the summary counts use the same rule).
 */
export function listedProfileSql(): SQL {
  return sql`(${flagOnSql("show_in_directory")} AND NOT ${profiles.awaitingVerification})`;
}

/**
 * The same rules as SQL, for lists and filters: rows where this viewer may see what the rule
 * governs — always for the owner and an admin, otherwise only while it holds. Undefined means no
 * limit (admins).
 *   show_in_directory    → which profiles appear in the directory, search and featured lists
 *                          (listedProfileSql: the flag, and a verified account or none);
 *   show_graduation_year → whose year may be matched by the year filter or offered as an option.
 */
export function privacyFlagAllowsSql(
  viewer: Viewer | null,
  flag: "show_in_directory" | "show_graduation_year",
): SQL | undefined {
  if (isAdmin(viewer)) return undefined;
  const on = flag === "show_in_directory" ? listedProfileSql() : privacyFlagOnSql(flag);
  return viewer ? (or(on, eq(profiles.userId, viewer.user.id)) as SQL) : on;
}

/**
 * The same rules over the profile_facets summary (decision 046), for the filter options: a
 * value may be offered when a profile this viewer may see carries it — an admin any profile,
 * anyone else a listed one (and, for a year, one whose year is shown). The owner's own values
 * are not in these counts when hidden: the caller adds the viewer's own row.
 */
export function facetOfferedSql(
  viewer: Viewer | null,
  flag: "show_in_directory" | "show_graduation_year",
): SQL {
  if (isAdmin(viewer)) return sql`${profileFacets.totalCount} > 0`;
  return flag === "show_graduation_year"
    ? sql`${profileFacets.yearShownCount} > 0`
    : sql`${profileFacets.listedCount} > 0`;
}

/** Does this viewer see values of their own profile that the counts for everyone leave out? */
export function addsOwnProfileValues(viewer: Viewer | null): viewer is Viewer {
  return viewer !== null && !isAdmin(viewer);
}
