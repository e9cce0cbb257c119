import type { ProfileMarks } from "../../contract/admission";
import type { profiles } from "../db/schema";

type MarkedRow = Pick<typeof profiles.$inferSelect, "id" | "admission" | "inMemoriamSince" | "yearOfDeath">;

/**
 * The marks beside a profile, never among its fields (so the public subset is unchanged):
 * **Verified alumnus** (the roll or the office verified the member, decision 118) and **In
 * memoriam** (the office confirmed a death, decision 109). Given with a profile only to whoever
 * may see that profile: a visitor only sees public ones, and the marks are what the office
 * confirmed, not something the member wrote. Null when it carries neither.
 */
export function profileMarks(row: MarkedRow): ProfileMarks | null {
  const marks: ProfileMarks = {};
  if (row.admission === "verified") marks.verified_alumnus = true;
  if (row.inMemoriamSince) marks.in_memoriam = { year_of_death: row.yearOfDeath };
  return Object.keys(marks).length > 0 ? marks : null;
}

/** The marks of the profiles a list shows, by profile id (only those that carry one). */
export function marksById(rows: readonly MarkedRow[]): Record<string, ProfileMarks> {
  const byId: Record<string, ProfileMarks> = {};
  for (const row of rows) {
    const marks = profileMarks(row);
    if (marks) byId[row.id] = marks;
  }
  return byId;
}
