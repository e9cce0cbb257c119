// Runs a command and prints the CPU its processes used, by kind (Chromium's renderers, browser
// and GPU processes, the app servers, Playwright, PostgreSQL …): every process descended from the
// command, read from /proc twice a second, so a test's short-lived renderer is counted too. An
// ended process is read until its parent collects it; a process collected within half a second
// of its last reading is counted only to that reading: the totals are a floor. Linux only. Where
// the suite's minutes go is CPU on a 2-core machine (decisions 150 and 151); this says whose.
// Usage: node scripts/cpu-by-process.mjs bash scripts/e2e-shards.sh
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { constants } from "node:os";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
// First match wins: Chromium's profile folder is named playwright_…, Vitest's projects postgres.
const KINDS = [
  [/chromium/, (cmd) => `chromium ${cmd.match(/--type=([a-z-]+)/)?.[1] ?? "browser"}`],
  [/dist\/server\/main\.js/, () => "app server"],
  [/workerProcessEntry/, () => "playwright worker"],
  [/playwright/, () => "playwright runner"],
  [/vitest/, () => "vitest"],
  [/postgres/, () => "postgres"],
  [/node/, () => "node, other"],
];
const kindOf = (cmd) => KINDS.find(([re]) => re.test(cmd))?.[1](cmd) ?? "other";

/** `pid@start time` (a pid can be reused) → the process's kind and its CPU ticks so far. */
const counted = new Map();
/** pids of the command's process tree seen so far. */
const tree = new Set();

function sample() {
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    let fields;
    let cmd;
    let name;
    try {
      const raw = readFileSync(`/proc/${pid}/stat`, "utf8");
      name = raw.slice(raw.indexOf("(") + 1, raw.lastIndexOf(") "));
      fields = raw.slice(raw.lastIndexOf(") ") + 2).split(" "); // after the name, which may hold spaces
      cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
    } catch {
      continue; // it ended between the listing and the read: its last sample stands
    }
    // fields[1] is the parent; a process is the command's when its parent is.
    if (!tree.has(pid) && !tree.has(fields[1])) continue;
    tree.add(pid);
    // Kind again each time: a process is caught between fork and exec, or before its title
    // changes. Not once it has ended: an exited process waiting for its parent (a PostgreSQL
    // backend after its client left) has no command line, and its last sample holds all its CPU;
    // it keeps the kind it had, or, first seen ended, is named by its process name.
    const key = `${pid}@${fields[19]}`;
    const kind = cmd === "" ? (counted.get(key)?.kind ?? kindOf(name)) : kindOf(cmd);
    counted.set(key, { kind, ticks: Number(fields[11]) + Number(fields[12]) });
  }
}

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error("usage: node scripts/cpu-by-process.mjs <command> [args…]");
const started = Date.now();
const child = spawn(command, args, { stdio: "inherit" });
tree.add(String(child.pid));
const timer = setInterval(sample, 500);
// Ctrl-C reaches the command too; the report is printed once it has ended.
process.on("SIGINT", () => {});
child.on("error", (err) => {
  clearInterval(timer);
  console.error(`${command} could not be started: ${err.message}`);
  process.exitCode = 127;
});
child.on("exit", (code, signal) => {
  clearInterval(timer);
  sample();
  const byKind = new Map();
  for (const { kind, ticks } of counted.values())
    byKind.set(kind, (byKind.get(kind) ?? 0) + ticks / TICKS_PER_SECOND);
  const total = [...byKind.values()].reduce((a, b) => a + b, 0);
  console.log(
    `== CPU by process: ${((Date.now() - started) / 1000).toFixed(0)} s wall, ${total.toFixed(0)} s of CPU`,
  );
  for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1]))
    console.log(
      `${seconds.toFixed(1).padStart(8)} s  ${((100 * seconds) / total).toFixed(1).padStart(5)} %  ${kind}`,
    );
  process.exitCode = signal ? 128 + constants.signals[signal] : (code ?? 1);
});
