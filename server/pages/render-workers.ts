import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import { inProcessRenderer, loadRenderModule, type PageRenderer, type RenderOptions } from "./ssr";

/** Main thread to worker: a page to render, or the answer to one of a render's API calls. */
export type ToWorker =
  | { type: "render"; job: number; url: string; origin: string }
  | { type: "answer"; call: number; status: number; contentType: string; body: Uint8Array | null };

/** Worker to main thread: an API call of a render, a failed part, the page, or its failure. */
export type FromWorker =
  | { type: "fetch"; job: number; call: number; url: string; method: string }
  | { type: "partFailed"; job: number; error: WorkerError }
  | { type: "done"; job: number; markup: string; queryState: string }
  | { type: "failed"; job: number; error: WorkerError }
  | { type: "startFailed"; error: WorkerError };

interface WorkerError {
  message: string;
  stack?: string;
}

/** Renders one worker takes at once: the others wait for their data while one renders. */
const RENDERS_PER_WORKER = 4;
/** Renders waiting for a worker at most; beyond that a visitor gets the shell (not kept). */
const MAX_WAITING = 200;
/** A render that takes longer has a stuck worker: it is ended and replaced. */
const RENDER_TIMEOUT_MS = 30_000;

interface Job {
  url: string;
  opts: RenderOptions;
  resolve(page: { markup: string; queryState: string }): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  jobs: Map<number, Job & { timer: NodeJS.Timeout }>;
}

const asError = ({ message, stack }: WorkerError) => Object.assign(new Error(message), { stack });

/**
 * The server's page renders in `size` worker threads (decision 130): a render's CPU time (tens
 * to hundreds of milliseconds) is spent off the event loop, which meanwhile answers every other
 * request. A worker renders up to RENDERS_PER_WORKER pages at once, the least busy worker
 * takes the next one, and up to MAX_WAITING wait in order; more than that are refused at once
 * (the caller serves the shell, which the browser renders) rather than queued for seconds. A
 * worker that exits or stops answering is replaced, and its renders fail (the shell again).
 * The renders' API calls are made here, on the main thread, through `opts.fetch`.
 */
export function renderWorkers(
  workerFile: string,
  entry: string,
  size: number,
  log: FastifyBaseLogger,
): PageRenderer {
  const slots: Slot[] = [];
  const waiting: Array<{ job: number } & Job> = [];
  let nextJob = 0;
  let closing = false;

  const start = (): Slot => {
    const slot: Slot = { worker: new Worker(workerFile, { workerData: { entry } }), jobs: new Map() };
    slot.worker.on("message", (message: FromWorker) => onMessage(slot, message));
    slot.worker.on("error", (err) => log.error({ err }, "render worker failed"));
    slot.worker.on("exit", (code) => {
      for (const job of slot.jobs.values()) {
        clearTimeout(job.timer);
        job.reject(new Error(`the render worker exited (code ${code})`));
      }
      slot.jobs.clear();
      if (closing) return;
      log.warn({ code }, "render worker exited; starting another");
      slots[slots.indexOf(slot)] = start();
      takeWaiting();
    });
    return slot;
  };

  const onMessage = (slot: Slot, message: FromWorker) => {
    if (message.type === "startFailed") {
      log.error({ err: asError(message.error) }, "a render worker could not load the server render");
      return;
    }
    const job = slot.jobs.get(message.job);
    if (!job) return; // timed out: the worker is being replaced
    if (message.type === "fetch") {
      void answer(slot, job.opts, message);
    } else if (message.type === "partFailed") {
      job.opts.onError(asError(message.error));
    } else {
      clearTimeout(job.timer);
      slot.jobs.delete(message.job);
      if (message.type === "done") job.resolve({ markup: message.markup, queryState: message.queryState });
      else job.reject(asError(message.error));
      takeWaiting();
    }
  };

  /** One API call of a render, made through the render's own function and answered to its worker. */
  const answer = async (slot: Slot, opts: RenderOptions, call: Extract<FromWorker, { type: "fetch" }>) => {
    let reply: ToWorker;
    try {
      const res = await opts.fetch(call.url, { method: call.method });
      const body = res.body ? new Uint8Array(await res.arrayBuffer()) : null;
      const contentType = res.headers.get("content-type") ?? "application/json";
      reply = { type: "answer", call: call.call, status: res.status, contentType, body };
    } catch (err) {
      log.error({ err, url: call.url }, "an API call of a page render failed");
      reply = { type: "answer", call: call.call, status: 500, contentType: "application/json", body: null };
    }
    slot.worker.postMessage(reply, reply.body ? [reply.body.buffer as ArrayBuffer] : []);
  };

  const dispatch = (slot: Slot, job: number, work: Job) => {
    const timer = setTimeout(() => {
      log.error({ url: work.url }, "a page render took too long; replacing its worker");
      void slot.worker.terminate();
    }, RENDER_TIMEOUT_MS);
    slot.jobs.set(job, { ...work, timer });
    const message: ToWorker = { type: "render", job, url: work.url, origin: work.opts.origin };
    slot.worker.postMessage(message);
  };

  const leastBusy = () => {
    const slot = slots.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
    return slot.jobs.size < RENDERS_PER_WORKER ? slot : null;
  };

  const takeWaiting = () => {
    for (let slot = leastBusy(); slot && waiting.length; slot = leastBusy()) {
      const { job, ...work } = waiting.shift() as { job: number } & Job;
      dispatch(slot, job, work);
    }
  };

  for (let i = 0; i < size; i++) slots.push(start());

  return {
    render(url, opts) {
      return new Promise((resolve, reject) => {
        if (closing) return reject(new Error("the server is closing"));
        const job = nextJob++;
        const slot = leastBusy();
        if (slot) return dispatch(slot, job, { url, opts, resolve, reject });
        if (waiting.length >= MAX_WAITING) return reject(new Error("every render worker is busy"));
        waiting.push({ job, url, opts, resolve, reject });
      });
    },
    async close() {
      closing = true;
      for (const w of waiting.splice(0)) w.reject(new Error("the server is closing"));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

/**
 * The renderer of a built app's pages (`dist`: ssr/entry-server.js, and server/render-worker.js
 * beside the server's bundle): `workers` render workers, or renders on the main thread when
 * `workers` is 0 or there is no worker bundle (tests and the dev server run the sources, where
 * the worker is not built). Null when the build has no server render.
 */
export async function pageRendererFor(
  dist: string,
  workers: number,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  const entry = path.join(dist, "ssr", "entry-server.js");
  const workerFile = path.join(dist, "server", "render-worker.js");
  if (workers > 0 && existsSync(entry) && existsSync(workerFile))
    return renderWorkers(workerFile, entry, workers, log);
  const mod = await loadRenderModule(entry);
  return mod ? inProcessRenderer(mod) : null;
}
