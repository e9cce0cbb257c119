import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port";
import { databaseFilesRoot } from "./memory-folder";

/**
 * A throwaway PostgreSQL 15 cluster in a temporary folder (DESIGN.md §8): initdb as the
 * `postgres` user (initdb refuses root), trust auth on loopback, its own port and socket.
 */
const BIN = "/usr/lib/postgresql/15/bin";

export interface Cluster {
  url: string;
  /** The cluster's folder (its processes' command lines name it: benches count their CPU). */
  dir: string;
  stop(): void;
}

/**
 * `fsync: true` makes each commit wait for the disk as a production server does (the tests and
 * most benches run without, for speed; the newsletter bench measures per-mail commits).
 */
export async function startCluster(
  opts: {
    fsync?: boolean /** Extra server settings (-c name=value), e.g. for pg_stat_statements. */;
    settings?: Record<string, string>;
    /**
     * The folder in memory (/dev/shm) instead of /tmp: the API tests' cluster, whose copies of
     * the migrated template come to over 2 GB in a run (decision 149).
     */
    inMemory?: boolean;
  } = {},
): Promise<Cluster> {
  if (!existsSync(`${BIN}/initdb`)) {
    throw new Error(
      `PostgreSQL 15 server binaries not found in ${BIN}: apt-get install postgresql-15 postgresql-contrib`,
    );
  }
  const root = opts.inMemory ? databaseFilesRoot() : tmpdir();
  const dir = mkdtempSync(path.join(root, "alumni-pg-"));
  chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  const port = await freePort();
  const asPostgres = (cmd: string) => {
    const isRoot = process.getuid?.() === 0;
    const r = isRoot
      ? spawnSync("su", ["postgres", "-c", cmd], { encoding: "utf8" })
      : spawnSync("sh", ["-c", cmd], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  asPostgres(`${BIN}/initdb -D ${data} -U app --auth=trust -E UTF8 --no-sync > /dev/null`);
  const extra = Object.entries(opts.settings ?? {})
    .map(([k, v]) => ` -c ${k}=${v}`)
    .join("");
  asPostgres(
    `${BIN}/pg_ctl -D ${data} -l ${dir}/log -o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${opts.fsync ? "on" : "off"} -c max_connections=200${extra}" -w start > /dev/null`,
  );
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    dir,
    stop() {
      try {
        asPostgres(`${BIN}/pg_ctl -D ${data} -m immediate -w stop > /dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export function hasPostgresBinaries(): boolean {
  try {
    execFileSync(`${BIN}/postgres`, ["--version"]);
    return true;
  } catch {
    return false;
  }
}
