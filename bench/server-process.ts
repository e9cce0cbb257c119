/**
 * The built server as its own process, for the load benchmarks (bench/mixed.ts,
 * bench/header-search.ts): bundled as `npm run build` bundles it (from this tree or from an
 * older commit), started on a free port with its own DATA_DIR, and members signed up through
 * the real sign-up and verification (the link read from the outbox).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD_DIR = path.join(ROOT, ".tmp", "bench-server");

/** The server bundled as `npm run build` bundles it, from this tree ("after") or from an older commit ("before"). */
export async function bundleServer(target: string, before = "fe6324e"): Promise<string> {
  const out = path.join(BUILD_DIR, target);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  let src = ROOT;
  if (target === "before") {
    src = path.join(BUILD_DIR, "before-src");
    rmSync(src, { recursive: true, force: true });
    mkdirSync(src, { recursive: true });
    const tar = execFileSync(
      "git",
      ["archive", before, "server", "contract", "tsconfig.json", "tsconfig.base.json"],
      {
        cwd: ROOT,
        maxBuffer: 1 << 30,
      },
    );
    execFileSync("tar", ["-x", "-C", src], { input: tar });
  } else if (target !== "after") {
    throw new Error(`unknown target ${target}`);
  }
  await build({
    entryPoints: [path.join(src, "server/main.ts")],
    outfile: path.join(out, "server/main.js"),
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  cpSync(path.join(src, "server/db/migrations"), path.join(out, "server/migrations"), { recursive: true });
  return path.join(out, "server/main.js");
}

/**
 * The server of a target: "before" or "after" bundled as above (the API only: no web app
 * beside it), or else a folder built by `npm run build` (`dist`, or a copy built from another
 * commit), whose server finds its web app and page render beside it and so serves the pages.
 */
export async function serverOf(target: string, before?: string): Promise<string> {
  if (target === "before" || target === "after") return bundleServer(target, before);
  const dist = path.resolve(ROOT, target);
  for (const file of ["server/main.js", "web/index.html", "ssr/entry-server.js"])
    if (!existsSync(path.join(dist, file)))
      throw new Error(`${dist} has no ${file}: build it first (npm run -s build)`);
  return path.join(dist, "server/main.js");
}

/** SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to profile the server. */
const nodeArgs = (process.env.SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);

export async function startServer(
  bundle: string,
  dataDir: string,
  databaseUrl: string | undefined,
  extraEnv: Record<string, string> = {},
) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-01",
    LOG_LEVEL: "warn",
    SEED: "demo",
    // As behind a reverse proxy: each simulated visitor has its own address (X-Forwarded-For),
    // so the per-address search limit (120 a minute) applies per visitor, not to the bench.
    TRUST_PROXY: "127.0.0.1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.POOL ? { DATABASE_POOL_MAX: process.env.POOL } : {}),
    ...Object.fromEntries(
      Object.entries(process.env).filter(([k]) => k.startsWith("PGLITE_") || k === "CACHE_SECONDS"),
    ),
    ...extraEnv,
  };
  // The server's own output goes to a log beside the bundle (it logs failures only: LOG_LEVEL=warn).
  const log = openSync(`${path.dirname(bundle)}/server.log`, "a");
  const child = spawn(process.execPath, [...nodeArgs, bundle], { env, stdio: ["ignore", log, log] });
  closeSync(log);
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}; see ${path.dirname(bundle)}/server.log`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { process: child, url };
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 300));
  }
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** The server's resident memory after it has been idle for two seconds (Linux /proc). */
export async function idleRss(child: ChildProcess): Promise<number> {
  await new Promise((r) => setTimeout(r, 2000));
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024);
}

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

/** The server's CPU time so far, user and system, in µs (Linux /proc). */
export function cpuMicros(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}

/** Members (four by default) through the real sign-up; the verification link is read from the outbox. */
export async function signUpMembers(url: string, dataDir: string, count = 4): Promise<string[]> {
  const cookies: string[] = [];
  const outbox = path.join(dataDir, "outbox");
  for (let i = 0; i < count; i++) {
    const mailsBefore = readdirSync(outbox).length;
    const res = await fetch(`${url}/api/v1/auth/sign-up`, {
      method: "POST",
      headers: { origin: url, "content-type": "application/json" },
      body: JSON.stringify({
        email: `bench.mixed.${i}@example.org`,
        displayName: `Bench Mixed ${"ABCD"[i]}`,
        password: "Secret123",
        confirmPassword: "Secret123",
        house: "Tata",
      }),
    });
    if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
    const link = await latestLink(outbox, url, mailsBefore);
    const verify = await fetch(link, { redirect: "manual" });
    const cookie = verify.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .filter((c) => c.includes("session_token="))
      .join("; ");
    const me = (await (await fetch(`${url}/api/v1/me`, { headers: { cookie } })).json()) as {
      viewer?: { user?: { id?: string } };
    };
    if (!me.viewer?.user?.id) throw new Error("sign-in failed");
    cookies.push(cookie);
  }
  return cookies;
}

/** The link in the newest mail of the outbox, once the queue has written one more than `before`. */
async function latestLink(outbox: string, url: string, before: number): Promise<string> {
  // Mail leaves through the job queue (issue 11): the worker writes the file a moment later.
  const deadline = Date.now() + 15_000;
  while (readdirSync(outbox).length <= before) {
    if (Date.now() > deadline) throw new Error("no verification mail in the outbox after 15 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  const file = readdirSync(outbox).sort().at(-1);
  if (!file) throw new Error("no verification mail");
  const text = readFileSync(path.join(outbox, file), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  const link = text.match(new RegExp(`${url.replace(/[.:/]/g, "\\$&")}/\\S+`))?.[0];
  if (!link) throw new Error(`no link in ${file}`);
  return link;
}
