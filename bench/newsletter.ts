/**
 * Issue 11's newsletter benchmark: one issue sent to 10,000 confirmed subscribers through a
 * real SMTP server, on PostgreSQL 15, while visitors keep using the header search.
 *
 *   npm run bench:newsletter                     (npx tsx bench/newsletter.ts)
 *   npm run bench:newsletter -- --subscribers 1000   (a quick run)
 *
 * One command: a throwaway PostgreSQL 15 cluster (fsync on, as in production: every mail's
 * status is a commit), the built server as its own process (bench/server-process.ts) with
 * SMTP_URL pointing at a counting SMTP server in another process (bench/smtp-sink.ts),
 * PROFILES generated profiles for the search to work on, the subscribers inserted in SQL, an
 * admin through the real sign-up (then granted the role in SQL). It measures the header search
 * (autocannon, CONNECTIONS connections, each request from its own address as behind a proxy)
 * for SECONDS while idle, then sends the issue through the admin API (POST
 * /api/v1/admin/newsletter: the mail log rows and the `mail-drain` jobs) and measures the
 * search again for as long as the sending lasts, polling the issue's progress as the admin
 * screen does. Prints mails/s, total time, the server's RSS (idle, peak while sending) and CPU,
 * the search's p50/p99 idle and while sending, and checks that every subscriber received
 * exactly one mail (counted at the SMTP server by envelope recipient).
 *
 * Settings: --subscribers N (or SUBSCRIBERS, 10000), PROFILES (100000), CONNECTIONS (4),
 * SECONDS (10), FSYNC=off (commits not waiting for the disk), SERVER_ENV="K=V K=V" (extra
 * server environment, e.g. DATABASE_POOL_MAX=20), SMTP_QUERY (nodemailer options on SMTP_URL, e.g.
 * "maxConnections=10"), BEFORE=<commit> (that commit's server), SERVER_NODE_ARGS (e.g. "--cpu-prof").
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../server/db/client";
import { startCluster } from "../server/test/postgres-cluster";
import { generateProfiles } from "./generate-profiles";
import { cpuSeconds, memory } from "./process-stats";
import { line, row, searchLoad } from "./search-load";
import { bundleServer, signUpMembers, startServer, stopServer } from "./server-process";
import { startSmtpSink } from "./smtp-sink";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SUBSCRIBERS = Number(arg("subscribers") ?? process.env.SUBSCRIBERS ?? 10_000);
const PROFILES = Number(process.env.PROFILES ?? 100_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 4);
const SECONDS = Number(process.env.SECONDS ?? 10);
const FSYNC = process.env.FSYNC !== "off";
const SERVER_ENV = Object.fromEntries(
  (process.env.SERVER_ENV ?? "")
    .split(" ")
    .filter(Boolean)
    .map((kv) => kv.split("=") as [string, string]),
);
const subscriberAddress = (i: number) => `subscriber.${i}@example.org`;

async function main() {
  const cluster = await startCluster({ fsync: FSYNC });
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-newsletter-"));
  const sink = await startSmtpSink();
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    // BEFORE=<commit>: that commit's server instead of this tree's (same bench, same data).
    const bundle = process.env.BEFORE
      ? await bundleServer("before", process.env.BEFORE)
      : await bundleServer("after");
    const admin = await prepare(bundle, dataDir, cluster.url);

    server = await startServer(bundle, dataDir, cluster.url, {
      SMTP_URL: process.env.SMTP_QUERY ? `${sink.url}?${process.env.SMTP_QUERY}` : sink.url,
      ...SERVER_ENV,
    });
    const pid = server.process.pid as number;
    const url = server.url;
    await new Promise((r) => setTimeout(r, 2000));
    const idle = memory(pid);
    const cpuIdle = cpuSeconds(pid);
    console.log(`server RSS idle ${idle.rss} MB; header search while idle (${SECONDS} s)…`);
    await searchLoad(url, 5, CONNECTIONS).done; // warm-up
    const idleSearch = await searchLoad(url, SECONDS, CONNECTIONS).done;
    console.log(`  ${line(idleSearch)}`);

    // The send, as the admin screen does it; the search keeps running until every mail is out.
    console.log(`sending one issue to ${SUBSCRIBERS.toLocaleString("en-US")} subscribers…`);
    const load = searchLoad(url, 3600, CONNECTIONS);
    const cpuBefore = cpuSeconds(pid);
    const t0 = performance.now();
    const res = await fetch(`${url}/api/v1/admin/newsletter`, {
      method: "POST",
      headers: { origin: url, cookie: admin, "content-type": "application/json" },
      body: JSON.stringify({ subject: "Reunion 2027", body: ISSUE_BODY }),
    });
    if (res.status !== 202) throw new Error(`send answered ${res.status}: ${await res.text()}`);
    const issue = (await res.json()) as { id: string; recipients: number };
    const queuedMs = performance.now() - t0;
    let peakRss = 0;
    let last = { sent: 0, failed: 0 };
    let lastPrint = t0;
    for (;;) {
      peakRss = Math.max(peakRss, memory(pid).rss);
      const detail = (await (
        await fetch(`${url}/api/v1/admin/newsletter/${issue.id}`, { headers: { cookie: admin } })
      ).json()) as { counts: Record<string, number> };
      last = { sent: detail.counts.sent, failed: detail.counts.failed };
      if (last.sent + last.failed >= issue.recipients) break;
      if (performance.now() - lastPrint > 5000) {
        lastPrint = performance.now();
        console.log(
          `  ${((lastPrint - t0) / 1000).toFixed(0)} s: ${last.sent} sent, ${detail.counts.queued} queued, ` +
            `${detail.counts.sending} sending, RSS ${memory(pid).rss} MB`,
        );
      }
      if (performance.now() - t0 > 30 * 60_000) throw new Error("not all sent after 30 minutes");
      await new Promise((r) => setTimeout(r, 250));
    }
    const sendMs = performance.now() - t0;
    const cpuSend = cpuSeconds(pid) - cpuBefore;
    const busySearch = await load.stop();
    const end = memory(pid);
    peakRss = Math.max(peakRss, end.rss);

    // Late duplicates would arrive after the last status update: give them a moment.
    await new Promise((r) => setTimeout(r, 3000));
    const received = await sink.report();
    const check = checkDelivery(received.byRecipient);
    const mb = received.bytes / 1024 / 1024;

    const out = [
      "",
      `${process.env.BEFORE ? `server of ${process.env.BEFORE}` : "this tree"}, PostgreSQL 15 (fsync ${FSYNC ? "on" : "off"}), ${PROFILES.toLocaleString("en-US")} profiles, ` +
        `${SUBSCRIBERS.toLocaleString("en-US")} confirmed subscribers, header search at ${CONNECTIONS} connections` +
        (Object.keys(SERVER_ENV).length ? `, server env ${process.env.SERVER_ENV}` : ""),
      `recipients queued        ${issue.recipients} (POST answered in ${queuedMs.toFixed(0)} ms)`,
      `sent / failed            ${last.sent} / ${last.failed}`,
      `total time               ${(sendMs / 1000).toFixed(1)} s (POST to the last mail marked sent)`,
      `throughput               ${((last.sent / sendMs) * 1000).toFixed(0)} mails/s`,
      `SMTP received            ${received.messages} messages, ${mb.toFixed(0)} MB (${((received.bytes / received.messages) | 0).toLocaleString("en-US")} bytes each)`,
      `server CPU               ${cpuSend.toFixed(1)} s while sending (${((cpuSend / sendMs) * 100_000).toFixed(0)} % of one core; idle ${(cpuBefore - cpuIdle).toFixed(1)} s during warm-up and idle search)`,
      `server RSS               idle ${idle.rss} MB, peak while sending ${peakRss} MB, after ${end.rss} MB (VmHWM ${end.hwm} MB)`,
      "header search            requests   req/s   p50 ms   p99 ms   max ms  errors  non-2xx",
      `  idle                   ${row(idleSearch)}`,
      `  while sending          ${row(busySearch)}`,
      `  ratio sending / idle   p50 ${(busySearch.p50 / idleSearch.p50).toFixed(1)}x, p99 ${(busySearch.p99 / idleSearch.p99).toFixed(1)}x`,
      `exactly once             ${check.once} of ${SUBSCRIBERS} subscribers got one mail; ${check.missing.length} missing, ${check.duplicated.length} duplicated, ${check.others} other recipient(s)`,
      ...(check.missing.length ? [`  missing: ${check.missing.slice(0, 20).join(", ")}`] : []),
      ...(check.duplicated.length ? [`  duplicated: ${check.duplicated.slice(0, 20).join(", ")}`] : []),
      `one-click headers        ${oneClick(received.firstHeaders) ? "present" : "MISSING"} in the first mail`,
    ];
    console.log(out.join("\n"));
    if (!oneClick(received.firstHeaders)) console.log(received.firstHeaders);
    if (check.missing.length || check.duplicated.length || last.failed || !oneClick(received.firstHeaders))
      process.exitCode = 1;
  } finally {
    if (server) await stopServer(server.process);
    await sink.close();
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ISSUE_BODY = `# Save the date

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
async function prepare(bundle: string, dataDir: string, databaseUrl: string): Promise<string> {
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

/** RFC 8058: List-Unsubscribe with an https/http address and List-Unsubscribe-Post (headers unfolded). */
function oneClick(headerBlock: string): boolean {
  const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, " ");
  return (
    /^List-Unsubscribe: <http[^>]+>/im.test(unfolded) &&
    /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im.test(unfolded)
  );
}

function checkDelivery(byRecipient: Record<string, number>) {
  const missing: string[] = [];
  const duplicated: string[] = [];
  let once = 0;
  for (let i = 1; i <= SUBSCRIBERS; i++) {
    const n = byRecipient[subscriberAddress(i)] ?? 0;
    if (n === 0) missing.push(subscriberAddress(i));
    else if (n > 1) duplicated.push(`${subscriberAddress(i)} (${n})`);
    else once++;
  }
  const others = Object.keys(byRecipient).filter((a) => !/^subscriber\.\d+@example\.org$/.test(a)).length;
  return { once, missing, duplicated, others };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
