/**
 * Home statistics and directory filter options at 100,000 profiles on PostgreSQL (issue 10,
 * item 1; decision 046): the database time of the statements `homeStatistics` and
 * `profileFilterOptions` send, for a visitor, a member and an admin.
 *
 *   npx tsx bench/home-filters.ts            (PROFILES=100000 RUNS=15 BULK=20000 by default)
 *
 * Starts a throwaway PostgreSQL 15 cluster, migrates, inserts the profiles in one INSERT …
 * SELECT (so the summary triggers, when there are any, run as they would for a bulk import),
 * ANALYZEs, then captures the SQL each function sends (whatever it is) and runs
 * EXPLAIN (ANALYZE, BUFFERS) of it RUNS times: prints the median planning + execution time
 * and the plan of the median run. Also prints the time of the INSERT itself, the home statement's
 * plan with sequential scans priced out (the indexes its events and news counts can use), and,
 * when profiles has triggers, what they cost a write: a one-row UPDATE and an INSERT … SELECT of
 * BULK profiles with the triggers on and off, side by side.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Viewer } from "../server/auth/viewer";
import { type Db, openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { FIRST_NAMES, LAST_NAMES } from "../server/db/seed/demo-people";
import { homeStatistics } from "../server/modules/home/queries";
import { profileFilterOptions } from "../server/modules/profiles/queries";
import { startCluster } from "../server/test/postgres-cluster";
import { captureSql, explainMedian } from "./capture-sql";
import { median } from "./stats";

const PROFILES = Number(process.env.PROFILES ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 15);
const BULK = Number(process.env.BULK ?? 20_000);

const ms = (n: number) => `${n.toFixed(3)} ms`;

async function main() {
  const cluster = await startCluster();
  const database = await openDatabase({ databaseUrl: cluster.url });
  const direct = new pg.Client({ connectionString: cluster.url });
  try {
    await runMigrations(database);
    const db = database.db;
    const [{ id: userId }] = (
      (await db.execute(
        sql`INSERT INTO "user" (id, name, email, email_verified) VALUES ('bench-member', 'Bench', 'bench@example.org', true) RETURNING id`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const t0 = performance.now();
    await generateProfiles(db, PROFILES);
    const insertMs = performance.now() - t0;
    // The member owns one hidden profile with its year hidden (the per-viewer addition).
    await db.execute(sql`INSERT INTO profiles (user_id, display_name, graduation_year, location, industry, privacy_settings)
      VALUES (${userId}, 'Bench Member', 1901, 'Bench City, Nowhere', 'Bench Industry',
              '{"show_in_directory": false, "show_contact_info": false, "show_graduation_year": false, "allow_messages": true}')`);
    // 200 events (half ahead, a mix of moderation states) and 100 news, as in issue 10's figures.
    await db.execute(sql`INSERT INTO events (title, category, start_date, moderation_status)
      SELECT 'Event ' || i, 'Reunion', now() + ((i - 100) || ' days')::interval,
             (ARRAY['approved', 'approved', 'pending', 'rejected'])[1 + i % 4]
      FROM generate_series(1, 200) AS i`);
    await db.execute(sql`INSERT INTO news (title, published, created_at)
      SELECT 'News ' || i, i % 5 <> 0, now() - (i || ' days')::interval FROM generate_series(1, 100) AS i`);
    await db.execute(sql`ANALYZE`);
    console.log(`inserted ${PROFILES.toLocaleString("en-US")} profiles in one statement: ${ms(insertMs)}`);

    const member: Viewer = {
      user: { id: userId, email: "bench@example.org", name: "Bench", emailVerified: true },
      sessionId: "s",
      roles: [],
    };
    const admin: Viewer = { ...member, roles: ["admin"] };
    await direct.connect();

    const cases: [string, () => Promise<unknown>][] = [
      ["home statistics", () => homeStatistics(db)],
      ["filters, visitor", () => profileFilterOptions(db, null, false)],
      ["filters, member", () => profileFilterOptions(db, member, true)],
      ["filters, admin", () => profileFilterOptions(db, admin, true)],
    ];
    const summary: string[] = [];
    for (const [name, fn] of cases) {
      const result = await fn();
      const statements = await captureSql(fn);
      let total = 0;
      console.log(`\n=== ${name}: ${statements.length} statement(s); answer ${summarize(result)}`);
      for (const q of statements) {
        const { median: m, plan } = await explainMedian(direct, q, RUNS);
        total += m;
        console.log(
          `\nSQL: ${q.text}\nparams: ${JSON.stringify(q.values)}\nmedian planning + execution of ${RUNS}: ${ms(m)}\n${plan}`,
        );
      }
      summary.push(`${name.padEnd(18)} ${String(statements.length).padStart(2)} statement(s)  ${ms(total)}`);
    }
    // Home's events and news counts: tiny tables here, so the planner scans them; show that
    // their indexes serve the same statement once the tables grow (seq scans priced out).
    const [homeSql] = await captureSql(() => homeStatistics(db));
    await direct.query("SET enable_seqscan = off");
    const indexed = await direct.query(`EXPLAIN ${homeSql.text}`, homeSql.values);
    await direct.query("RESET enable_seqscan");
    console.log("\n=== home statistics with sequential scans priced out (which indexes it can use)");
    console.log(indexed.rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n"));

    // What the triggers cost a write, side by side: the same statements with them on and off.
    const triggers = await direct.query(
      "SELECT count(*)::int AS n FROM pg_trigger WHERE tgrelid = 'profiles'::regclass AND NOT tgisinternal",
    );
    const writes: string[] = [];
    if (triggers.rows[0].n > 0) {
      const ids = (await direct.query("SELECT id FROM profiles ORDER BY id LIMIT 400")).rows.map((r) => r.id);
      const oneRow = async (offset: number) => {
        const samples: number[] = [];
        for (let i = 0; i < 200; i++) {
          const t = performance.now();
          await direct.query(
            `UPDATE profiles SET location = $2,
               privacy_settings = privacy_settings || jsonb_build_object('show_in_directory', $3::boolean) WHERE id = $1`,
            [ids[offset + i], `Bench Town ${i % 7}, Somewhere`, i % 2 === 0],
          );
          samples.push(performance.now() - t);
        }
        return median(samples);
      };
      const bulk = async () => {
        const t = performance.now();
        await generateProfiles(db, BULK);
        return performance.now() - t;
      };
      const on = await oneRow(0);
      const bulkOn = await bulk();
      await direct.query("ALTER TABLE profiles DISABLE TRIGGER USER");
      const off = await oneRow(200);
      const bulkOff = await bulk();
      await direct.query("ALTER TABLE profiles ENABLE TRIGGER USER");
      writes.push(
        `one-row UPDATE of location and show_in_directory (median of 200, round trip): triggers on ${ms(on)}, off ${ms(off)}`,
        `INSERT … SELECT of ${BULK.toLocaleString("en-US")} profiles: triggers on ${ms(bulkOn)}, off ${ms(bulkOff)}`,
      );
    }

    console.log(
      `\n=== summary (${PROFILES.toLocaleString("en-US")} profiles, median database time of ${RUNS} runs)`,
    );
    console.log(summary.join("\n"));
    if (writes.length) console.log(writes.join("\n"));
  } finally {
    await direct.end().catch(() => {});
    await database.close().catch(() => {});
    cluster.stop();
  }
}

function summarize(result: unknown): string {
  const r = result as Record<string, unknown>;
  return JSON.stringify(
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Array.isArray(v) ? `${v.length} values` : v])),
  );
}

/**
 * Alumni with varied locations (city spellings differ in case and spacing, as typed), years and
 * industries, and the privacy mix of bench/profile-search.ts, in one INSERT … SELECT.
 */
async function generateProfiles(db: Db, n: number) {
  const cities = [
    "Mumbai",
    "New Delhi",
    "Bengaluru",
    "Chennai",
    "Kolkata",
    "Hyderabad",
    "Pune",
    "Ahmedabad",
    "Jaipur",
    "Lucknow",
    "Chandigarh",
    "Dehradun",
    "Shimla",
    "Srinagar",
    "Guwahati",
    "Bhopal",
    "Indore",
    "Nagpur",
    "Kochi",
    "Goa",
    "London",
    "Manchester",
    "New York",
    "San Francisco",
    "Seattle",
    "Boston",
    "Toronto",
    "Vancouver",
    "Singapore",
    "Dubai",
    "Abu Dhabi",
    "Sydney",
    "Melbourne",
    "Hong Kong",
    "Tokyo",
    "Berlin",
    "Paris",
    "Zurich",
    "Amsterdam",
    "Nairobi",
  ];
  const countries = ["India", "United Kingdom", "USA", "Canada", "UAE", "Australia", "Japan", "Germany"];
  const industries = [
    "Technology",
    "Finance",
    "Banking",
    "Healthcare",
    "Law",
    "Media",
    "Education",
    "Armed Forces",
    "Hospitality",
    "Manufacturing",
    "Consulting",
    "Government",
    "Energy",
    "Retail",
    "Real Estate",
    "Agriculture",
    "Aviation",
    "Pharmaceuticals",
    "Telecom",
    "Non-profit",
  ];
  const arr = (xs: readonly string[]) =>
    sql.raw(`ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]`);
  await db.execute(sql`
    INSERT INTO profiles (display_name, house, graduation_year, location, industry, privacy_settings, created_at)
    SELECT
      (${arr(FIRST_NAMES)})[1 + (i::bigint * 7919) % ${FIRST_NAMES.length}] || ' ' || (${arr(LAST_NAMES)})[1 + (i::bigint * 104729) % ${LAST_NAMES.length}] || ' ' || i,
      (ARRAY['Tata','Hyderabad','Kashmir','Jaipur','Oberoi'])[1 + i % 5],
      CASE WHEN i % 23 = 0 THEN NULL ELSE 1960 + i % 65 END,
      CASE
        WHEN i % 29 = 0 THEN NULL
        WHEN i % 31 = 0 THEN '  '
        WHEN i % 7 = 0 THEN lower((${arr(cities)})[1 + (i * 13) % ${cities.length}])
        WHEN i % 5 = 0 THEN (${arr(cities)})[1 + (i * 13) % ${cities.length}] || ' , ' || (${arr(countries)})[1 + i % ${countries.length}]
        ELSE (${arr(cities)})[1 + (i * 13) % ${cities.length}] || ', ' || (${arr(countries)})[1 + (i * 3) % ${countries.length}]
      END,
      CASE WHEN i % 19 = 0 THEN NULL ELSE (${arr(industries)})[1 + (i * 7) % ${industries.length}] END,
      jsonb_build_object('show_in_directory', i % 17 <> 9, 'show_contact_info', i % 3 = 0,
                         'show_graduation_year', i % 10 <> 4, 'allow_messages', true),
      now() - (i || ' minutes')::interval
    FROM generate_series(1, ${n}) AS i`);
}

await main();
