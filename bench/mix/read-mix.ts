/**
 * The read mix itself: which requests, in what proportion, as whom, and what was measured. The
 * sequence is deterministic (a seeded generator), so before and after see the same requests.
 */
import http from "node:http";
import autocannon from "autocannon";
import { pct } from "../stats";

/** The mix (per cent). Directory is split into its two requests. */
export const MIX: Array<[kind: string, weight: number]> = [
  ["home", 35],
  ["header search", 25],
  ["profile", 15],
  ["directory", 4],
  ["directory filters", 4],
  ["events", 7],
  ["news", 6],
  ["house cup", 4],
];
const TERMS = [
  "engineer",
  "sharma",
  "infosys",
  "zubin",
  "mehta 77",
  "pillai 4242",
  "rao 1",
  "ceo",
  "kap",
  "1234",
];

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  over1s: number;
  kinds: Map<string, number[]>;
  /** The same, of the requests made by signed-in members only. */
  signedInKinds: Map<string, number[]>;
  /** Latencies of the requests made as a visitor and as a signed-in member. */
  visitor: number[];
  signedIn: number[];
  /** Latencies by the second of the run in which they were answered (where the tail lives). */
  bySecond: number[][];
  /** A newcomer's first request on a connection of its own, five a second beside the load. */
  newcomers: number[];
  /** Each connection's first answer, timed apart (see runLoad), and by request kind. */
  setUps: number[];
  setUpKinds: Map<string, number[]>;
  /** The answers over 1 s by request kind (a member's kind marked "signed in"). */
  slowKinds: Map<string, number>;
}

/** A deterministic generator, so before and after see the same sequence of requests. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function pathFor(kind: string, rnd: () => number, ids: string[]): string {
  const term = () => encodeURIComponent(TERMS[Math.floor(rnd() * TERMS.length)]);
  switch (kind) {
    case "home":
      return "/api/v1/home";
    case "header search":
      return `/api/v1/profiles?search=${term()}&limit=6`;
    case "profile":
      return `/api/v1/profiles/${ids[Math.floor(rnd() * ids.length)]}`;
    case "directory":
      return rnd() < 0.25 ? `/api/v1/profiles?limit=500&search=${term()}` : "/api/v1/profiles?limit=500";
    case "directory filters":
      return "/api/v1/profiles/filters";
    case "events":
      return "/api/v1/events?when=upcoming";
    case "news":
      return "/api/v1/news";
    case "house cup":
      return "/api/v1/house-cup";
    default:
      throw new Error(kind);
  }
}

/** One weighted choice among `weights` (deterministic through `rnd`). */
export function pickWeighted<T>(weights: Array<[T, number]>, rnd: () => number): T {
  const total = weights.reduce((s, [, w]) => s + w, 0);
  let x = rnd() * total;
  for (const [item, w] of weights) {
    x -= w;
    if (x < 0) return item;
  }
  return weights[0][0];
}

/** One request the load sends: what it is (for the per-kind figures), where, and as whom. */
export interface Planned {
  kind: string;
  path: string;
  signedIn: boolean;
}

/**
 * What a simulated person does next: one request, or several sent one after another (the API
 * calls of one in-app navigation). Called with the run's deterministic generator.
 */
export type Planner = (rnd: () => number) => Planned[];

/** Issue 10's read mix: one API call at a time, a quarter of them signed in. */
export function readMixPlanner(ids: string[], mix: Array<[string, number]> = MIX): Planner {
  return (rnd) => {
    const kind = pickWeighted(mix, rnd);
    const signedIn = rnd() < 0.25;
    return [{ kind, path: pathFor(kind, rnd, ids), signedIn }];
  };
}

export function runMix(
  url: string,
  connections: number,
  cookies: string[],
  ids: string[],
  seconds: number,
  mix: Array<[string, number]> = MIX,
): Promise<Measured> {
  return runLoad(url, connections, cookies, seconds, readMixPlanner(ids, mix));
}

/**
 * `connections` connections (autocannon) for `seconds`, each sending the planner's requests as
 * a browser would (asking for Brotli/gzip, from one of 2,000 client addresses, a member's
 * cookie when the plan says signed in). A plan of several requests is queued and sent on the
 * next free connections, as a browser sends a screen's calls side by side.
 */
export async function runLoad(
  url: string,
  connections: number,
  cookies: string[],
  seconds: number,
  plan: Planner,
  /** `amount`: stop after that many responses instead (a page too slow for `seconds`); `timeout` in s (10). */
  opts: { amount?: number; timeout?: number } = {},
): Promise<Measured> {
  const rnd = lcg(42);
  const queue: Planned[] = [];
  const kinds = new Map<string, number[]>();
  const signedInKinds = new Map<string, number[]>();
  const all: number[] = [];
  const bySecond: number[][] = [];
  const startedAt = Date.now();
  const slowKinds = new Map<string, number>();
  const failed = new Map<string, number>();
  type Context = { kind?: string; signedIn?: boolean };
  /** Connections that have answered once (the first answer is timed from before they connect). */
  const answered = new WeakSet<object>();
  const setUps: number[] = [];
  const setUpKinds = new Map<string, number[]>();
  const byViewer = { visitor: [] as number[], signedIn: [] as number[] };
  // Beside the load's kept connections: a newcomer's landing on a connection of its own.
  const newcomers: number[] = [];
  const pendingNewcomers = new Set<Promise<void>>();
  const newcomer = setInterval(() => {
    const timed = firstRequestOnNewConnection(`${url}/api/v1/home`).then((ms) => {
      newcomers.push(ms);
      pendingNewcomers.delete(timed);
    });
    pendingNewcomers.add(timed);
  }, 200);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        ...(opts.amount ? { amount: opts.amount } : { duration: seconds }),
        timeout: opts.timeout ?? 10,
        headers: { "accept-encoding": "gzip, deflate, br" },
        requests: [
          {
            setupRequest: (req: autocannon.Request, context: Context) => {
              if (!queue.length) queue.push(...plan(rnd));
              const next = queue.shift() as Planned;
              context.kind = next.kind;
              context.signedIn = next.signedIn;
              return {
                ...req,
                method: "GET",
                path: next.path,
                headers: {
                  ...req.headers,
                  "x-forwarded-for": `10.0.${Math.floor(rnd() * 8)}.${1 + Math.floor(rnd() * 250)}`,
                  ...(next.signedIn ? { cookie: cookies[Math.floor(rnd() * cookies.length)] } : {}),
                },
              };
            },
          } as unknown as autocannon.Request,
        ],
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
    instance.on("response", (client, status, _bytes, time) => {
      const { kind, signedIn } = (client as unknown as { requestIterator: { context: Context } })
        .requestIterator.context;
      if (status >= 300) failed.set(`${kind} ${status}`, (failed.get(`${kind} ${status}`) ?? 0) + 1);
      // autocannon opens every connection in one go and writes each first request before its
      // connection is accepted: those answers wait for the generator's own start and, on a
      // saturated server, for the accept itself (seconds: decision 144, bench/newcomers.ts, and
      // the newcomers above). Timed apart and printed, not among the page views' p50/p99.
      if (!answered.has(client)) {
        answered.add(client);
        setUps.push(time);
        const label = kindLabel(kind, signedIn);
        setUpKinds.set(label, [...(setUpKinds.get(label) ?? []), time]);
        return;
      }
      all.push(time);
      const second = Math.floor((Date.now() - startedAt) / 1000);
      if (!bySecond[second]) bySecond[second] = [];
      bySecond[second].push(time);
      if (time > 1000) {
        const label = kindLabel(kind, signedIn);
        slowKinds.set(label, (slowKinds.get(label) ?? 0) + 1);
      }
      (signedIn ? byViewer.signedIn : byViewer.visitor).push(time);
      if (kind) {
        for (const map of signedIn ? [kinds, signedInKinds] : [kinds]) {
          if (!map.has(kind)) map.set(kind, []);
          map.get(kind)?.push(time);
        }
      }
    });
  });
  clearInterval(newcomer);
  await Promise.all(pendingNewcomers);
  if (failed.size) console.log("  non-2xx by request kind:", Object.fromEntries(failed));
  return {
    // A run stopped by `amount` lasted as long as it took.
    rps: result.requests.total / (opts.amount ? (+result.finish - +result.start) / 1000 : seconds),
    p50: pct(all, 0.5),
    p99: pct(all, 0.99),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    over1s: all.length ? (100 * all.filter((t) => t > 1000).length) / all.length : 0,
    kinds,
    signedInKinds,
    ...byViewer,
    bySecond,
    slowKinds,
    setUps,
    setUpKinds,
    newcomers,
  };
}

/** A request kind as the per-kind lists name it, a member's marked "(signed in)". */
const kindLabel = (kind: string | undefined, signedIn: boolean | undefined) =>
  `${kind}${signedIn ? " (signed in)" : ""}`;

/** Milliseconds from opening a connection of its own to the whole answer of one GET (Brotli asked). */
function firstRequestOnNewConnection(url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { agent: false, headers: { "accept-encoding": "gzip, deflate, br" } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(performance.now() - started));
      },
    );
    req.on("error", reject);
  });
}
