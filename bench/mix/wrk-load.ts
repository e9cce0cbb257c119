/**
 * One measurement by wrk (Debian's `wrk`, written in C): CONNECTIONS connections on one thread
 * for a number of seconds, each request the next of a fixed list (paths rotated, as a browser
 * asks: `Accept-Encoding: gzip, deflate, br`, one of 2,000 client addresses, a member's cookie
 * when given). bench/pages measures with it by default (decision 161): autocannon runs in the
 * bench's own Node process and, on these two cores, spent as much CPU reading a page answer
 * (several times the bytes of a JSON answer) as the server spent sending it, so its page/JSON
 * ratio measured the load generator as much as the server. Issue 22's own figures were taken
 * with wrk.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** What one measurement found. */
export interface LoadFigures {
  rps: number;
  p99: number;
  /** Answers counted (the server's CPU is divided by these). */
  answers: number;
  /** Connection and socket errors, timeouts and answers of status 400 or more (wrk's own count). */
  failures: number;
}

const WRK = "/usr/bin/wrk";
/** How many different requests the list holds: the 2,000 client addresses of bench/mix/read-mix.ts. */
const VARIANTS = 2000;

/** wrk from Debian's package, installed on first use (we are root; no npm package ships it). */
export function ensureWrk() {
  if (existsSync(WRK)) return;
  console.log("installing wrk (Debian package) …");
  // As scripts/ensure-test-tools.sh installs Chromium: the package lists first, on a new machine.
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "wrk"], { stdio: "inherit" });
}

/**
 * A Lua string literal of a path or cookie: printable ASCII only (nothing that could end the
 * request line or a header), which JSON quotes as Lua does.
 */
function lua(s: string): string {
  if (!/^[\x20-\x7e]*$/.test(s))
    throw new Error(`not printable ASCII, so not sent by wrk: ${JSON.stringify(s)}`);
  return JSON.stringify(s);
}

/**
 * The Lua script: every request formatted once, at start, then sent in turn; a summary line of
 * JSON at the end. No `response` function: defining one makes wrk hand every body to Lua.
 */
function script(paths: string[], cookies: string[]): string {
  const n = Math.max(VARIANTS, paths.length);
  const requests = Array.from({ length: n }, (_, j) => {
    const headers = [
      `["Accept-Encoding"] = "gzip, deflate, br"`,
      `["X-Forwarded-For"] = "10.0.${j % 8}.${1 + (Math.floor(j / 8) % 250)}"`,
      ...(cookies.length ? [`["Cookie"] = ${lua(cookies[j % cookies.length])}`] : []),
    ];
    return `  wrk.format("GET", ${lua(paths[j % paths.length])}, { ${headers.join(", ")} }),`;
  });
  return `local requests
local i = 0
init = function()
  requests = {
${requests.join("\n")}
  }
end
request = function()
  i = i % #requests + 1
  return requests[i]
end
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"us":%d,"p99":%d,"failures":%d}\\n',
    summary.requests, summary.duration, latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;
}

/** `paths` in turn over `connections` connections for `seconds` (requests wait up to 60 s). */
export async function wrkLoad(
  url: string,
  paths: string[],
  opts: { connections: number; seconds: number; cookies?: string[] },
): Promise<LoadFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-wrk-"));
  try {
    const file = path.join(dir, "requests.lua");
    writeFileSync(file, script(paths, opts.cookies ?? []));
    const args = ["-t1", `-c${opts.connections}`, `-d${opts.seconds}s`, "--timeout", "60s", "-s", file, url];
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(WRK, args, { stdio: ["ignore", "pipe", "inherit"] });
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.on("error", reject);
      // "close", not "exit": the summary is the last line, and stdout may still hold it at exit.
      child.on("close", (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`)),
      );
    });
    const line = out.split("\n").find((l) => l.startsWith("WRK "));
    if (!line) throw new Error(`wrk printed no summary:\n${out}`);
    const s = JSON.parse(line.slice(4)) as { requests: number; us: number; p99: number; failures: number };
    return { rps: s.requests / (s.us / 1e6), p99: s.p99 / 1000, answers: s.requests, failures: s.failures };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
