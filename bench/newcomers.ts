/**
 * Where a newcomer waits (decision 144): a bare `node:http` server in its own process that
 * spends `WORK_MS` (0.4) of CPU on each request, loaded by 200 kept connections (autocannon,
 * the mixes' runLoad), while a newcomer opens a connection of its own five times a second.
 *
 *   npx tsx bench/newcomers.ts        RUNS (3), SECONDS (8), CONNECTIONS (200), WORK_MS, CLUSTER=1
 *
 * Prints per run: req/s and p99 of the kept connections, their first answers (each connection's
 * first request, written before it is accepted) and the newcomers' p50/p99/max. The server
 * logs how long each newcomer's request took after its connection was accepted, so a wait
 * before the accept (the kernel holds the connection; the loop has not taken it) is told apart
 * from a wait in the server's handling.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { runLoad } from "./mix/read-mix";
import { pct } from "./stats";

const RUNS = Number(process.env.RUNS ?? 3);
const SECONDS = Number(process.env.SECONDS ?? 8);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 200);
const WORK_MS = Number(process.env.WORK_MS ?? 0.4);
const PORT = 20_000 + Math.floor(Math.random() * 20_000);
const LOG = `/tmp/bench-newcomers-${PORT}.txt`;

// The newcomers send no X-Forwarded-For; the load does (runLoad): so the server can tell them apart.
// CLUSTER=1: the same server as node:cluster's one worker, so the primary (idle) accepts.
const server = `
const http = require("node:http"), fs = require("node:fs"), cluster = require("node:cluster");
if (${process.env.CLUSTER === "1"} && cluster.isPrimary) { cluster.fork(); } else {
const log = fs.openSync(${JSON.stringify(LOG)}, "a");
const s = http.createServer((req, res) => {
  const until = performance.now() + ${WORK_MS};
  while (performance.now() < until) {}
  if (!req.headers["x-forwarded-for"]) fs.writeSync(log, Math.round(performance.now() - req.socket.acceptedAt) + "\\n");
  res.end("ok".repeat(500));
});
s.on("connection", (socket) => { socket.acceptedAt = performance.now(); });
s.listen(${PORT}, "127.0.0.1", () => console.log("listening"));
}`;

async function main() {
  // A file, not -e: a cluster's worker runs the primary's script again.
  const script = `/tmp/bench-newcomers-${PORT}.cjs`;
  writeFileSync(script, server);
  const child = spawn(process.execPath, [script], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => child.stdout?.once("data", resolve));
  try {
    for (let run = 1; run <= RUNS; run++) {
      const m = await runLoad(`http://127.0.0.1:${PORT}`, CONNECTIONS, ["bench=1"], SECONDS, () => [
        { kind: "work", path: "/", signedIn: false },
      ]);
      const kept = [...m.kinds.values()].flat();
      const ms = (xs: number[], p: number) => pct(xs, p).toFixed(0);
      console.log(
        `run ${run}: ${m.rps.toFixed(0)} req/s, kept connections p99 ${ms(kept, 0.99)} ms; ` +
          `their first answers p50 ${ms(m.setUps, 0.5)} ms, max ${Math.max(...m.setUps).toFixed(0)} ms; ` +
          `newcomers ${m.newcomers.length}: p50 ${ms(m.newcomers, 0.5)} ms, p99 ${ms(m.newcomers, 0.99)} ms, ` +
          `max ${Math.max(...m.newcomers).toFixed(0)} ms`,
      );
    }
    const afterAccept = readFileSync(LOG, "utf8").trim().split("\n").map(Number);
    console.log(
      `newcomers' requests after their connection was accepted: max ${Math.max(...afterAccept)} ms ` +
        `(${afterAccept.length} requests): any longer wait came before the accept`,
    );
  } finally {
    child.kill();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
