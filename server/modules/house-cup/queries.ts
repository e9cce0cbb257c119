import { asc, desc, eq, sql } from "drizzle-orm";
import type { CompetitionResultsDto, HouseCupResponse, StandingDto } from "../../../contract/house-cup";
import type { Db } from "../../db/client";
import { competitionResults, competitions, houses } from "../../db/schema";
import { presentCompetition, presentHouse } from "../../presenters/content";
import { schoolTimeZone } from "../settings/queries";
import { alumniCup } from "./alumni-cup";
import { houseCupSeason } from "./season";

/**
 * House standings (spec §3 derived points, §4): the sum of points_awarded per house, houses
 * without results included with 0, highest first; equal points keep a stable order by house
 * name; positions numbered from 1.
 */
export async function houseStandings(db: Db): Promise<StandingDto[]> {
  const points = sql<number>`coalesce(sum(${competitionResults.pointsAwarded}), 0)::int`;
  const rows = await db
    .select({ house: houses, points })
    .from(houses)
    .leftJoin(competitionResults, eq(competitionResults.houseId, houses.id))
    .groupBy(houses.id)
    .orderBy(desc(points), asc(houses.name), asc(houses.id));
  return rows.map((r, i) => ({ house: presentHouse(r.house), points: Number(r.points), position: i + 1 }));
}

/** Every competition (latest first, undated last) with its results sorted by position: two queries. */
export async function resultsByCompetition(db: Db): Promise<CompetitionResultsDto[]> {
  const [comps, results] = await Promise.all([
    db
      .select()
      .from(competitions)
      .orderBy(sql`${competitions.competitionDate} DESC NULLS LAST`, asc(competitions.name)),
    db
      .select({
        id: competitionResults.id,
        competitionId: competitionResults.competitionId,
        position: competitionResults.position,
        pointsAwarded: competitionResults.pointsAwarded,
        house: {
          id: houses.id,
          name: houses.name,
          color: houses.color,
          bg_light: houses.bgLight,
          text_color: houses.textColor,
        },
      })
      .from(competitionResults)
      .innerJoin(houses, eq(houses.id, competitionResults.houseId))
      .orderBy(asc(competitionResults.competitionId), asc(competitionResults.position)),
  ]);
  const byCompetition = new Map<string, CompetitionResultsDto["results"]>();
  for (const r of results) {
    const list = byCompetition.get(r.competitionId) ?? [];
    list.push({ id: r.id, position: r.position, points_awarded: r.pointsAwarded, house: r.house });
    byCompetition.set(r.competitionId, list);
  }
  return comps.map((c) => ({ competition: presentCompetition(c), results: byCompetition.get(c.id) ?? [] }));
}

/** Spec §4 public lists: upcoming (and ongoing) by ascending date, completed by descending date, dated only. */
export function calendarOf(all: CompetitionResultsDto[]): HouseCupResponse["calendar"] {
  const dated = all.map((r) => r.competition).filter((c) => c.competition_date !== null);
  const time = (c: { competition_date: string | null }) => Date.parse(c.competition_date ?? "");
  return {
    upcoming: dated.filter((c) => c.status !== "completed").sort((a, b) => time(a) - time(b)),
    completed: dated.filter((c) => c.status === "completed").sort((a, b) => time(b) - time(a)),
  };
}

export async function houseCup(db: Db, now = new Date()): Promise<HouseCupResponse> {
  // The zone first: the Alumni Cup's season and months are dated in it too.
  const zone = await schoolTimeZone(db);
  const [standings, results, alumni] = await Promise.all([
    houseStandings(db),
    resultsByCompetition(db),
    alumniCup(db, zone, now),
  ]);
  const dates = results.map((r) =>
    r.competition.competition_date ? new Date(r.competition.competition_date) : null,
  );
  return {
    academic_year: houseCupSeason(dates, now, zone),
    standings,
    results,
    calendar: calendarOf(results),
    alumni_cup: alumni,
  };
}

/** Spec §7 houses (public): ordered by name. */
export async function listHouses(db: Db) {
  const rows = await db.select().from(houses).orderBy(asc(houses.name));
  return rows.map(presentHouse);
}
