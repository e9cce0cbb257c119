/** What a bench reads of a server process from Linux's /proc. */
import { readFileSync } from "node:fs";

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
