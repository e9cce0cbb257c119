/** The header search under load, measured while something else runs (the newsletter bench). */
import autocannon from "autocannon";
import { pct } from "./stats";

const TERMS = ["engineer", "sharma", "pillai 4242", "mehta 77", "infosys", "kap"];

export interface Latency {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
}

/**
 * The header search (limit 6) under load: `connections` connections, a term from a few common
 * and rare ones, each request from its own address (the per-address search limit applies to
 * visitors, not to the bench). `stop()` ends it early; `done` resolves at the end either way.
 */
export function searchLoad(url: string, seconds: number, connections: number) {
  const times: number[] = [];
  let sent = 0;
  let instance: autocannon.Instance | undefined;
  const started = performance.now();
  const done = new Promise<Latency>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (req: autocannon.Request) => {
              sent++;
              return {
                ...req,
                path: `/api/v1/profiles?search=${encodeURIComponent(TERMS[sent % TERMS.length])}&limit=6`,
                headers: { ...req.headers, "x-forwarded-for": `10.2.${(sent >> 8) & 63}.${sent & 255}` },
              };
            },
          } as unknown as autocannon.Request,
        ],
      },
      (err, r) => {
        if (err) return reject(err);
        const s = [...times].sort((a, b) => a - b);
        const elapsed = (performance.now() - started) / 1000;
        resolve({
          requests: s.length,
          rps: s.length / elapsed,
          p50: pct(s, 0.5),
          p99: pct(s, 0.99),
          max: s.at(-1) ?? Number.NaN,
          errors: r.errors + r.timeouts,
          non2xx: r.non2xx,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, time) => times.push(time));
  });
  return {
    done,
    stop: () => {
      instance?.stop();
      return done;
    },
  };
}

export const line = (l: Latency) =>
  `${l.rps.toFixed(0)} req/s, p50 ${l.p50.toFixed(1)} ms, p99 ${l.p99.toFixed(1)} ms, ${l.errors} errors, ${l.non2xx} non-2xx`;
export const row = (l: Latency) =>
  [
    String(l.requests).padStart(8),
    l.rps.toFixed(0).padStart(7),
    l.p50.toFixed(1).padStart(8),
    l.p99.toFixed(1).padStart(8),
    l.max.toFixed(0).padStart(8),
    String(l.errors).padStart(7),
    String(l.non2xx).padStart(8),
  ].join(" ");
