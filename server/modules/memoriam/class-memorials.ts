import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { ClassMemorialDto } from "../../../contract/memoriam";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import { privacyFlagAllowsSql } from "../../policies";
import { listableBy } from "../profiles/queries";

/**
 * The class-year page's In memoriam section (issue 26 item 4, decision 109): the alumni of that
 * year the office confirmed, by name, under the class list's own rules (members only; listed
 * profiles whose year may be matched), so nobody appears here who would not appear in the list.
 * Null for a visitor, as the member list is.
 */
export async function classMemorials(
  db: Db,
  viewer: Viewer | null,
  year: number,
): Promise<ClassMemorialDto[] | null> {
  if (!viewer) return null;
  const rows = await db
    .select({
      profile_id: profiles.id,
      display_name: profiles.displayName,
      year_of_death: profiles.yearOfDeath,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.graduationYear, year),
        isNotNull(profiles.inMemoriamSince),
        listableBy(viewer),
        privacyFlagAllowsSql(viewer, "show_graduation_year"),
      ),
    )
    .orderBy(asc(profiles.displayName), asc(profiles.id))
    .limit(500);
  return rows;
}
