/** What a bench reads of a server process from Linux's /proc. */
import { readdirSync, readFileSync } from "node:fs";

/** Resident memory now and its high-water mark (Linux /proc), in MB. */
export function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (key: string) => Math.round(Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);
  return { rss: mb("VmRSS"), hwm: mb("VmHWM") };
}

/** CPU seconds the process has used (user + system, /proc/<pid>/stat; 100 ticks a second). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The machine's CPU seconds, busy and in all, from /proc/stat (every core; 100 ticks a second). */
export function machineCpuSeconds(): { busy: number; total: number } {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((s, x) => s + x, 0);
  const idle = fields[3] + fields[4]; // idle and iowait
  return { busy: (total - idle) / 100, total: total / 100 };
}

/** CPU seconds of every PostgreSQL process whose command line names `marker` (a cluster's folder). */
export function postgresCpuSeconds(marker: string): number {
  const postmasters = readdirSync("/proc").filter((p) => /^\d+$/.test(p) && cmdline(p).includes(marker));
  const ours = new Set(postmasters);
  let sum = 0;
  for (const p of readdirSync("/proc")) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const stat = readFileSync(`/proc/${p}/stat`, "utf8");
      const ppid = stat.split(") ")[1].split(" ")[1];
      if (ours.has(p) || ours.has(ppid)) sum += cpuSeconds(Number(p));
    } catch {
      // The process ended between the listing and the read: its CPU is no longer counted anywhere.
    }
  }
  return sum;
}

function cmdline(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return "";
  }
}

/**
 * Where the CPU went while `run` ran: this process (the load generator), the server, PostgreSQL
 * (the cluster whose folder is `pgMarker`) and everything else on the machine, in seconds.
 */
export async function cpuSplit<T>(
  serverPid: number,
  pgMarker: string | null,
  run: () => Promise<T>,
): Promise<{
  result: T;
  wall: number;
  bench: number;
  server: number;
  postgres: number;
  other: number;
  idle: number;
}> {
  const t0 = performance.now();
  const own0 = process.cpuUsage();
  const server0 = cpuSeconds(serverPid);
  const pg0 = pgMarker ? postgresCpuSeconds(pgMarker) : 0;
  const m0 = machineCpuSeconds();
  const result = await run();
  const own = process.cpuUsage(own0);
  const bench = (own.user + own.system) / 1e6;
  const server = cpuSeconds(serverPid) - server0;
  const postgres = pgMarker ? postgresCpuSeconds(pgMarker) - pg0 : 0;
  const m1 = machineCpuSeconds();
  const busy = m1.busy - m0.busy;
  return {
    result,
    wall: (performance.now() - t0) / 1000,
    bench,
    server,
    postgres,
    other: Math.max(0, busy - bench - server - postgres),
    idle: m1.total - m0.total - busy,
  };
}
