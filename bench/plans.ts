/**
 * The plans of the busiest reads at scale, written to a file (issue 10: "the EXPLAIN plans of
 * the home, filters, search and directory queries at 1M"):
 *
 *   npx tsx bench/plans.ts        (npm run bench:plans; PROFILES=1000000 RUNS=5 OUT=docs/perf/plans-1m.md)
 *
 * Starts a throwaway PostgreSQL 15 cluster, migrates, generates PROFILES profiles
 * (bench/generate-profiles.ts), 200 events and 100 news, ANALYZEs, then runs each read as the
 * server does (home page, filter options, header search, directory with and without a search;
 * visitor and member), captures every statement it sends and writes the median
 * EXPLAIN (ANALYZE, BUFFERS) of each (planning + execution, RUNS runs) with its plan to OUT.
 * REUSE_DATABASE_URL=<url> measures a database filled before instead (see main).
 */
import { writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { LIMITS } from "../contract/constants";
import { profileListQuerySchema } from "../contract/profiles";
import type { Viewer } from "../server/auth/viewer";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { homePage } from "../server/modules/home/queries";
import { listProfiles, profileFilterOptions, profileListQuery } from "../server/modules/profiles/queries";
import { startCluster } from "../server/test/postgres-cluster";
import { captureSql, explainMedian } from "./capture-sql";
import { generateProfiles } from "./generate-profiles";

const PROFILES = Number(process.env.PROFILES ?? 1_000_000); // with REUSE_DATABASE_URL: what it holds
const RUNS = Number(process.env.RUNS ?? 5);
const OUT =
  process.env.OUT ??
  `docs/perf/plans-${PROFILES >= 1_000_000 ? `${PROFILES / 1_000_000}m` : `${PROFILES / 1000}k`}.md`;

async function main() {
  // REUSE_DATABASE_URL: a database bench/plans.ts (or the generator) filled before; it is
  // migrated and topped up, not regenerated (1,000,000 profiles take minutes to insert).
  const reuse = process.env.REUSE_DATABASE_URL;
  const cluster = reuse ? null : await startCluster();
  const url = reuse ?? (cluster as { url: string }).url;
  const database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 0 });
  const direct = new pg.Client({ connectionString: url });
  try {
    await runMigrations(database);
    const db = database.db;
    await db.execute(
      sql`INSERT INTO "user" (id, name, email, email_verified) VALUES ('bench-member', 'Bench', 'bench@example.org', true)
          ON CONFLICT DO NOTHING`,
    );
    const t0 = performance.now();
    if (!reuse) await generateProfiles(db, PROFILES);
    await db.execute(sql`INSERT INTO profiles (user_id, display_name, graduation_year, location, industry)
      SELECT 'bench-member', 'Bench Member', 1990, 'Mumbai, India', 'Technology'
      WHERE NOT EXISTS (SELECT 1 FROM profiles WHERE user_id = 'bench-member')`);
    await db.execute(sql`INSERT INTO events (title, category, start_date, moderation_status)
      SELECT 'Event ' || i, 'Reunion', now() + ((i - 100) || ' days')::interval,
             (ARRAY['approved', 'approved', 'pending', 'rejected'])[1 + i % 4]
      FROM generate_series(1, 200) AS i WHERE NOT EXISTS (SELECT 1 FROM events)`);
    await db.execute(sql`INSERT INTO news (title, published, created_at)
      SELECT 'News ' || i, i % 5 <> 0, now() - (i || ' days')::interval FROM generate_series(1, 100) AS i
      WHERE NOT EXISTS (SELECT 1 FROM news)`);
    await db.execute(sql`VACUUM ANALYZE`);
    const generated = reuse
      ? "inserted by the same generator into a reused database"
      : `generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`;
    console.log(`${PROFILES.toLocaleString("en-US")} profiles ${generated}`);

    const member: Viewer = {
      user: { id: "bench-member", email: "bench@example.org", name: "Bench", emailVerified: true },
      sessionId: "s",
      roles: [],
    } as Viewer;
    const list = (viewer: Viewer | null, q: Record<string, unknown>) => () =>
      listProfiles(db, viewer, profileListQuerySchema.parse(q));
    const sortAll = (q: Record<string, unknown>) => () =>
      profileListQuery(db, null, profileListQuerySchema.parse({ ...q, limit: LIMITS.directoryProfiles }));
    const header = LIMITS.headerSearchResults;
    const page = LIMITS.directoryProfiles;
    const cases: Array<[string, () => Promise<unknown>]> = [
      ["Home page (visitor): every statement GET /api/v1/home sends", () => homePage(db, null)],
      ["Directory filter options, visitor", () => profileFilterOptions(db, null, false)],
      ["Directory filter options, member", () => profileFilterOptions(db, member, true)],
      ['Header search, visitor, common term "engineer"', list(null, { search: "engineer", limit: header })],
      ['Header search, member, common term "engineer"', list(member, { search: "engineer", limit: header })],
      [
        'Header search, visitor, rare term "pillai 4242"',
        list(null, { search: "pillai 4242", limit: header }),
      ],
      ['Header search, visitor, no match "zzq"', list(null, { search: "zzq", limit: header })],
      ["Directory, visitor, no search (first page)", list(null, { limit: page })],
      ["Directory, member, no search (first page)", list(member, { limit: page })],
      ['Directory, visitor, common term "engineer"', list(null, { search: "engineer", limit: page })],
      ['Directory, visitor, common term "kap"', list(null, { search: "kap", limit: page })],
      ['Directory, visitor, mid term "zubin"', list(null, { search: "zubin", limit: page })],
      ['Directory, member, rare term "mehta 77"', list(member, { search: "mehta 77", limit: page })],
      ['Directory, visitor, rare term "pillai 4242"', list(null, { search: "pillai 4242", limit: page })],
      ['Directory, visitor, no match "zzq"', list(null, { search: "zzq", limit: page })],
      // Before decision 048 a directory search always sorted every match: that statement alone.
      [
        'Directory, visitor, "engineer", sorting every match (as before 048)',
        sortAll({ search: "engineer" }),
      ],
      ['Directory, visitor, "kap", sorting every match (as before 048)', sortAll({ search: "kap" })],
      [
        'Directory, visitor, "pillai 4242", sorting every match (as before 048)',
        sortAll({ search: "pillai 4242" }),
      ],
    ];
    await direct.connect();
    const summary: string[] = [];
    const details: string[] = [];
    for (const [name, fn] of cases) {
      await fn();
      const statements = await captureSql(fn);
      let total = 0;
      details.push(`## ${name}\n`);
      for (const q of statements) {
        const { median, plan } = await explainMedian(direct, q, RUNS);
        total += median;
        details.push(
          "```sql",
          q.text.trim(),
          "```",
          `Parameters: \`${JSON.stringify(q.values)}\` · median planning + execution of ${RUNS}: **${median.toFixed(2)} ms**\n`,
          "```",
          plan,
          "```\n",
        );
      }
      summary.push(`| ${name} | ${statements.length} | ${total.toFixed(2)} ms |`);
      console.log(summary.at(-1));
    }
    const version = (await direct.query("SHOW server_version")).rows[0].server_version;
    writeFileSync(
      OUT,
      [
        `# Plans at ${PROFILES.toLocaleString("en-US")} profiles`,
        "",
        `Written by \`PROFILES=${PROFILES} npx tsx bench/plans.ts\` (PostgreSQL ${version}, a throwaway cluster with`,
        "fsync off, default settings otherwise; profiles from bench/generate-profiles.ts, 200 events, 100 news,",
        `VACUUM ANALYZE; ${generated}). Each statement is the one the code sends, with`,
        `its parameters; the time is the median planning + execution of ${RUNS} EXPLAIN (ANALYZE, BUFFERS) runs`,
        "after two warm-up runs, and the plan shown is that median run's. Times are of a shared 2-core machine.",
        "",
        "| Read | Statements | Database time (sum of medians) |",
        "| --- | --: | --: |",
        ...summary,
        "",
        ...details,
      ].join("\n"),
    );
    console.log(`written ${OUT}`);
  } finally {
    await direct.end().catch(() => {});
    await database.close().catch(() => {});
    cluster?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
