import { and, asc, desc, eq, gte, isNotNull, ne, sql } from "drizzle-orm";
import { LIMITS } from "../../../contract/constants";
import type { HomeResponse, HomeStatistics } from "../../../contract/home";
import type { Viewer } from "../../auth/viewer";
import { type Db, queryRows } from "../../db/client";
import { events, news, profileFacets, profiles } from "../../db/schema";
import { presentPublicEvent } from "../../presenters/content";
import { presentProfileForViewer } from "../../presenters/profile";
import { houseStandings } from "../house-cup/queries";
import { latestPublishedNews } from "../news/queries";
import { listableBy } from "../profiles/queries";

/**
 * The four home statistics (spec §2 Home, §9) in one query. Everyone sees the same figures, so
 * alumni and cities count only profiles listed in the directory — read from the profile_facets
 * summary the triggers keep (decision 046), not aggregated over profiles: alumni is the sum of
 * the listed counts over the 'year' rows (one per year, '' for none), cities the number of
 * 'city' rows with a listed profile. Events and news are small index ranges.
 */
export async function homeStatistics(db: Db, now: Date = new Date()): Promise<HomeStatistics> {
  const since = new Date(now.getTime() - LIMITS.recentAchievementDays * 86_400_000);
  const f = profileFacets;
  const [row] = await queryRows<Record<keyof HomeStatistics, number | string>>(
    db,
    sql`SELECT
          (SELECT coalesce(sum(${f.listedCount}), 0) FROM ${f} WHERE ${f.kind} = 'year') AS alumni,
          (SELECT count(*) FROM ${events}
             WHERE ${events.moderationStatus} = 'approved' AND ${events.startDate} >= ${now.toISOString()}) AS upcoming_events,
          (SELECT count(*) FROM ${f} WHERE ${f.kind} = 'city' AND ${f.listedCount} > 0) AS cities,
          (SELECT count(*) FROM ${news}
             WHERE ${news.published} AND ${news.createdAt} >= ${since.toISOString()}) AS achievements`,
  );
  return {
    alumni: Number(row.alumni),
    upcoming_events: Number(row.upcoming_events),
    cities: Number(row.cities),
    achievements: Number(row.achievements),
  };
}

/** Up to 3 listed alumni who have a name, company and role: the newest first. */
async function featuredAlumni(db: Db) {
  return db
    .select()
    .from(profiles)
    .where(
      and(
        listableBy(null),
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

async function firstUpcomingEvent(db: Db, now: Date) {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.moderationStatus, "approved"), gte(events.startDate, now)))
    .orderBy(asc(events.startDate))
    .limit(LIMITS.homeUpcomingEvents);
  return rows[0] ?? null;
}

export async function homePage(db: Db, viewer: Viewer | null, now: Date = new Date()): Promise<HomeResponse> {
  const [statistics, featuredNews, standings, event, alumni] = await Promise.all([
    homeStatistics(db, now),
    latestPublishedNews(db, LIMITS.homeFeaturedNews),
    houseStandings(db),
    firstUpcomingEvent(db, now),
    featuredAlumni(db),
  ]);
  const leader = standings[0];
  return {
    statistics,
    featured_news: featuredNews,
    house_leader: leader
      ? {
          id: leader.house.id,
          name: leader.house.name,
          points: leader.points,
          color: leader.house.color,
          text_color: leader.house.text_color,
        }
      : null,
    // The viewer's own registration is the events feature's business; the teaser shows the event.
    upcoming_event: event ? presentPublicEvent(event) : null,
    featured_alumni: alumni.map((row) => presentProfileForViewer(row, viewer)),
  };
}
