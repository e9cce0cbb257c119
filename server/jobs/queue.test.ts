import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Database, queryRows } from "../db/client";
import { openTestDatabase } from "../test/harness";
import { JobQueue } from "./queue";

const QUEUE = "queue-stop-test";

/**
 * The database as the queue sees it, counting its statements: how many are still running, and
 * how many began after `stopped()` was called. A queue that left work running when `stop`
 * returned shows it here at once, with no wait for that work to meet a closed pool (issue 24,
 * item 3: no sleeping before asserting that nothing happened).
 */
function watched(database: Database, slowFetch?: () => Promise<void>) {
  let running = 0;
  let afterStop = 0;
  let stopped = false;
  const db: Database = {
    ...database,
    async executeSql(text, values) {
      running += 1;
      if (stopped) afterStop += 1;
      try {
        if (slowFetch && text.includes("SKIP LOCKED")) await slowFetch();
        return await database.executeSql(text, values);
      } finally {
        running -= 1;
      }
    },
  };
  return {
    db,
    stopped: () => {
      stopped = true;
    },
    running: () => running,
    afterStop: () => afterStop,
  };
}

describe("stopping the job queue", () => {
  let database: Database;
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);

  beforeEach(async () => {
    unhandled.length = 0;
    process.on("unhandledRejection", record);
    database = await openTestDatabase();
  });
  afterEach(() => {
    process.off("unhandledRejection", record);
  });

  /**
   * Stops the queue (`atStop` runs as stop returns), checks nothing of it runs then or after the
   * database closes and nothing was left unhandled; the jobs recorded complete.
   */
  async function stopAndClose(queue: JobQueue, seen: ReturnType<typeof watched>, atStop = () => {}) {
    await queue.stop();
    seen.stopped();
    atStop();
    expect(seen.running()).toBe(0);
    const [{ completed }] = await queryRows<{ completed: number }>(
      database.db,
      sql`SELECT count(*)::int AS completed FROM pgboss.job WHERE name = ${QUEUE} AND state = 'completed'`,
    );
    await database.close();
    expect(seen.afterStop()).toBe(0);
    expect(unhandled).toEqual([]);
    return completed;
  }

  // pg-boss marks a job complete without awaiting it, and a fetch under way when stop begins
  // hands its jobs to a handler afterwards; CI once saw one of them meet the ended pool.
  it("waits for a fetch under way when stop began, and for the job it brings", async () => {
    // The database answers pg-boss's fetch slowly, so stop begins while one is under way.
    let fetchStarted: () => void = () => {};
    const fetching = new Promise<void>((resolve) => {
      fetchStarted = resolve;
    });
    let slowFetches = false;
    const seen = watched(database, async () => {
      if (!slowFetches) return;
      fetchStarted();
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    const queue = new JobQueue(seen.db, { retryDelaySeconds: 1, retryLimit: 1, pollingIntervalSeconds: 30 });
    await queue.start();
    await queue.createQueue(QUEUE);
    let handled = 0;
    await queue.work<{ n: number }>(QUEUE, 1, async () => {
      await seen.db.executeSql("SELECT 1");
      handled += 1;
    });
    slowFetches = true;
    await queue.send(QUEUE, { n: 1 });
    await fetching;
    // Nothing of the queue's is still running: the slow fetch, the job it brought and the job's
    // completion all ended before stop returned.
    const completed = await stopAndClose(queue, seen);
    expect(handled).toBe(1);
    expect(completed).toBe(1);
  });

  it("leaves nothing running when it returns, so the database can close at once", async () => {
    const seen = watched(database);
    const queue = new JobQueue(seen.db, {
      retryDelaySeconds: 1,
      retryLimit: 1,
      pollingIntervalSeconds: 0.5,
    });
    await queue.start();
    await queue.createQueue(QUEUE);
    let handled = 0;
    let stopAfterFirst: () => void = () => {};
    const firstDone = new Promise<void>((resolve) => {
      stopAfterFirst = resolve;
    });
    await queue.work<{ n: number }>(QUEUE, 2, async () => {
      await seen.db.executeSql("SELECT pg_sleep(0.01)");
      handled += 1;
      stopAfterFirst();
    });
    for (let n = 0; n < 20; n++) await queue.send(QUEUE, { n });

    await firstDone;
    let handledAtStop = -1;
    const completed = await stopAndClose(queue, seen, () => {
      handledAtStop = handled;
    });
    expect(handled).toBe(handledAtStop);
    // Every job whose handler ran was recorded complete before stop returned.
    expect(completed).toBe(handledAtStop);
  });
});

describe("a backlog of jobs", () => {
  it("is worked through one job after another, not one per polling interval", async () => {
    const database = await openTestDatabase();
    // A polling interval far longer than the wait below: only fetching again at once after a
    // job can finish the backlog in time.
    const queue = new JobQueue(database, { retryDelaySeconds: 1, retryLimit: 1, pollingIntervalSeconds: 30 });
    await queue.start();
    await queue.createQueue(QUEUE);
    // Five jobs this server did not send (another server's, or delayed ones come due): no wake.
    for (let n = 0; n < 5; n++) await queue.boss.send(QUEUE, { n });
    const done: number[] = [];
    try {
      await queue.work<{ n: number }>(QUEUE, 1, async (job) => {
        done.push(job.data.n);
      });
      await vi.waitFor(() => expect(done).toHaveLength(5), { timeout: 10_000, interval: 50 });
      expect(done.sort()).toEqual([0, 1, 2, 3, 4]);
    } finally {
      await queue.stop();
      await database.close();
    }
  });
});

describe("idle workers poll only as often as their work needs", () => {
  /** The database, counting pg-boss's fetches (its `SKIP LOCKED` statement) per queue once answered. */
  function countingFetches(database: Database) {
    const fetches = new Map<string, number>();
    const db: Database = {
      ...database,
      async executeSql(text, values) {
        const result = await database.executeSql(text, values);
        if (text.includes("SKIP LOCKED")) {
          const name = String(values?.[0]);
          fetches.set(name, (fetches.get(name) ?? 0) + 1);
        }
        return result;
      },
    };
    return { db, fetches: (name: string) => fetches.get(name) ?? 0 };
  }

  /** A queue polling every 0.5 s over a fresh database that counts its fetches. */
  async function countedQueue() {
    const database = await openTestDatabase();
    const seen = countingFetches(database);
    // No cron clock: a tick (03:45 UTC) landing mid-test would add a job of its own.
    const queue = new JobQueue(seen.db, {
      retryDelaySeconds: 1,
      retryLimit: 1,
      pollingIntervalSeconds: 0.5,
      cronClock: false,
    });
    return { database, queue, fetches: seen.fetches };
  }

  it("a scheduled queue's worker looks seldom, yet runs a job this server sends at once", async () => {
    const { database, queue, fetches } = await countedQueue();
    const [nightly, busy] = ["seldom-nightly-test", "seldom-busy-test"];
    try {
      await queue.start();
      await queue.createQueue(nightly);
      await queue.createQueue(busy);
      const ran: string[] = [];
      await queue.workOnSchedule(nightly, "45 3 * * *", async () => {
        ran.push(nightly);
      });
      await queue.work(busy, 1, async () => {});
      // The busy queue's worker, polling every 0.5 s, is the clock: six of its looks take about
      // 3 s, in which the scheduled queue's worker (every 60 s) looked only when it started.
      await vi.waitFor(() => expect(fetches(busy)).toBeGreaterThanOrEqual(6), { timeout: 20_000 });
      expect(fetches(nightly)).toBe(1);
      await queue.send(nightly, {});
      await vi.waitFor(() => expect(ran).toEqual([nightly]), { timeout: 10_000 });
    } finally {
      await queue.stop();
      await database.close();
    }
  });

  it("a queue's other workers, which look seldom, join as soon as the first finds a job", async () => {
    const { database, queue, fetches } = await countedQueue();
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let running = 0;
    try {
      await queue.start();
      await queue.createQueue(QUEUE);
      await queue.work(QUEUE, 3, async () => {
        running += 1;
        await gate;
      });
      // Each worker's first look has come back empty; then three jobs another server sent (no
      // wake), in one statement: a worker finding the first before the others existed would
      // wake its siblings too early for them.
      await vi.waitFor(() => expect(fetches(QUEUE)).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
      await queue.boss.insert([0, 1, 2].map((n) => ({ name: QUEUE, data: { n } })));
      // The first worker's next look (0.5 s) finds one and wakes the other two, long before their
      // own next look (60 s).
      await vi.waitFor(() => expect(running).toBe(3), { timeout: 10_000 });
    } finally {
      open();
      await queue.stop();
      await database.close();
    }
  });
});
