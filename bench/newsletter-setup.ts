/**
 * The newsletter bench's data (bench/newsletter.ts): the server's first start (migrations, demo
 * content), an admin signed up and granted the role, generated profiles and the confirmed
 * subscribers, all inserted in SQL.
 */
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../server/db/client";
import { generateProfiles } from "./generate-profiles";
import { signUpMembers, startServer, stopServer } from "./server-process";

export const subscriberAddress = (i: number) => `subscriber.${i}@example.org`;

export const ISSUE_BODY = `# Save the date

The **reunion** of every batch is on 3 March 2027, on the main lawn. Houses meet at ten;
lunch in the dining hall; the House Cup final in the afternoon.

- Register on the portal's Events page
- Bring your family: the junior school hosts a play area
- Rooms in the guest house go first to batches celebrating a jubilee

Read more on [the portal](https://example.org/events).`;

/**
 * The server migrates and seeds the demo content on a first start without SMTP (so the
 * verification link is read from the outbox folder); an admin signs up and is granted the
 * role, then PROFILES profiles and the subscribers are inserted in SQL. Returns the admin's
 * Cookie header (the session lives in the database, so it outlasts the restart).
 */
export async function prepare(
  bundle: string,
  dataDir: string,
  databaseUrl: string,
  { profiles: PROFILES, subscribers: SUBSCRIBERS }: { profiles: number; subscribers: number },
): Promise<string> {
  const t0 = performance.now();
  const first = await startServer(bundle, dataDir, databaseUrl);
  let cookie: string;
  try {
    [cookie] = await signUpMembers(first.url, dataDir, 1);
  } finally {
    await stopServer(first.process);
  }
  const database = await openDatabase({ databaseUrl, statementTimeoutMs: 0 });
  try {
    const granted = await queryRows<{ id: string }>(
      database.db,
      sql`INSERT INTO user_roles (user_id, role)
        SELECT id, 'admin' FROM "user" WHERE email = 'bench.mixed.0@example.org' RETURNING id`,
    );
    if (granted.length !== 1) throw new Error("the admin was not granted");
    await generateProfiles(database.db, PROFILES);
    await database.db.execute(sql`
      INSERT INTO newsletter_subscriptions (email, token, confirmed_at)
      SELECT 'subscriber.' || i || '@example.org', 'bench-token-' || i || '-' || md5(i::text), now()
      FROM generate_series(1, ${SUBSCRIBERS}::int) AS i`);
    await database.db.execute(sql`VACUUM ANALYZE`);
  } finally {
    await database.close();
  }
  console.log(
    `data: ${PROFILES.toLocaleString("en-US")} profiles, ${SUBSCRIBERS.toLocaleString("en-US")} subscribers, ` +
      `admin signed up, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return cookie;
}
