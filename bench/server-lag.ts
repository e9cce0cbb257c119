/** What a bench reads of a running server's own metrics (/api/metrics, only with METRICS_TOKEN). */

/** The token the benches start their servers with when they read the metrics. */
export const METRICS_TOKEN = "bench-metrics-token-0123456789";

/**
 * The server's own event-loop lag since the last scrape (prom-client's monitorEventLoopDelay,
 * 10 ms resolution, reset at each scrape of /api/metrics): its p99 and max in ms.
 */
export async function eventLoopLag(url: string): Promise<{ p99: number; max: number }> {
  const res = await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const read = (name: string) => 1000 * Number(new RegExp(`^${name} ([\\d.e+-]+)`, "m").exec(text)?.[1]);
  return { p99: read("nodejs_eventloop_lag_p99_seconds"), max: read("nodejs_eventloop_lag_max_seconds") };
}
