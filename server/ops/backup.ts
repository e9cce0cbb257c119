import { spawn } from "node:child_process";
import { createWriteStream, existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { uploadsDir } from "../storage/storage";

/**
 * Backups (issue 14, decision 066): one ZIP file holding
 * - `manifest.json` (format, database kind, time),
 * - the database: the embedded database's own consistent dump of its data folder
 *   (`database.tar.gz`, PGlite `dumpDataDir`, taken inside the process that has it open), or
 *   `pg_dump --format=custom` of PostgreSQL (`database.pgdump`, a consistent snapshot while
 *   servers keep writing),
 * - `uploads/…` (the local file store; the database store is inside the dump),
 * - `auth-secret` when it was generated into DATA_DIR (links and sessions stay valid).
 * Written under a temporary name and renamed when complete, so a listed file is never partial.
 */

export const BACKUP_PREFIX = "alumni-backup-";
const BACKUP_FORMAT = 1;

export interface BackupSettings {
  dir: string;
  keep: number;
  pgBinDir: string | undefined;
}

export interface Manifest {
  format: number;
  database: Database["kind"];
  createdAt: string;
  uploads: number;
}

/** Backup file names sort by time: alumni-backup-2026-11-23T19-40-00-123Z.zip */
export function backupFileName(now = new Date()): string {
  return `${BACKUP_PREFIX}${now.toISOString().replace(/[:.]/g, "-")}.zip`;
}

/** Finished backups in the folder, oldest first. */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.startsWith(BACKUP_PREFIX) && f.endsWith(".zip"))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Writes one backup into settings.dir and removes the oldest beyond `keep`. Answers its path. */
export async function createBackup(
  config: Config,
  database: Database,
  settings: BackupSettings,
): Promise<string> {
  await mkdir(settings.dir, { recursive: true });
  const work = await mkdtemp(path.join(tmpdir(), "alumni-backup-"));
  try {
    const entries: Array<{ name: string; body: Uint8Array; compress: boolean }> = [];
    if (database.kind === "pglite") {
      if (!database.dumpDataDir) throw new Error("this embedded database cannot be dumped");
      const blob = await database.dumpDataDir();
      entries.push({
        name: "database.tar.gz",
        body: new Uint8Array(await blob.arrayBuffer()),
        compress: false,
      });
    } else {
      if (!config.databaseUrl) throw new Error("DATABASE_URL is not set");
      const file = path.join(work, "database.pgdump");
      await run(pgTool("pg_dump", settings.pgBinDir), [
        "--format=custom",
        "--no-owner",
        `--file=${file}`,
        config.databaseUrl,
      ]);
      entries.push({ name: "database.pgdump", body: await readFile(file), compress: false });
    }
    const uploads = config.storage === "local" ? await filesUnder(uploadsDir(config)) : [];
    for (const rel of uploads) {
      entries.push({
        name: `uploads/${rel}`,
        body: await readFile(path.join(uploadsDir(config), rel)),
        compress: false,
      });
    }
    const secretFile = path.join(config.dataDir, "auth-secret");
    if (existsSync(secretFile))
      entries.push({ name: "auth-secret", body: await readFile(secretFile), compress: true });
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      database: database.kind,
      createdAt: new Date().toISOString(),
      uploads: uploads.length,
    };
    entries.unshift({
      name: "manifest.json",
      body: new TextEncoder().encode(JSON.stringify(manifest, null, 2)),
      compress: true,
    });

    const target = path.join(settings.dir, backupFileName());
    const partial = `${target}.partial`;
    await writeZip(partial, entries);
    await rename(partial, target);
    await pruneBackups(settings.dir, settings.keep);
    return target;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` backups. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const file of old) await rm(file, { force: true });
  return old;
}

function writeZip(file: string, entries: Array<{ name: string; body: Uint8Array; compress: boolean }>) {
  return new Promise<void>((resolve, reject) => {
    const out = createWriteStream(file);
    out.on("error", reject);
    out.on("finish", () => resolve());
    const zip = new Zip((err, chunk, final) => {
      if (err) {
        out.destroy(err);
        reject(err);
        return;
      }
      out.write(chunk);
      if (final) out.end();
    });
    for (const e of entries) {
      const entry = e.compress ? new ZipDeflate(e.name, { level: 6 }) : new ZipPassThrough(e.name);
      zip.add(entry);
      entry.push(e.body, true);
    }
    zip.end();
  });
}

/** Every file below root, as paths relative to it with forward slashes. */
export async function filesUnder(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = async (rel: string) => {
    for (const name of await readdir(path.join(root, rel))) {
      const child = rel ? `${rel}/${name}` : name;
      if ((await stat(path.join(root, child))).isDirectory()) await walk(child);
      else out.push(child);
    }
  };
  await walk("");
  return out.sort();
}

/** pg_dump / pg_restore: from PG_BIN_DIR, else the newest Debian PostgreSQL's, else PATH. */
export function pgTool(name: "pg_dump" | "pg_restore", binDir: string | undefined): string {
  if (binDir) return path.join(binDir, name);
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v) && existsSync(path.join(debian, v, "bin", name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(debian, versions[0], "bin", name);
  }
  return name;
}

export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString();
    });
    child.on("error", (err) => reject(new Error(`${command} could not be started: ${err.message}`)));
    child.on("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

export async function writeFileEnsuringDir(file: string, body: Uint8Array) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
}
