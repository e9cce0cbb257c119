import { asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { news, profiles } from "../../db/schema";
import { listableBy } from "../profiles/queries";

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); profiles are split into files of this size. */
export const SITEMAP_PAGE_SIZE = 50_000;

/**
 * Profiles a visitor finds in the directory: the directory's own privacy rule (`listableBy`
 * for no viewer), so a hidden profile never appears in a sitemap.
 */
const visitorListable = () => listableBy(null);

export async function countSitemapProfiles(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(visitorListable());
  return row?.n ?? 0;
}

/** One sitemap file of directory-visible profiles, in id order (page 1 is the first). */
export async function sitemapProfiles(db: Db, page: number) {
  return db
    .select({ id: profiles.id, updatedAt: profiles.updatedAt })
    .from(profiles)
    .where(visitorListable())
    .orderBy(asc(profiles.id))
    .limit(SITEMAP_PAGE_SIZE)
    .offset((page - 1) * SITEMAP_PAGE_SIZE);
}

/** Published articles only (a draft's address never leaves). */
export async function sitemapArticles(db: Db) {
  return db
    .select({ id: news.id, updatedAt: news.updatedAt })
    .from(news)
    .where(eq(news.published, true))
    .orderBy(desc(news.createdAt))
    .limit(SITEMAP_PAGE_SIZE - 100);
}
