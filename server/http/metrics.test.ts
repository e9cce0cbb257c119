import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../contract/ui-text";
import type { Database } from "../db/client";
import { mailLog } from "../db/schema";
import { QUEUES } from "../jobs/queue";
import { call, createTestApp, openTestDatabase, type TestContext, waitForMails } from "../test/harness";

const TOKEN = "metrics-token-0123456789";
/** A pool size no default has, so the gauge is seen to report this server's own. */
const POOL_MAX = 7;
let database: Database;
let ctx: TestContext;
beforeAll(async () => {
  database = await openTestDatabase({ poolMax: POOL_MAX });
  ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, database });
});
afterAll(async () => {
  await ctx.close();
  await database.close();
});

const metrics = (authorization?: string) =>
  ctx.app.inject({ method: "GET", url: "/api/metrics", headers: authorization ? { authorization } : {} });

/** One sample's value from the text format, e.g. sample(text, 'db_pool_max'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : undefined;
}

describe("GET /api/metrics (Prometheus)", () => {
  it("is refused without the token or with a wrong one", async () => {
    const none = await metrics();
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe(GENERIC_MESSAGES.metricsToken);
    expect((await metrics(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await metrics(TOKEN)).statusCode).toBe(401);
  });

  it("counts requests per route pattern and status, with latency, in-flight requests and the pool", async () => {
    for (let i = 0; i < 3; i++) expect((await call(ctx, "GET", "/api/health")).status).toBe(200);
    expect((await call(ctx, "GET", `/api/v1/profiles/${crypto.randomUUID()}`)).status).toBe(404);
    const res = await metrics(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(sample(text, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(3);
    // One series per route pattern, not per id.
    expect(sample(text, 'http_requests_total{method="GET",route="/api/v1/profiles/:id",status="404"}')).toBe(
      1,
    );
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
    ).toBe(3);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status="200"}',
    );
    // The metrics request itself is in flight while it is answered.
    expect(sample(text, "http_requests_in_flight")).toBe(1);
    const onPostgres = process.env.TEST_DB === "postgres";
    expect(sample(text, "db_pool_max")).toBe(onPostgres ? POOL_MAX : 1);
    expect(sample(text, "db_pool_waiting")).toBe(0);
    expect(sample(text, "db_pool_connections")).toBeGreaterThanOrEqual(1);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
  });

  it("reports the background work waiting: jobs per queue and state, and the mail outbox's unsent mails", async () => {
    const scrape = async () => {
      const res = await metrics(`Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const deliveries = (text: string, state: string) =>
      sample(text, `job_queue_jobs{queue="${QUEUES.mailDeliver}",state="${state}"}`);
    const outbox = (text: string, status: string) => sample(text, `mail_outbox_mails{status="${status}"}`);
    const idle = await scrape();
    expect(deliveries(idle, "queued")).toBe(0);
    expect(deliveries(idle, "active")).toBe(0);
    expect(outbox(idle, "queued")).toBe(0);
    expect(outbox(idle, "failed")).toBe(0);

    // Both of the server's delivery workers are held by a slow transport; a third mail waits.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    ctx.mailDelay = () => held;
    try {
      for (const n of [1, 2])
        await ctx.deps.mailer.send({ to: "slow@example.org", subject: `Slow ${n}`, text: "…" });
      await waitForMails(ctx, (m) => m.to === "slow@example.org", 2);
      await ctx.deps.mailer.send({ to: "waiting@example.org", subject: "Waiting", text: "…" });
      await ctx.database.db.insert(mailLog).values({
        kind: "test",
        toAddress: "gone@example.org",
        subject: "Refused",
        textBody: "…",
        status: "failed",
      });
      const busy = await scrape();
      expect(outbox(busy, "queued")).toBe(1);
      expect(outbox(busy, "sending")).toBe(2);
      expect(outbox(busy, "failed")).toBe(1);
      expect(deliveries(busy, "queued")).toBe(1);
      expect(deliveries(busy, "active")).toBe(2);
    } finally {
      release();
      ctx.mailDelay = null;
    }
    await waitForMails(ctx, (m) => m.to === "waiting@example.org", 1);
    const deadline = Date.now() + 10_000;
    let after = await scrape();
    while ((deliveries(after, "active") !== 0 || outbox(after, "sending") !== 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await scrape();
    }
    expect(outbox(after, "queued")).toBe(0);
    expect(outbox(after, "sending")).toBe(0);
    expect(deliveries(after, "queued")).toBe(0);
    expect(deliveries(after, "active")).toBe(0);
  });

  it("does not exist without METRICS_TOKEN", async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: "GET", url: "/api/metrics" })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
