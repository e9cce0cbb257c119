/**
 * The plans of the paged inbox and conversation queries (decision 045) on PostgreSQL 15.
 *
 *   npx tsx bench/inbox-plan.ts        (needs PostgreSQL 15 binaries; runs as root via su)
 *
 * Starts a throwaway cluster, migrates, generates MEMBERS members and MESSAGES messages
 * (each member writes with about 20 people, low-numbered members far more often; member u1
 * has also written to everyone), ANALYZEs, then
 * runs the real query functions with auto_explain on and prints each plan (EXPLAIN ANALYZE,
 * BUFFERS) for the first page and a deep page of the busiest member's inbox and thread.
 */
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../server/db/client";
import { openDatabase } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import * as schema from "../server/db/schema";
import { listConversations, listThread } from "../server/modules/messages/queries";
import { startCluster } from "../server/test/postgres-cluster";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200_000);

const cluster = await startCluster();
try {
  const database = await openDatabase({ databaseUrl: cluster.url });
  await runMigrations(database);
  const t0 = performance.now();
  await database.db.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified)
    SELECT 'u' || i, 'Member ' || i, 'm' || i || '@example.org', true FROM generate_series(1, ${MEMBERS}) i`);
  await database.db.execute(sql`
    INSERT INTO profiles (user_id, display_name) SELECT id, name FROM "user"`);
  // Pairs: member i writes with i+1 … i+10 (mod MEMBERS), so each has about 20 partners; the
  // sender of each message is random, its pair skewed towards low member numbers (member u1
  // is the busiest). Times spread over two years.
  await database.db.execute(sql`
    INSERT INTO messages (sender_id, recipient_id, content, thread_id, is_read, created_at)
    SELECT 'u' || CASE WHEN flip THEN a ELSE b END, 'u' || CASE WHEN flip THEN b ELSE a END,
           'message ' || n, gen_random_uuid(), random() < 0.9, now() - random() * interval '730 days'
    FROM (
      SELECT n, a, 1 + (a + floor(random() * 10)::int) % ${MEMBERS} AS b, random() < 0.5 AS flip
      FROM (SELECT n, 1 + floor(power(random(), 2) * ${MEMBERS})::int AS a
            FROM generate_series(1, ${MESSAGES}) n) s
    ) p`);
  // And u1 has written once to every other member: 1,999 conversations to page through.
  await database.db.execute(sql`
    INSERT INTO messages (sender_id, recipient_id, content, thread_id, created_at)
    SELECT 'u1', 'u' || i, 'hello ' || i, gen_random_uuid(), now() - random() * interval '900 days'
    FROM generate_series(2, ${MEMBERS}) i`);
  await database.db.execute(sql`ANALYZE`);
  const counts = (await database.db.execute(sql`
    SELECT (SELECT count(*) FROM messages) AS messages, (SELECT count(*) FROM conversations) AS conversations,
           (SELECT count(*) FROM messages WHERE sender_id = 'u1' OR recipient_id = 'u1') AS busiest_messages,
           (SELECT count(*) FROM conversations WHERE member_id = 'u1') AS busiest_conversations`)) as unknown as {
    rows: unknown[];
  };
  console.log(`generated in ${Math.round(performance.now() - t0)} ms:`, counts.rows[0]);
  await database.close();

  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query("LOAD 'auto_explain'");
  await client.query("SET auto_explain.log_min_duration = 0");
  await client.query("SET auto_explain.log_analyze = on");
  await client.query("SET auto_explain.log_buffers = on");
  await client.query("SET auto_explain.log_nested_statements = on");
  await client.query("SET auto_explain.log_level = notice");
  let printing = "";
  client.on("notice", (msg) => {
    if (printing) console.log(`\n=== ${printing}\n${msg.message}`);
  });
  const db = drizzle(client, { schema }) as unknown as Db;
  const show = async <T>(what: string, fn: () => Promise<T>) => {
    await fn(); // warm
    printing = what;
    const t = performance.now();
    const result = await fn();
    printing = "";
    console.log(`(${what}: ${(performance.now() - t).toFixed(1)} ms round trip)`);
    return result;
  };
  const first = await show("inbox, first page (30)", () => listConversations(db, "u1", { limit: 30 }));
  let cursor = first.next_cursor;
  for (let i = 0; i < 3 && cursor; i++)
    cursor = (await listConversations(db, "u1", { limit: 30, cursor })).next_cursor;
  if (cursor)
    await show("inbox, fifth page (30)", () =>
      listConversations(db, "u1", { limit: 30, cursor: cursor ?? undefined }),
    );
  // The thread: u1's longest conversation.
  const busiest = await client.query(`
    SELECT CASE WHEN sender_id = 'u1' THEN recipient_id ELSE sender_id END AS other, count(*) AS n
    FROM messages WHERE sender_id = 'u1' OR recipient_id = 'u1' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
  const other: string = busiest.rows[0].other;
  console.log(`\nu1's longest conversation: with ${other}, ${busiest.rows[0].n} messages`);
  // The thread also asks whether u1 may still write to them (decision 094): a viewer for u1.
  const u1 = { user: { id: "u1", email: "", name: "", emailVerified: true }, sessionId: "", roles: [] };
  const thread = await show(`thread u1 with ${other}, newest page (50)`, () =>
    listThread(db, u1, other, { limit: 50 }),
  );
  if (thread.next_cursor)
    await show("thread, earlier page (50)", () =>
      listThread(db, u1, other, { limit: 50, cursor: thread.next_cursor ?? undefined }),
    );
  await client.end();
} finally {
  cluster.stop();
}
