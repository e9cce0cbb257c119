import { and, asc, desc, eq, gte, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import { LIMITS } from "../../../contract/constants";
import type { HomeResponse, HomeStatistics } from "../../../contract/home";
import type { Viewer } from "../../auth/viewer";
import { type SharedReads, sharedRead } from "../../cache/shared-reads";
import { type Db, queryRows } from "../../db/client";
import { rowFromJson } from "../../db/json-rows";
import { competitionResults, events, houses, news, profileFacets, profiles } from "../../db/schema";
import { presentPublicEvent, presentPublicNews } from "../../presenters/content";
import { presentProfileForViewer } from "../../presenters/profile";
import { profileNotInMemoriamSql } from "../memoriam/rules";
import { listableBy } from "../profiles/queries";

/**
 * The four home statistics (spec §2 Home, §9) as one row's columns. Everyone sees the same
 * figures, so alumni and cities count only profiles listed in the directory — read from the
 * profile_facets summary the triggers keep (decision 046), not aggregated over profiles: alumni
 * is the sum of the listed counts over the 'year' rows (one per year, '' for none), cities the
 * number of 'city' rows with a listed profile. Events and news are small index ranges.
 */
function statisticsColumns(now: Date): SQL {
  const since = new Date(now.getTime() - LIMITS.recentAchievementDays * 86_400_000);
  const f = profileFacets;
  return sql`(SELECT coalesce(sum(${f.listedCount}), 0) FROM ${f} WHERE ${f.kind} = 'year') AS alumni,
          (SELECT count(*) FROM ${events}
             WHERE ${events.moderationStatus} = 'approved' AND ${events.startDate} >= ${now.toISOString()}) AS upcoming_events,
          (SELECT count(*) FROM ${f} WHERE ${f.kind} = 'city' AND ${f.listedCount} > 0) AS cities,
          (SELECT count(*) FROM ${news}
             WHERE ${news.published} AND ${news.createdAt} >= ${since.toISOString()}) AS achievements`;
}

type StatisticsRow = Record<keyof HomeStatistics, number | string>;

const statisticsFrom = (row: StatisticsRow): HomeStatistics => ({
  alumni: Number(row.alumni),
  upcoming_events: Number(row.upcoming_events),
  cities: Number(row.cities),
  achievements: Number(row.achievements),
});

/** The home statistics alone, in one statement (bench/home-filters.ts measures it). */
export async function homeStatistics(db: Db, now: Date = new Date()): Promise<HomeStatistics> {
  const [row] = await queryRows<StatisticsRow>(db, sql`SELECT ${statisticsColumns(now)}`);
  return statisticsFrom(row);
}

/** Up to 3 listed alumni who have a name, company and role: the newest first. */
function featuredAlumni(db: Db) {
  return db
    .select()
    .from(profiles)
    .where(
      and(
        listableBy(null),
        // Featured alumni are people to meet: not those remembered in memoriam (decision 109).
        profileNotInMemoriamSql(),
        isNotNull(profiles.company),
        ne(sql`btrim(${profiles.company})`, ""),
        isNotNull(profiles.currentRole),
        ne(sql`btrim(${profiles.currentRole})`, ""),
        ne(sql`btrim(${profiles.displayName})`, ""),
      ),
    )
    .orderBy(desc(profiles.createdAt))
    .limit(LIMITS.homeFeaturedAlumni);
}

function firstUpcomingEvent(db: Db, now: Date) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.moderationStatus, "approved"), gte(events.startDate, now)))
    .orderBy(asc(events.startDate))
    .limit(LIMITS.homeUpcomingEvents);
}

function latestNews(db: Db) {
  return db
    .select()
    .from(news)
    .where(eq(news.published, true))
    .orderBy(desc(news.createdAt))
    .limit(LIMITS.homeFeaturedNews);
}

/** The house with the most points (ties by name, as the House Cup standings order them). */
function leadingHouse(db: Db) {
  const points = sql<number>`coalesce(sum(${competitionResults.pointsAwarded}), 0)::int`;
  return db
    .select({
      id: houses.id,
      name: houses.name,
      color: houses.color,
      text_color: houses.textColor,
      points: points.as("points"),
    })
    .from(houses)
    .leftJoin(competitionResults, eq(competitionResults.houseId, houses.id))
    .groupBy(houses.id)
    .orderBy(desc(points), asc(houses.name), asc(houses.id))
    .limit(1);
}

type JsonRow = Record<string, unknown>;

/**
 * The whole home page in one statement (issue 10: one round trip instead of five, so a home
 * request holds one pooled connection once, and on PGlite queues once): the statistics as
 * columns, and each list as JSON built from the same queries the page used to send one by one,
 * ordered inside the aggregate. Rows are turned back into Drizzle's rows (rowFromJson) for the
 * same presenters. The statement does not depend on the viewer (only the presenters do), so
 * with `reads` its row is shared by every request until a write (decision 090).
 */
export async function homePage(
  db: Db,
  viewer: Viewer | null,
  options: { reads?: SharedReads; now?: Date } = {},
): Promise<HomeResponse> {
  const row = options.reads
    ? await options.reads.read(sharedHomeRow)
    : await homeRow(db, options.now ?? new Date());
  return presentHome(row, viewer);
}

/** The home page's row as of the moment it is read, the same for everyone. */
const sharedHomeRow = sharedRead("home", (db) => homeRow(db, new Date()));

type HomeRow = StatisticsRow & {
  featured_news: JsonRow[];
  house_leader: (JsonRow & { points: number }) | null;
  upcoming_event: JsonRow | null;
  featured_alumni: JsonRow[];
};

async function homeRow(db: Db, now: Date): Promise<HomeRow> {
  const [row] = await queryRows<HomeRow>(
    db,
    sql`SELECT ${statisticsColumns(now)},
          (SELECT coalesce(json_agg(n ORDER BY n.created_at DESC), '[]') FROM (${latestNews(db)}) AS n) AS featured_news,
          (SELECT row_to_json(h) FROM (${leadingHouse(db)}) AS h) AS house_leader,
          (SELECT row_to_json(e) FROM (${firstUpcomingEvent(db, now)}) AS e) AS upcoming_event,
          (SELECT coalesce(json_agg(p ORDER BY p.created_at DESC), '[]') FROM (${featuredAlumni(db)}) AS p) AS featured_alumni`,
  );
  return row;
}

function presentHome(row: HomeRow, viewer: Viewer | null): HomeResponse {
  const leader = row.house_leader;
  return {
    statistics: statisticsFrom(row),
    featured_news: row.featured_news.map((n) => presentPublicNews(rowFromJson(news, n))),
    house_leader: leader
      ? {
          id: String(leader.id),
          name: String(leader.name),
          points: Number(leader.points),
          color: String(leader.color),
          text_color: String(leader.text_color),
        }
      : null,
    // The viewer's own registration is the events feature's business; the teaser shows the event.
    upcoming_event: row.upcoming_event ? presentPublicEvent(rowFromJson(events, row.upcoming_event)) : null,
    featured_alumni: row.featured_alumni.map((p) =>
      presentProfileForViewer(rowFromJson(profiles, p), viewer),
    ),
  };
}
