import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { ClassYearResponse } from "../../../contract/community-groups";
import type { Viewer } from "../../auth/viewer";
import type { Db } from "../../db/client";
import { classRepresentatives, events, news, profiles } from "../../db/schema";
import { listedProfileSql, privacyFlagAllowsSql, privacyFlagOnSql } from "../../policies";
import { presentPublicEvent, presentPublicNews } from "../../presenters/content";
import { presentProfileForViewer } from "../../presenters/profile";
import { marksById } from "../../presenters/profile-marks";
import { derivedColumns, visibleTo } from "../events/queries";
import { profileNotInMemoriamSql } from "../memoriam/rules";
import { listableBy } from "../profiles/queries";

const MEMBERS_SHOWN = 500;

/**
 * A graduation year's page (issue 15): its members in the directory (only those the viewer may
 * list and whose year they may match — the directory's year-filter rules), its house mix, its
 * reunions (events tied to the year) and the published news that mention it.
 * The count and the house mix are the same for everyone: listed profiles whose year is shown.
 */
export async function classYearPage(db: Db, viewer: Viewer | null, year: number): Promise<ClassYearResponse> {
  const shownToAll = and(
    eq(profiles.graduationYear, year),
    listedProfileSql(),
    privacyFlagOnSql("show_graduation_year"),
  );
  const [members, mix, yearEvents, mentions, representing] = await Promise.all([
    viewer
      ? db
          .select()
          .from(profiles)
          .where(
            and(
              eq(profiles.graduationYear, year),
              listableBy(viewer),
              privacyFlagAllowsSql(viewer, "show_graduation_year"),
              // Those remembered are listed in the page's In memoriam section (decision 109).
              profileNotInMemoriamSql(),
            ),
          )
          .orderBy(asc(profiles.displayName), asc(profiles.id))
          .limit(MEMBERS_SHOWN)
      : Promise.resolve(null),
    db
      .select({ house: sql<string>`coalesce(${profiles.house}, '')`, count: sql<number>`count(*)::int` })
      .from(profiles)
      .where(shownToAll)
      .groupBy(sql`1`)
      .orderBy(desc(sql`2`), asc(sql`1`)),
    db
      .select({ event: events, ...derivedColumns(viewer?.user.id ?? null) })
      .from(events)
      .where(and(eq(events.classYear, year), visibleTo(viewer?.user.id ?? null)))
      .orderBy(desc(events.startDate))
      .limit(50),
    db
      .select()
      .from(news)
      .where(and(eq(news.published, true), mentionsYear(year)))
      .orderBy(desc(news.createdAt))
      .limit(10),
    viewer
      ? db
          .$count(
            classRepresentatives,
            and(
              eq(classRepresentatives.graduationYear, year),
              eq(classRepresentatives.userId, viewer.user.id),
            ),
          )
          .then((n) => n > 0)
      : Promise.resolve(false),
  ]);
  return {
    year,
    members: members ? members.map((row) => presentProfileForViewer(row, viewer)) : null,
    marks: members ? marksById(members) : {},
    is_representative: representing,
    member_count: mix.reduce((sum, m) => sum + Number(m.count), 0),
    house_mix: mix.filter((m) => m.house !== "").map((m) => ({ house: m.house, count: Number(m.count) })),
    events: yearEvents.map((r) => presentPublicEvent(r.event, r, viewer?.user.id ?? null)),
    news: mentions.map(presentPublicNews),
  };
}

/** The year as a whole word in the title, summary or body ("Class of 2005", "the 2005 batch"). */
function mentionsYear(year: number): SQL {
  const word = `\\m${year}\\M`;
  return sql`(${news.title} ~ ${word} OR coalesce(${news.summary}, '') ~ ${word} OR coalesce(${news.content}, '') ~ ${word})`;
}
