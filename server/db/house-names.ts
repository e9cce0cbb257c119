import { sql } from "drizzle-orm";
import { HOUSES } from "../../contract/constants";
import { ADMIN_RULES } from "../../contract/ui-text";
import { badRequest } from "../errors";
import { type Db, queryRows } from "./client";

/**
 * Houses are one list (issue 13): the `houses` table the office keeps in Settings. Profiles
 * store the house's name; every path that writes one (sign-up, My Profile, the admin editor,
 * CSV import) takes a name from this list, matched case-insensitively and stored as spelled
 * there.
 */
export async function houseNames(db: Pick<Db, "execute">): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(db, sql`SELECT name FROM houses ORDER BY created_at, name`);
  // An installation whose office has not set up any house yet offers the spec's five.
  return rows.length > 0 ? rows.map((r) => r.name) : [...HOUSES];
}

/** The house as the list spells it; a name not on the list is a 400 on the field `field`. */
export async function canonicalHouse<T extends string | null | undefined>(
  db: Pick<Db, "execute">,
  house: T,
  field = "house",
): Promise<T> {
  if (house === null || house === undefined) return house;
  const wanted = house.trim().toLowerCase();
  const name = (await houseNames(db)).find((h) => h.toLowerCase() === wanted);
  if (!name) throw badRequest(ADMIN_RULES.unknownHouse, { [field]: ADMIN_RULES.unknownHouse });
  return name as T;
}
