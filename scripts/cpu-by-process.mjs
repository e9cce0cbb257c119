// Runs a command and prints the CPU every kind of process used while it ran (Chromium's
// renderers, browser and GPU processes, the app servers, Playwright, PostgreSQL …), sampled from
// /proc twice a second, so short-lived processes (a test's renderer) are counted too. Linux only.
// Where the suite's minutes go is CPU on a 2-core machine (decision 150); this says whose.
// Usage: node scripts/cpu-by-process.mjs bash scripts/e2e-shards.sh
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const KINDS = [
  [/chromium/, (cmd) => `chromium ${cmd.match(/--type=([a-z-]+)/)?.[1] ?? "browser"}`],
  [/dist\/server\/main\.js/, () => "app server"],
  [/workerProcessEntry/, () => "playwright worker"],
  [/playwright/, () => "playwright runner"],
  [/postgres/, () => "postgres"],
  [/vitest/, () => "vitest"],
  [/node/, () => "node, other"],
];
const kindOf = (cmd) => KINDS.find(([re]) => re.test(cmd))?.[1](cmd) ?? "other";

/** pid and start time (a pid can be reused) → [kind, ticks at first sight, ticks now]. */
const seen = new Map();
function sample(baseline) {
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    let cmd;
    try {
      const raw = readFileSync(`/proc/${pid}/stat`, "utf8");
      stat = raw.slice(raw.lastIndexOf(") ") + 2); // after the command name, which may hold spaces
      cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
    } catch {
      continue; // it ended between the listing and the read: its last sample stands
    }
    const fields = stat.split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    const key = `${pid}@${fields[19]}`;
    const entry = seen.get(key) ?? [kindOf(cmd), baseline ? ticks : 0, ticks];
    entry[2] = ticks;
    seen.set(key, entry);
  }
}

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error("usage: node scripts/cpu-by-process.mjs <command> [args…]");
sample(true); // what ran before the command is not counted
const started = Date.now();
const timer = setInterval(() => sample(false), 500);
const child = spawn(command, args, { stdio: "inherit" });
child.on("exit", (code) => {
  clearInterval(timer);
  sample(false);
  const byKind = new Map();
  for (const [kind, first, now] of seen.values())
    byKind.set(kind, (byKind.get(kind) ?? 0) + (now - first) / TICKS_PER_SECOND);
  const total = [...byKind.values()].reduce((a, b) => a + b, 0);
  console.log(
    `== CPU by process: ${((Date.now() - started) / 1000).toFixed(0)} s wall, ${total.toFixed(0)} s of CPU`,
  );
  for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1]))
    console.log(
      `${seconds.toFixed(1).padStart(8)} s  ${((100 * seconds) / total).toFixed(1).padStart(5)} %  ${kind}`,
    );
  process.exitCode = code ?? 1;
});
