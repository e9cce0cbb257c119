/** The read mix's data: a database per target, the demo seed plus generated profiles, events and news. */
import { sql } from "drizzle-orm";
import { openDatabase } from "../../server/db/client";
import { runMigrations } from "../../server/db/migrate";
import { seedIfEmpty } from "../../server/db/seed";
import { generateProfiles } from "../generate-profiles";
import { startServer, stopServer } from "../server-process";

export async function createDatabase(url: string, name: string): Promise<string> {
  const admin = await openDatabase({ databaseUrl: url });
  try {
    await admin.db.execute(sql.raw(`CREATE DATABASE "${name}"`));
  } finally {
    await admin.close();
  }
  return url.replace(/\/[^/]*$/, `/${name}`);
}

/**
 * The server migrates and seeds the demo content (houses, events, news, 60 profiles); then the
 * bench adds the generated profiles and tops events and news up. PGlite is one process's: the
 * server is stopped while the bench writes.
 */
export async function prepareData(
  bundle: string,
  dataDir: string,
  databaseUrl: string | undefined,
  profiles: number,
) {
  const t0 = performance.now();
  if (databaseUrl) {
    const server = await startServer(bundle, dataDir, databaseUrl);
    await stopServer(server.process);
  }
  // No statement timeout for the bulk insert (the server's default of 30 s is for requests).
  const database = await openDatabase({ databaseUrl, dataDir, statementTimeoutMs: 0 });
  try {
    if (!databaseUrl) {
      await runMigrations(database);
      await seedIfEmpty(database);
    }
    await generateProfiles(database.db, profiles);
    await database.db.execute(sql`
      INSERT INTO events (title, description, category, location, start_date, end_date, is_virtual, moderation_status)
      SELECT e.title || ' #' || g, e.description, e.category, e.location, e.start_date + g * interval '3 days',
             e.end_date + g * interval '3 days', e.is_virtual, e.moderation_status
      FROM events e CROSS JOIN generate_series(1, 200) AS g
      LIMIT greatest(0, 200 - (SELECT count(*) FROM events))`);
    await database.db.execute(sql`
      INSERT INTO news (title, summary, content, category, author, published, created_at)
      SELECT n.title || ' #' || g, n.summary, n.content, n.category, n.author, n.published,
             n.created_at - g * interval '2 days'
      FROM news n CROSS JOIN generate_series(1, 100) AS g
      LIMIT greatest(0, 100 - (SELECT count(*) FROM news))`);
    await database.db.execute(sql`VACUUM ANALYZE`);
  } finally {
    await database.close();
  }
  console.log(
    `data: ${profiles.toLocaleString("en-US")} profiles in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/** Profile ids a visitor may open (a page of the directory as a visitor sees it). */
export async function profileIds(url: string): Promise<string[]> {
  const res = await fetch(`${url}/api/v1/profiles?limit=500&search=a`);
  const body = (await res.json()) as { profiles: Array<{ id: string }> };
  if (!body.profiles.length) throw new Error("no profiles listed");
  return body.profiles.map((p) => p.id);
}
