import { eq, inArray, sql } from "drizzle-orm";
import { UUID_PATTERN } from "../../../../contract/profiles";
import type { Db } from "../../../db/client";
import { houses, profiles, user } from "../../../db/schema";

/**
 * The activity log names what an audit row points at (issue 21, item 7: it showed "House id:
 * 4f546c11-…" and "User id 5ca03979-…"). An audit row keeps ids as they were written (a
 * competition's results hold house ids, a chapter's moderator a user id); the answer replaces
 * each with the record's name under a field name people read, looked up once per kind of record
 * for the whole page, not once per row.
 */

type Kind = "house" | "user" | "profile";

/** Id fields the audit rows hold → the kind of record and the field name shown instead. */
const ID_FIELDS: Record<string, { kind: Kind; shownAs: string }> = {
  houseId: { kind: "house", shownAs: "house" },
  house_id: { kind: "house", shownAs: "house" },
  userId: { kind: "user", shownAs: "member" },
  user_id: { kind: "user", shownAs: "member" },
  organizerId: { kind: "user", shownAs: "organizer" },
  profileId: { kind: "profile", shownAs: "profile" },
};

const UNKNOWN: Record<Kind, string> = {
  house: "A deleted house",
  user: "A deleted account",
  profile: "A deleted profile",
};

/** Calls `visit` for every id field (at any depth: results are a list of objects). */
function eachIdField(value: unknown, visit: (kind: Kind, id: string) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) eachIdField(item, visit);
  } else if (value !== null && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      const field = ID_FIELDS[key];
      if (field && typeof v === "string") visit(field.kind, v);
      else eachIdField(v, visit);
    }
  }
}

/** A copy of `value` with each id field renamed and its id replaced by the record's name. */
function withNames(value: unknown, names: Record<Kind, Map<string, string>>): unknown {
  if (Array.isArray(value)) return value.map((item) => withNames(item, names));
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const field = ID_FIELDS[key];
    if (field && typeof v === "string") out[field.shownAs] = names[field.kind].get(v) ?? UNKNOWN[field.kind];
    else out[key] = withNames(v, names);
  }
  return out;
}

/** The names of these records, one query per kind that occurs. */
async function lookUp(db: Db, ids: Record<Kind, Set<string>>): Promise<Record<Kind, Map<string, string>>> {
  // Houses and profiles have uuid keys: anything else in an old row cannot match (and must not
  // reach a uuid comparison, which would fail the whole page).
  const uuids = (set: Set<string>) => [...set].filter((id) => UUID_PATTERN.test(id));
  const houseIds = uuids(ids.house);
  const profileIds = uuids(ids.profile);
  const userIds = [...ids.user];
  const [houseRows, userRows, profileRows] = await Promise.all([
    houseIds.length
      ? db.select({ id: houses.id, name: houses.name }).from(houses).where(inArray(houses.id, houseIds))
      : [],
    userIds.length
      ? db
          .select({ id: user.id, name: sql<string>`coalesce(${profiles.displayName}, ${user.name})` })
          .from(user)
          .leftJoin(profiles, eq(profiles.userId, user.id))
          .where(inArray(user.id, userIds))
      : [],
    profileIds.length
      ? db
          .select({ id: profiles.id, name: profiles.displayName })
          .from(profiles)
          .where(inArray(profiles.id, profileIds))
      : [],
  ]);
  const map = (rows: Array<{ id: string; name: string | null }>) =>
    new Map(rows.filter((r) => r.name).map((r) => [r.id, r.name as string]));
  return { house: map(houseRows), user: map(userRows), profile: map(profileRows) };
}

/** The entries with every id in their before and after replaced by a name. */
export async function nameAuditIds<E extends { before: unknown; after: unknown }>(
  db: Db,
  entries: E[],
): Promise<E[]> {
  const ids: Record<Kind, Set<string>> = { house: new Set(), user: new Set(), profile: new Set() };
  for (const e of entries) {
    eachIdField(e.before, (kind, id) => ids[kind].add(id));
    eachIdField(e.after, (kind, id) => ids[kind].add(id));
  }
  if (ids.house.size + ids.user.size + ids.profile.size === 0) return entries;
  const names = await lookUp(db, ids);
  return entries.map((e) => ({ ...e, before: withNames(e.before, names), after: withNames(e.after, names) }));
}
