import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { GENERIC_MESSAGES } from "../../contract/ui-text";
import { queryRows } from "../db/client";
import type { App, Deps } from "../deps";
import { AppError } from "../errors";

/**
 * GET /api/metrics in Prometheus' text format (prom-client; decision 069's companion in
 * docs/operations.md): request rate and latency per route pattern and status, requests in
 * flight (this server's queue), the database pool's use and its waiting queue, the background
 * work waiting (the job queue's jobs per queue, the mail outbox's unsent mails; shared by every
 * server, read from the database at each scrape), and Node's own process metrics (memory, CPU,
 * event-loop lag). Only with METRICS_TOKEN set, and only for a
 * request carrying `Authorization: Bearer {token}`; without the setting the route does not exist.
 */
export function registerMetrics(app: App, deps: Pick<Deps, "config" | "database" | "jobs">) {
  const token = deps.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  let inFlight = 0;
  new Gauge({
    name: "http_requests_in_flight",
    help: "Requests received and not yet answered by this server",
    registers: [registry],
    collect() {
      this.set(inFlight);
    },
  });
  const pool = deps.database.poolStats;
  const poolGauge = (name: string, help: string, pick: (s: ReturnType<NonNullable<typeof pool>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        // The embedded database has no pool: one connection, always open.
        this.set(pool ? pick(pool()) : name === "db_pool_waiting" || name === "db_pool_idle" ? 0 : 1);
      },
    });
  poolGauge("db_pool_connections", "Database connections open (in use and idle)", (s) => s.total);
  poolGauge("db_pool_idle", "Database connections open and idle", (s) => s.idle);
  poolGauge(
    "db_pool_waiting",
    "Queries waiting for a database connection (the pool's queue)",
    (s) => s.waiting,
  );
  poolGauge("db_pool_max", "Most connections this server may open (DATABASE_POOL_MAX)", (s) => s.max);

  new Gauge({
    name: "job_queue_jobs",
    help: "Background jobs per queue: queued (waiting, or waiting to retry) and active (running), all servers",
    labelNames: ["queue", "state"],
    registers: [registry],
    async collect() {
      const { boss } = deps.jobs;
      this.reset();
      for (const { name } of await boss.getQueues()) {
        // getQueueSize counts the states before the one given: created + retry, then + active.
        const queued = await boss.getQueueSize(name);
        const unfinished = await boss.getQueueSize(name, { before: "completed" });
        this.set({ queue: name, state: "queued" }, queued);
        this.set({ queue: name, state: "active" }, unfinished - queued);
      }
    },
  });
  new Gauge({
    name: "mail_outbox_mails",
    help: "Mails in the outbox not sent: queued (waiting or retrying), sending, failed after the last retry",
    labelNames: ["status"],
    registers: [registry],
    async collect() {
      const rows = await queryRows<{ status: string; n: number }>(
        deps.database.db,
        sql`SELECT status, count(*)::int AS n FROM mail_log WHERE status <> 'sent' GROUP BY status`,
      );
      for (const status of ["queued", "sending", "failed"]) {
        this.set({ status }, rows.find((r) => r.status === status)?.n ?? 0);
      }
    },
  });

  const started = new WeakMap<object, bigint>();
  app.addHook("onRequest", async (req) => {
    inFlight += 1;
    started.set(req, process.hrtime.bigint());
  });
  app.addHook("onResponse", async (req, reply) => {
    inFlight -= 1;
    const start = started.get(req);
    // The route's pattern, not the URL: one series per route however many ids there are.
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? "unmatched",
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    if (start !== undefined) duration.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get("/api/metrics", { schema: { hide: true } }, async (req, reply) => {
    const given = Buffer.from(req.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError("UNAUTHENTICATED", GENERIC_MESSAGES.metricsToken, 401);
    }
    return reply
      .header("content-type", registry.contentType)
      .header("cache-control", "no-store")
      .send(await registry.metrics());
  });
}
