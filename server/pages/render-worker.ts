/**
 * One render worker (decision 130): a thread of its own that renders pages with the web app's
 * server render (dist/ssr/entry-server.js), so a render's CPU time never holds the server's
 * event loop. It holds no data and no database: each API call of a render is asked of the main
 * thread (the same `app.inject` a render on the main thread makes, with the same rules), and the
 * markup goes back whole. Bundled to dist/server/render-worker.js (scripts/build-server.mjs);
 * started by `render-workers.ts`.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { FromWorker, ToWorker } from "./render-workers";
import { inProcessRenderer, loadRenderModule } from "./ssr";

const port = parentPort;
if (!port) throw new Error("render-worker.js runs as a worker thread only");
const send = (message: FromWorker) => port.postMessage(message);

const errorOf = (error: unknown) =>
  error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };

const renderer = loadRenderModule((workerData as { entry: string }).entry).then((mod) => {
  if (!mod) throw new Error(`no server render at ${(workerData as { entry: string }).entry}`);
  return inProcessRenderer(mod);
});

// A render module that cannot load fails each render (the visitor gets the shell); said once here.
renderer.catch((error: unknown) => send({ type: "startFailed", error: errorOf(error) }));

/** The API answers the main thread has yet to send, by call number. */
const calls = new Map<number, (answer: Extract<ToWorker, { type: "answer" }>) => void>();
let nextCall = 0;

/** A render's API calls, answered by the main thread for that render's request. */
const fetchFor =
  (job: number): typeof fetch =>
  (input, init) => {
    const url =
      typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const call = nextCall++;
    return new Promise<Response>((resolve) => {
      calls.set(call, ({ status, contentType, body }) =>
        resolve(new Response(body, { status, headers: { "content-type": contentType } })),
      );
      send({ type: "fetch", job, call, url, method: init?.method ?? "GET" });
    });
  };

async function render(job: number, url: string, origin: string) {
  try {
    const page = await (await renderer).render(url, {
      origin,
      fetch: fetchFor(job),
      onError: (error) => send({ type: "partFailed", job, error: errorOf(error) }),
    });
    send({ type: "done", job, ...page });
  } catch (error) {
    send({ type: "failed", job, error: errorOf(error) });
  }
}

port.on("message", (message: ToWorker) => {
  if (message.type === "render") void render(message.job, message.url, message.origin);
  else {
    calls.get(message.call)?.(message);
    calls.delete(message.call);
  }
});
