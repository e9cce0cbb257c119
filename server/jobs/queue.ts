import { type SQL, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Logger } from "pino";
import type { Database, Db } from "../db/client";

/** The queues the portal works; each is created at start with its retry policy. */
export const QUEUES = {
  /** One e-mail (a row of mail_log) to deliver. */
  mailDeliver: "mail-deliver",
  /** Deliver the queued mails of one batch (a newsletter issue), claimed in chunks. */
  mailDrain: "mail-drain",
} as const;

export interface JobQueueOptions {
  /** First retry after this many seconds, doubling (with jitter) each time. */
  retryDelaySeconds: number;
  /** Attempts after the first one before a job (and its mail) counts as failed. */
  retryLimit: number;
  /**
   * How often a queue's first idle worker looks for new jobs (scheduled queues and further
   * workers look seldom, SELDOM_POLL_SECONDS); a job sent by this server wakes them at once.
   */
  pollingIntervalSeconds: number;
  /**
   * Whether this server turns cron schedules into jobs (default yes; pg-boss lets one server per
   * tick do it). Tests turn it off: a tick of the 15-minute schedules landing mid-test added
   * items the test had not asked for, so tests call the scheduled work themselves.
   */
  cronClock?: boolean;
}

export type JobHandler<T> = (job: {
  id: string;
  data: T;
  retryCount: number;
  retryLimit: number;
  /** When the job was queued (the database's clock): for a scheduled job, just after its tick. */
  createdOn: Date;
}) => Promise<void>;

/** A queue's own policy where the portal's default (retries of a mail) does not fit. */
export interface QueuePolicy {
  retryLimit?: number;
  /** A job still running after this long counts as failed (pg-boss's default: 15 minutes). */
  expireInSeconds?: number;
}

/**
 * The durable job queue (pg-boss, decision 050), kept in the portal's own database through
 * pg-boss's driver hook (`db.executeSql`), so it runs on the embedded PGlite and on PostgreSQL
 * alike. Jobs are fetched with `FOR UPDATE SKIP LOCKED`: several app servers share the work and
 * each job runs on one of them. `sendInTransaction` writes a job in the caller's transaction, so
 * a job exists exactly when the row it works on does.
 */
const JOB_QUEUE_SETUP_LOCK = 727_002;

/**
 * How often the idle workers that nothing is in a hurry for look for a job (decision 142): a
 * scheduled queue's (pg-boss creates a tick's job within about 35 s of the tick, so it starts
 * within about 95 s) and a queue's second and later workers (woken when this server sends a job,
 * and when another worker of the queue picks one up). Every idle worker polling every 2 s cost an
 * idle server 432 fetches and 2.4 s of CPU a minute on the embedded database (2026-12-02, 16
 * workers); these are 11 of them.
 */
const SELDOM_POLL_SECONDS = 60;

export class JobQueue {
  readonly boss: PgBoss;
  private readonly workerIds = new Map<string, string[]>();
  /** pg-boss's statements and our handlers still running; `stop` waits for both to end. */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly database: Database,
    readonly options: JobQueueOptions,
    private readonly logger?: Logger,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => this.track(database.executeSql(text, values)) },
      schema: "pgboss",
      // Archiving, expiry and cron are run by whichever server's turn it is (pg-boss
      // coordinates that through its own tables).
      supervise: true,
      schedule: options.cronClock ?? true,
      migrate: true,
    });
    this.boss.on("error", (err) => this.logger?.error({ err }, "job queue error"));
  }

  /**
   * Installs or upgrades pg-boss's tables and creates the queues. Servers started together on one
   * PostgreSQL take turns (an advisory lock, as for our migrations): pg-boss's own set-up, its
   * queues (a table each) and schedules, done by two servers at once, ended one of them with
   * "deadlock detected".
   */
  async start(): Promise<void> {
    await this.database.runExclusive(JOB_QUEUE_SETUP_LOCK, async () => {
      await this.boss.start();
      for (const name of Object.values(QUEUES)) await this.createQueueNow(name);
    });
  }

  /**
   * Creates a queue (once; later calls keep it) with the retry policy, or `policy` where given;
   * servers take turns.
   */
  async createQueue(name: string, policy: QueuePolicy = {}): Promise<void> {
    await this.database.runExclusive(JOB_QUEUE_SETUP_LOCK, () => this.createQueueNow(name, policy));
  }

  private async createQueueNow(name: string, policy: QueuePolicy = {}): Promise<void> {
    await this.boss.createQueue(name, {
      name,
      retryLimit: policy.retryLimit ?? this.options.retryLimit,
      retryDelay: this.options.retryDelaySeconds,
      retryBackoff: true,
      ...(policy.expireInSeconds ? { expireInSeconds: policy.expireInSeconds } : {}),
    });
  }

  /**
   * Runs `handler` for each job of the queue, `concurrency` at a time on this server. The first
   * worker polls every `pollingIntervalSeconds` (the server's setting unless given), the others
   * seldom: a worker that picks up a job wakes them all, since more may be waiting.
   */
  async work<T extends object>(
    name: string,
    concurrency: number,
    handler: JobHandler<T>,
    pollingIntervalSeconds = this.options.pollingIntervalSeconds,
  ): Promise<void> {
    const ids: string[] = [];
    // Set first and filled as they register: a job picked up meanwhile wakes those already there.
    this.workerIds.set(name, ids);
    for (let i = 0; i < concurrency; i++) {
      const registered = this.boss.work<T>(
        name,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds:
            i === 0 ? pollingIntervalSeconds : Math.max(SELDOM_POLL_SECONDS, pollingIntervalSeconds),
        },
        async ([job]) => {
          if (concurrency > 1) this.wake(name);
          try {
            await this.track(
              handler({
                id: job.id,
                data: job.data,
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
                createdOn: job.createdOn,
              }),
            );
          } finally {
            // A job was waiting, so the next may be too: look again at once. pg-boss waits the
            // polling interval after every fetch, one that found work too, so a backlog of jobs
            // not sent by this server (delayed ones, retries, another server's) drained at one
            // job per interval: eight unread-message checks took 16 s at the 2 s default.
            void registered.then((id) => this.boss.notifyWorker(id));
          }
        },
      );
      ids.push(await registered);
    }
  }

  /** Wakes this server's idle workers of a queue (a job was just sent, or one was picked up). */
  wake(name: string): void {
    for (const id of this.workerIds.get(name) ?? []) this.boss.notifyWorker(id);
  }

  async send<T extends object>(
    name: string,
    data: T,
    options: PgBoss.SendOptions = {},
  ): Promise<string | null> {
    const id = await this.boss.send(name, data, options);
    this.wake(name);
    return id;
  }

  /** Writes the job with the caller's transaction; call `wake(name)` after it commits. */
  async sendInTransaction<T extends object>(
    tx: Pick<Db, "execute">,
    name: string,
    data: T,
    options: Omit<PgBoss.SendOptions, "db"> = {},
  ): Promise<void> {
    await this.boss.send(name, data, { ...options, db: drizzleExecutor(tx) });
  }

  /**
   * Removes, in the caller's transaction, the jobs of a queue not yet started ('created' or
   * waiting to retry) whose `data[key]` is one of `values`: work about a row the transaction
   * deletes (account deletion, decision 065), so it is never run. A job already running is left
   * to finish: it finds its row gone. Answers how many were removed.
   */
  async deleteWaitingJobsInTransaction(
    tx: Pick<Db, "execute">,
    name: string,
    key: string,
    values: SQL,
  ): Promise<number> {
    const result = (await tx.execute(
      sql`DELETE FROM pgboss.job WHERE name = ${name} AND state IN ('created', 'retry')
        AND data->>${key} IN (${values}) RETURNING id`,
    )) as unknown as { rows: unknown[] };
    return result.rows.length;
  }

  /**
   * Runs `handler` on a cron schedule (UTC), once per tick across every server: the worker looks
   * for the tick's job (or a retry come due) every SELDOM_POLL_SECONDS, and at once for a job
   * this server sends.
   */
  async workOnSchedule<T extends object>(name: string, cron: string, handler: JobHandler<T>): Promise<void> {
    await this.work(name, 1, handler, Math.max(SELDOM_POLL_SECONDS, this.options.pollingIntervalSeconds));
    await this.schedule(name, cron);
  }

  /** Runs the queue's job on a cron schedule (UTC), once per tick across every server. */
  private async schedule(name: string, cron: string): Promise<void> {
    await this.database.runExclusive(JOB_QUEUE_SETUP_LOCK, () =>
      this.boss.schedule(name, cron, {}, { tz: "UTC" }),
    );
  }

  /** Ends the queue's cron schedule (for every server: the schedule is in the database). */
  async unschedule(name: string): Promise<void> {
    await this.database.runExclusive(JOB_QUEUE_SETUP_LOCK, () => this.boss.unschedule(name));
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const settle = () => this.inFlight.delete(work);
    work.then(settle, settle);
    return work;
  }

  /**
   * Stops fetching, lets running jobs finish (up to 10 s), leaves the database open. pg-boss's
   * own wait is not enough before the caller closes the pool: a worker marks a job complete
   * without awaiting it, and a fetch under way when stop began hands its job to a handler
   * afterwards; either then met an ended pool ("Cannot use a pool after calling end"). So we
   * also wait until none of its statements or our handlers is running, checking again after a
   * turn of the event loop in case one started another.
   */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
    const deadline = Date.now() + 10_000;
    while (this.inFlight.size > 0 && Date.now() < deadline) {
      await Promise.allSettled([...this.inFlight]);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** pg-boss's SQL ($1, $2 …) run through a Drizzle transaction. */
function drizzleExecutor(tx: Pick<Db, "execute">) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
        last = (match.index ?? 0) + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as {
        rows: unknown[];
        rowCount?: number;
      };
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
  };
}
