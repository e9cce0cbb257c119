/// <reference types="node" />
/**
 * The server's render of a public page (issue 12), built by Vite's SSR build into
 * dist/ssr/entry-server.js and loaded by server/pages/ssr.ts. The data the first paint needs
 * is found by rendering: each round renders the page, then fetches every query the render
 * mounted that has no data yet (through the API itself, for this page's viewer: the API client's
 * transport is the server's while it renders), until a render mounts no new query: that last
 * render's markup is the page (or, when the rounds run out, React's renderToPipeableStream
 * renders it from the filled cache), and the cache goes into the page as JSON for the
 * browser's hydration (web/ssr/query-state.ts).
 */
import "../lib/zod-jitless";
import type { Writable } from "node:stream";
import { type Query, QueryClient } from "@tanstack/react-query";
import { renderToPipeableStream } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { App } from "../App";
import { dehydrateQueryState } from "./query-state";

/** Renders that find new queries (a screen that needs one answer to ask the next). */
const MAX_DATA_ROUNDS = 3;

export interface RenderedPage {
  /** The dehydrated query cache, as the text of the page's JSON data block. */
  queryState: string;
  /** Streams the app's HTML (the content of #root) into `destination`, then ends it. */
  pipe(destination: Writable): void;
}

const waitingForData = (q: Query) => {
  // The observer's options (with `enabled`) are the query's: useQuery built it with them.
  const enabled = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  const on = typeof enabled === "function" ? enabled(q) : enabled !== false;
  return (
    on && q.state.status === "pending" && q.state.fetchStatus === "idle" && q.options.queryFn !== undefined
  );
};

export async function renderPage(
  url: string,
  opts: { origin: string; onError(error: unknown): void },
): Promise<RenderedPage> {
  // No retries on the server: a failure is rendered as the screen's error state at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const app = <App queryClient={queryClient} location={url} origin={opts.origin} />;
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    const { prelude } = await prerenderToNodeStream(app, {
      onError: opts.onError,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const waiting = queryClient.getQueryCache().getAll().filter(waitingForData);
    // A round that mounted no query without data rendered the page from the filled cache:
    // its markup is the page, not rendered once more (the render is most of a page's CPU
    // time, and it holds the event loop; decision 099).
    if (waiting.length === 0) {
      const queryState = dehydrateQueryState(queryClient);
      return { queryState, pipe: (destination) => prelude.pipe(destination) };
    }
    prelude.resume(); // the markup of a round that found new queries is not sent
    // A query that fails keeps its error in its state: the page shows that screen's error
    // state, and the browser gets the same error in the handed-over cache.
    await Promise.all(waiting.map((q) => queryClient.prefetchQuery({ ...q.options, queryKey: q.queryKey })));
  }
  const queryState = dehydrateQueryState(queryClient);
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      onAllReady: () => resolve({ queryState, pipe: (destination) => stream.pipe(destination) }),
      onShellError: reject,
      onError: opts.onError,
      // Never move a ready part of the page out of place (React outlines boundaries above
      // ~12 kB by default, to be swapped in by an inline script): the content of <main> is in
      // place in the HTML, for a reader that runs no script. With onAllReady before the first
      // byte, React writes no inline script at all: the CSP allows none (decision 099).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}
