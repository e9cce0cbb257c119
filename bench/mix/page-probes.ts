/**
 * bench/pages' two probes beside its load: a first pass over a page's addresses, and the bytes
 * of one answer.
 */
import { request } from "node:http";

export interface Pass {
  rps: number;
}

/**
 * Asks every path once over `connections` connections and returns the rate, timed here: a load
 * generator runs for whole seconds, and this pass is over once each address has been asked. Any
 * answer but 200 fails.
 */
export async function passOver(
  url: string,
  paths: string[],
  cookie: string | undefined,
  connections: number,
): Promise<Pass> {
  const headers = { "accept-encoding": "gzip, deflate, br", ...(cookie ? { cookie } : {}) };
  let next = 0;
  const started = performance.now();
  const connection = async () => {
    while (next < paths.length) {
      const at = paths[next++];
      const res = await fetch(`${url}${at}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${at} answered ${res.status} in the first pass`);
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  return { rps: paths.length / ((performance.now() - started) / 1000) };
}

/** The bytes the server sends for a page with and without `Accept-Encoding` (raw, not decoded). */
export function bodySize(url: string, pagePath: string, cookie: string | undefined, encoding: string) {
  return new Promise<{ bytes: number; encoding: string; status: number }>((resolve, reject) => {
    const headers = { "accept-encoding": encoding, ...(cookie ? { cookie } : {}) };
    request(`${url}${pagePath}`, { headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () =>
        resolve({
          bytes,
          encoding: String(res.headers["content-encoding"] ?? "none"),
          status: res.statusCode ?? 0,
        }),
      );
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}
