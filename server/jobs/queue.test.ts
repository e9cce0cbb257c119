import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Database, queryRows } from "../db/client";
import { openTestDatabase } from "../test/harness";
import { JobQueue } from "./queue";

const QUEUE = "queue-stop-test";

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

  // pg-boss marks a job complete without awaiting it, and a fetch under way when stop begins
  // hands its jobs to a handler afterwards; CI once saw one of them meet the ended pool.
  it("waits for a fetch under way when stop began, and for the job it brings", async () => {
    // The database answers pg-boss's fetch slowly, so stop begins while one is under way.
    let fetchStarted: () => void = () => {};
    const fetching = new Promise<void>((resolve) => {
      fetchStarted = resolve;
    });
    let slowFetches = false;
    const slow: Database = {
      ...database,
      async executeSql(text, values) {
        if (slowFetches && text.includes("SKIP LOCKED")) {
          fetchStarted();
          await new Promise((resolve) => setTimeout(resolve, 400));
        }
        return database.executeSql(text, values);
      },
    };
    const queue = new JobQueue(slow, { retryDelaySeconds: 1, retryLimit: 1, pollingIntervalSeconds: 30 });
    await queue.start();
    await queue.createQueue(QUEUE);
    let handled = 0;
    await queue.work<{ n: number }>(QUEUE, 1, async () => {
      await database.executeSql("SELECT 1");
      handled += 1;
    });
    slowFetches = true;
    await queue.send(QUEUE, { n: 1 });
    await fetching;
    await queue.stop();
    const [{ completed }] = await queryRows<{ completed: number }>(
      database.db,
      sql`SELECT count(*)::int AS completed FROM pgboss.job WHERE name = ${QUEUE} AND state = 'completed'`,
    );
    await database.close();
    await new Promise((resolve) => setTimeout(resolve, 600));

    expect(unhandled).toEqual([]);
    expect(handled).toBe(1);
    expect(completed).toBe(1);
  });

  it("leaves nothing running when it returns, so the database can close at once", async () => {
    const queue = new JobQueue(database, {
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
      await database.executeSql("SELECT pg_sleep(0.01)");
      handled += 1;
      stopAfterFirst();
    });
    for (let n = 0; n < 20; n++) await queue.send(QUEUE, { n });

    await firstDone;
    await queue.stop();
    const handledAtStop = handled;
    const [{ completed }] = await queryRows<{ completed: number }>(
      database.db,
      sql`SELECT count(*)::int AS completed FROM pgboss.job WHERE name = ${QUEUE} AND state = 'completed'`,
    );
    await database.close();
    // A turn for anything left over to reach the closed pool and fail.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(unhandled).toEqual([]);
    expect(handled).toBe(handledAtStop);
    // Every job whose handler ran was recorded complete before stop returned.
    expect(completed).toBe(handledAtStop);
  });
});
