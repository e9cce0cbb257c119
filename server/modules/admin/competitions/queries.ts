import { and, asc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { AdminCompetitionDetail, AdminCompetitionList } from "../../../../contract/admin-content";
import type { AdminCompetitionListQuery } from "../../../../contract/admin-office";
import { ADMIN_RULES } from "../../../../contract/ui-text";
import { type Db, queryRows } from "../../../db/client";
import { containsPattern } from "../../../db/like";
import { competitionResults, competitions, houses } from "../../../db/schema";
import { notFound } from "../../../errors";
import { presentCompetition, presentHouse } from "../../../presenters/content";
import { orderOf, pageWindow } from "../paging";

const SORT_COLUMNS = {
  created_at: competitions.createdAt,
  competition_date: competitions.competitionDate,
  name: competitions.name,
} as const;

/** One page of competitions (newest first by default), searched by name, filtered by status. */
export async function listAdminCompetitions(
  db: Db,
  q: AdminCompetitionListQuery,
): Promise<AdminCompetitionList> {
  const conditions: SQL[] = [];
  if (q.status !== "all") conditions.push(eq(competitions.status, q.status));
  if (q.search) conditions.push(ilike(competitions.name, containsPattern(q.search)));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(q);
  const [rows, total, [counts]] = await Promise.all([
    db
      .select()
      .from(competitions)
      .where(where)
      .orderBy(...orderOf(SORT_COLUMNS[q.sort], competitions.id, q.dir))
      .limit(limit)
      .offset(offset),
    db.$count(competitions, where),
    queryRows<{ total: string; ongoing: string; completed: string }>(
      db,
      sql`SELECT count(*) AS total,
            count(*) FILTER (WHERE status = 'ongoing') AS ongoing,
            count(*) FILTER (WHERE status = 'completed') AS completed
          FROM ${competitions}`,
    ),
  ]);
  return {
    items: rows.map(presentCompetition),
    total,
    page: q.page,
    page_size: q.page_size,
    counts: {
      total: Number(counts.total),
      ongoing: Number(counts.ongoing),
      completed: Number(counts.completed),
    },
  };
}

export async function getAdminCompetition(db: Db, id: string): Promise<AdminCompetitionDetail> {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id)).limit(1);
  if (!row) throw notFound(ADMIN_RULES.competitionNotFound);
  const results = await db
    .select({ result: competitionResults, house: houses })
    .from(competitionResults)
    .innerJoin(houses, eq(houses.id, competitionResults.houseId))
    .where(eq(competitionResults.competitionId, id))
    .orderBy(asc(competitionResults.position));
  const competition = presentCompetition(row);
  return {
    competition,
    results: results.map(({ result, house }) => {
      const h = presentHouse(house);
      return {
        id: result.id,
        house_id: result.houseId,
        competition_id: result.competitionId,
        points_awarded: result.pointsAwarded,
        position: result.position,
        created_at: result.createdAt.toISOString(),
        house: { id: h.id, name: h.name, color: h.color, bg_light: h.bg_light, text_color: h.text_color },
        competition: {
          id: competition.id,
          name: competition.name,
          category: competition.category,
          status: competition.status,
          competition_date: competition.competition_date,
        },
      };
    }),
  };
}
