import { eq, sql } from "drizzle-orm";
import { ACADEMIC_YEAR_START_MONTH } from "../../../contract/constants";
import type { AlumniCupRules } from "../../../contract/house-cup";
import { midnightInZone } from "../../../contract/zoned-days";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { alumniCupSettings } from "../../db/schema";
import { schoolYearOf } from "./season";

/** The rules when the office has set none (decision 119). */
export const ALUMNI_CUP_DEFAULTS: AlumniCupRules = {
  attended_points: 1,
  mentoring_points: 3,
  invitation_points: 5,
  job_points: 2,
  monthly_cap: 10,
  season_start: null,
  season_end: null,
};

export async function alumniCupRules(db: Pick<Db, "select">): Promise<AlumniCupRules> {
  const [row] = await db.select().from(alumniCupSettings).where(eq(alumniCupSettings.id, 1));
  if (!row) return { ...ALUMNI_CUP_DEFAULTS };
  return {
    attended_points: row.attendedPoints,
    mentoring_points: row.mentoringPoints,
    invitation_points: row.invitationPoints,
    job_points: row.jobPoints,
    monthly_cap: row.monthlyCap,
    season_start: row.seasonStart,
    season_end: row.seasonEnd,
  };
}

/** PUT /api/v1/admin/alumni-cup: the office's rules, audited with before and after. */
export async function saveAlumniCupRules(db: Db, actorId: string, rules: AlumniCupRules) {
  return db.transaction(async (tx) => {
    const before = await alumniCupRules(tx);
    const values = {
      attendedPoints: rules.attended_points,
      mentoringPoints: rules.mentoring_points,
      invitationPoints: rules.invitation_points,
      jobPoints: rules.job_points,
      monthlyCap: rules.monthly_cap,
      seasonStart: rules.season_start,
      seasonEnd: rules.season_end,
      updatedBy: actorId,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(alumniCupSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: alumniCupSettings.id, set: values });
    await recordAudit(tx, {
      actorId,
      action: "alumni_cup.rules",
      targetType: "settings",
      targetId: "alumni-cup",
      before,
      after: rules,
    });
    return alumniCupRules(tx);
  });
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The season's first and last day: the office's dates, or the school year `now` falls in
 * (decision 095's school year) for any date not set.
 */
export function seasonDays(rules: AlumniCupRules, now: Date, zone: string): { start: string; end: string } {
  const first = schoolYearOf(now, zone);
  const start = rules.season_start ?? day(new Date(Date.UTC(first, ACADEMIC_YEAR_START_MONTH - 1, 1)));
  const end = rules.season_end ?? day(new Date(Date.UTC(first + 1, ACADEMIC_YEAR_START_MONTH - 1, 0)));
  return { start, end };
}

/**
 * The season as instants: from its first day's midnight to the midnight after its last day, in
 * the school's zone (a day across a summer-time change is 23 or 25 hours long there).
 */
export function seasonInstants(
  days: { start: string; end: string },
  zone: string,
): { from: Date; until: Date } {
  return { from: midnightInZone(days.start, zone), until: midnightInZone(days.end, zone, 1) };
}
