/** The read mix's data: a database per target, the demo seed plus generated profiles, events and news. */
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../../server/db/client";
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
    await raiseReadAllowance(database);
    await database.db.execute(sql`VACUUM ANALYZE`);
  } finally {
    await database.close();
  }
  console.log(
    `data: ${profiles.toLocaleString("en-US")} profiles in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/** Directory, search and profile reads per hour the benches' throwaway servers allow each reader. */
const BENCH_READS_PER_HOUR = 1_000_000_000;

/**
 * The scraping brake (decision 120) slows a reader past three quarters of the office's hourly
 * allowance (600 by default) and refuses them past it: one bench member's thousands of profile
 * reads a second would measure the brake (`x-slowed-ms`, 429s), not the pages and their JSON.
 * The office's own setting is raised on the bench's throwaway database only, as an office
 * would for its own load test; a server built before the brake existed has no such setting.
 */
async function raiseReadAllowance(database: Awaited<ReturnType<typeof openDatabase>>) {
  const column = await queryRows(
    database.db,
    sql`
    SELECT 1 FROM information_schema.columns
    WHERE table_name = 'settings' AND column_name = 'directory_reads_per_hour'`,
  );
  if (column.length === 0) {
    console.log("read brake: none in this build (no directory_reads_per_hour setting)");
    return;
  }
  await database.db.execute(sql`
    INSERT INTO settings (id, directory_reads_per_hour) VALUES (1, ${BENCH_READS_PER_HOUR})
    ON CONFLICT (id) DO UPDATE SET directory_reads_per_hour = EXCLUDED.directory_reads_per_hour`);
  console.log(
    `read brake: this throwaway server allows ${BENCH_READS_PER_HOUR.toLocaleString("en-US")} directory and profile reads an hour per reader (the office's setting; 600 by default), so members' JSON is not slowed`,
  );
}

/** Profile ids a visitor may open (a page of the directory as a visitor sees it). */
export async function profileIds(url: string): Promise<string[]> {
  const res = await fetch(`${url}/api/v1/profiles?limit=500&search=a`);
  const body = (await res.json()) as { profiles: Array<{ id: string }> };
  if (!body.profiles.length) throw new Error("no profiles listed");
  return body.profiles.map((p) => p.id);
}
