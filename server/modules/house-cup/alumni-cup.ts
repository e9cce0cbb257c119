import { type SQL, sql } from "drizzle-orm";
import type { AlumniCupDto, AlumniCupKind, AlumniCupReasonDto } from "../../../contract/house-cup";
import { type Db, queryRows } from "../../db/client";
import { alumniCupRules, seasonDays, seasonInstants } from "./alumni-cup-rules";

/**
 * The Alumni House Cup (issue 27, item 6; decision 119). Within the season, each alumnus with a
 * house earns points for: a check-in at an event (their ticket scanned or found at the door), a
 * mentoring session both sides marked completed (each side earns), a classmate they invited
 * from the roll who signed up and verified; a job they posted in the season that another member
 * said they were interested in (once per job, at the first interest). A person's points in a month (school time) stop at
 * the office's cap, in the order they were earned. Houses are ranked per 100 living alumni (In
 * memoriam excluded), so a small house competes with a large one. Everything served is an
 * aggregate: how many alumni, never who; the answer is the same for every viewer.
 */

/** Every point earned in the season, after the cap: user, house, kind, event, points counted. */
function cappedPointsSql(c: {
  from: Date;
  until: Date;
  zone: string;
  w: Record<AlumniCupKind, number>;
  cap: number;
}) {
  return sql`
    earned AS (
      SELECT r.user_id, c.checked_in_at AS at, 'attended' AS kind, c.event_id, ${c.w.attended}::int AS pts
        FROM event_check_ins c JOIN event_registrations r ON r.id = c.registration_id
        WHERE c.checked_in_at >= ${c.from} AND c.checked_in_at < ${c.until}
      UNION ALL
      SELECT side.user_id, greatest(m.mentor_completed_at, m.mentee_completed_at), 'mentoring', NULL, ${c.w.mentoring}::int
        FROM mentoring_requests m
        CROSS JOIN LATERAL (VALUES (m.mentor_id), (m.mentee_id)) AS side(user_id)
        WHERE m.status = 'accepted' AND m.mentor_completed_at IS NOT NULL AND m.mentee_completed_at IS NOT NULL
          AND greatest(m.mentor_completed_at, m.mentee_completed_at) >= ${c.from}
          AND greatest(m.mentor_completed_at, m.mentee_completed_at) < ${c.until}
      UNION ALL
      SELECT i.inviter_id, u.created_at, 'invitation', NULL, ${c.w.invitation}::int
        FROM roll_invitations i JOIN "user" u ON u.id = i.accepted_user_id
        WHERE i.inviter_id IS NOT NULL AND u.email_verified
          AND u.created_at >= ${c.from} AND u.created_at < ${c.until}
      UNION ALL
      SELECT j.poster_id, min(ji.created_at), 'job', NULL, ${c.w.job}::int
        FROM jobs j JOIN job_interests ji ON ji.job_id = j.id AND ji.user_id <> j.poster_id
        WHERE j.status <> 'removed' AND j.created_at >= ${c.from} AND j.created_at < ${c.until}
        GROUP BY j.id, j.poster_id
    ),
    running AS (
      SELECT e.*, h.id AS house_id,
        sum(e.pts) OVER (PARTITION BY e.user_id, date_trunc('month', e.at AT TIME ZONE ${c.zone})
          ORDER BY e.at, e.kind, e.event_id ROWS UNBOUNDED PRECEDING) AS upto
      FROM earned e
      JOIN profiles p ON p.user_id = e.user_id
      JOIN houses h ON h.name = p.house
    ),
    counted AS (
      SELECT user_id, house_id, kind, event_id,
        greatest(0, least(pts, ${c.cap} - (upto - pts)))::int AS pts
      FROM running
    )`;
}

type StandingRow = {
  id: string;
  name: string;
  color: string;
  bg_light: string;
  text_color: string;
  points: number;
  alumni: number;
};
type ReasonRow = {
  house_id: string;
  kind: AlumniCupKind;
  event_title: string | null;
  people: number;
  points: number;
};

/** Two queries: the houses with their living alumni; the capped points as reasons per house (whose sum is the house's points). */
export async function alumniCup(
  db: Pick<Db, "execute" | "select">,
  zone: string,
  now = new Date(),
): Promise<AlumniCupDto> {
  const rules = await alumniCupRules(db);
  const season = seasonDays(rules, now, zone);
  const counted: SQL = cappedPointsSql({
    ...seasonInstants(season, zone),
    zone,
    w: {
      attended: rules.attended_points,
      mentoring: rules.mentoring_points,
      invitation: rules.invitation_points,
      job: rules.job_points,
    },
    cap: rules.monthly_cap,
  });
  const [houses, reasons] = await Promise.all([
    queryRows<Omit<StandingRow, "points">>(
      db,
      // The points come from the reasons below (their sum per house): the capped points are
      // worked out once, not again here.
      sql`SELECT h.id, h.name, h.color, h.bg_light, h.text_color,
          (SELECT count(*) FROM profiles p WHERE p.house = h.name AND p.in_memoriam_since IS NULL)::int AS alumni
        FROM houses h`,
    ),
    queryRows<ReasonRow>(
      db,
      sql`WITH ${counted}
        SELECT c.house_id, c.kind, ev.title AS event_title,
          count(DISTINCT c.user_id)::int AS people, sum(c.pts)::int AS points
        FROM counted c LEFT JOIN events ev ON ev.id = c.event_id
        GROUP BY c.house_id, c.kind, ev.id, ev.title
        HAVING sum(c.pts) > 0
        ORDER BY points DESC, c.kind, ev.title`,
    ),
  ]);
  const byHouse = new Map<string, AlumniCupReasonDto[]>();
  for (const { house_id, ...reason } of reasons) {
    byHouse.set(house_id, [...(byHouse.get(house_id) ?? []), reason]);
  }
  const pointsOf = (houseId: string) => (byHouse.get(houseId) ?? []).reduce((sum, r) => sum + r.points, 0);
  const standings = houses.map((h) => ({ ...h, points: pointsOf(h.id) }));
  const per100 = (r: StandingRow) => (r.alumni === 0 ? 0 : Math.round((r.points * 1000) / r.alumni) / 10);
  const ranked = standings
    .map((r) => ({ row: r, score: per100(r) }))
    .sort((a, b) => b.score - a.score || b.row.points - a.row.points || a.row.name.localeCompare(b.row.name));
  return {
    season,
    rules,
    standings: ranked.map(({ row, score }, i) => ({
      house: {
        id: row.id,
        name: row.name,
        color: row.color,
        bg_light: row.bg_light,
        text_color: row.text_color,
      },
      points: row.points,
      alumni: row.alumni,
      per_100: score,
      position: i + 1,
      reasons: byHouse.get(row.id) ?? [],
    })),
  };
}
