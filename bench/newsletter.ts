/**
 * Issue 11's newsletter benchmark (issue 25: 20,000 by default, and the database statements per
 * recipient): one issue sent to confirmed subscribers through a
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
 * The database's statements while sending are counted by pg_stat_statements (every statement
 * any server process ran, pg-boss's and BEGIN/COMMIT included; the bench's own are left out),
 * divided by the recipients. CONNECTIONS=0 leaves the header search out (its statements would
 * be counted too).
 *
 * Settings: --subscribers N (or SUBSCRIBERS, 20000), PROFILES (100000), CONNECTIONS (4),
 * SECONDS (10), FSYNC=off (commits not waiting for the disk), SERVER_ENV="K=V K=V" (extra
 * server environment, e.g. DATABASE_POOL_MAX=20), SMTP_QUERY (nodemailer options on SMTP_URL, e.g.
 * "maxConnections=10"), BEFORE=<commit> (that commit's server), SERVER_NODE_ARGS (e.g. "--cpu-prof").
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Db, openDatabase, queryRows } from "../server/db/client";
import { startCluster } from "../server/test/postgres-cluster";
import {
  BENCH_MARK,
  readStatementStats,
  resetStatementStats,
  STATEMENT_STATS_SETTINGS,
} from "./db-statements";
import { checkDelivery, oneClick } from "./newsletter-checks";
import { ISSUE_BODY, prepare } from "./newsletter-setup";
import { cpuSeconds, memory } from "./process-stats";
import { type Latency, line, row, searchLoad } from "./search-load";
import { bundleServer, startServer, stopServer } from "./server-process";
import { startSmtpSink } from "./smtp-sink";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SUBSCRIBERS = Number(arg("subscribers") ?? process.env.SUBSCRIBERS ?? 20_000);
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

/** The issue's mails by state, read by the bench itself (marked: not counted as the server's). */
async function progress(db: Db, issueId: string) {
  const rows = await queryRows<{ status: string; n: number }>(
    db,
    sql`${sql.raw(BENCH_MARK)} SELECT status, count(*)::int AS n FROM mail_log WHERE batch_id = ${issueId}::uuid GROUP BY status`,
  );
  const of = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return { sent: of("sent"), failed: of("failed"), queued: of("queued"), sending: of("sending") };
}

async function main() {
  const cluster = await startCluster({ fsync: FSYNC, settings: STATEMENT_STATS_SETTINGS });
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-newsletter-"));
  const sink = await startSmtpSink();
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  const database = await openDatabase({ databaseUrl: cluster.url, statementTimeoutMs: 0 });
  try {
    // BEFORE=<commit>: that commit's server instead of this tree's (same bench, same data).
    const bundle = process.env.BEFORE
      ? await bundleServer("before", process.env.BEFORE)
      : await bundleServer("after");
    const admin = await prepare(bundle, dataDir, cluster.url, {
      profiles: PROFILES,
      subscribers: SUBSCRIBERS,
    });

    server = await startServer(bundle, dataDir, cluster.url, {
      SMTP_URL: process.env.SMTP_QUERY ? `${sink.url}?${process.env.SMTP_QUERY}` : sink.url,
      ...SERVER_ENV,
    });
    const pid = server.process.pid as number;
    const url = server.url;
    await new Promise((r) => setTimeout(r, 2000));
    const idle = memory(pid);
    const cpuIdle = cpuSeconds(pid);
    let idleSearch: Latency | null = null;
    if (CONNECTIONS > 0) {
      console.log(`server RSS idle ${idle.rss} MB; header search while idle (${SECONDS} s)…`);
      await searchLoad(url, 5, CONNECTIONS).done; // warm-up
      idleSearch = await searchLoad(url, SECONDS, CONNECTIONS).done;
      console.log(`  ${line(idleSearch)}`);
    }

    // The send, as the admin screen does it; the search keeps running until every mail is out.
    console.log(`sending one issue to ${SUBSCRIBERS.toLocaleString("en-US")} subscribers…`);
    const load = CONNECTIONS > 0 ? searchLoad(url, 3600, CONNECTIONS) : null;
    await resetStatementStats(database.db);
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
      const now = await progress(database.db, issue.id);
      last = { sent: now.sent, failed: now.failed };
      if (last.sent + last.failed >= issue.recipients) break;
      if (performance.now() - lastPrint > 5000) {
        lastPrint = performance.now();
        console.log(
          `  ${((lastPrint - t0) / 1000).toFixed(0)} s: ${now.sent} sent, ${now.queued} queued, ` +
            `${now.sending} sending, RSS ${memory(pid).rss} MB`,
        );
      }
      if (performance.now() - t0 > 30 * 60_000) throw new Error("not all sent after 30 minutes");
      await new Promise((r) => setTimeout(r, 250));
    }
    const sendMs = performance.now() - t0;
    const statements = await readStatementStats(database.db);
    const cpuSend = cpuSeconds(pid) - cpuBefore;
    const busySearch = load ? await load.stop() : null;
    const end = memory(pid);
    peakRss = Math.max(peakRss, end.rss);

    // Late duplicates would arrive after the last status update: give them a moment.
    await new Promise((r) => setTimeout(r, 3000));
    const received = await sink.report();
    const check = checkDelivery(received.byRecipient, SUBSCRIBERS);
    const mb = received.bytes / 1024 / 1024;
    const perRecipient = (n: number) => (n / Math.max(1, issue.recipients)).toFixed(2);

    const out = [
      "",
      `${process.env.BEFORE ? `server of ${process.env.BEFORE}` : "this tree"}, PostgreSQL 15 (fsync ${FSYNC ? "on" : "off"}), ${PROFILES.toLocaleString("en-US")} profiles, ` +
        `${SUBSCRIBERS.toLocaleString("en-US")} confirmed subscribers, ` +
        (CONNECTIONS > 0 ? `header search at ${CONNECTIONS} connections` : "no header search") +
        (Object.keys(SERVER_ENV).length ? `, server env ${process.env.SERVER_ENV}` : ""),
      `recipients queued        ${issue.recipients} (POST answered in ${queuedMs.toFixed(0)} ms)`,
      `sent / failed            ${last.sent} / ${last.failed}`,
      `total time               ${(sendMs / 1000).toFixed(1)} s (POST to the last mail marked sent)`,
      `throughput               ${((last.sent / sendMs) * 1000).toFixed(0)} mails/s`,
      `database statements      ${statements.total.toLocaleString("en-US")} (${perRecipient(statements.total)} per recipient; ` +
        `${perRecipient(statements.withoutTransactionControl)} without BEGIN/COMMIT)` +
        (CONNECTIONS > 0 ? " — the header search's included" : ""),
      ...statements.top.map(
        (s) => `  ${perRecipient(s.calls).padStart(6)} × ${s.query.replace(/\s+/g, " ").slice(0, 110)}`,
      ),
      `SMTP received            ${received.messages} messages, ${mb.toFixed(0)} MB (${((received.bytes / received.messages) | 0).toLocaleString("en-US")} bytes each)`,
      `server CPU               ${cpuSend.toFixed(1)} s while sending (${((cpuSend / sendMs) * 100_000).toFixed(0)} % of one core; idle ${(cpuBefore - cpuIdle).toFixed(1)} s before)`,
      `server RSS               idle ${idle.rss} MB, peak while sending ${peakRss} MB, after ${end.rss} MB (VmHWM ${end.hwm} MB)`,
      ...(idleSearch && busySearch
        ? [
            "header search            requests   req/s   p50 ms   p99 ms   max ms  errors  non-2xx",
            `  idle                   ${row(idleSearch)}`,
            `  while sending          ${row(busySearch)}`,
            `  ratio sending / idle   p50 ${(busySearch.p50 / idleSearch.p50).toFixed(1)}x, p99 ${(busySearch.p99 / idleSearch.p99).toFixed(1)}x`,
          ]
        : []),
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
    await database.close();
    await sink.close();
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
