import { existsSync } from "node:fs";
import { mkdtemp, readFile, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unzipSync } from "fflate";
import pg from "pg";
import type { Config } from "../config";
import { acquireDataDirLock, lockOwner } from "../db/lock";
import { uploadsDir } from "../storage/storage";
import { type Manifest, pgTool, run, writeFileEnsuringDir } from "./backup";

/**
 * Brings a backup back (decision 066). The servers must be stopped: the embedded database's
 * lock refuses while one runs; on PostgreSQL, stop every app server first. What is replaced is
 * kept beside it (`db.replaced-{time}`, `uploads.replaced-{time}`) until you remove it.
 */
export async function restoreBackup(config: Config, file: string, pgBinDir?: string): Promise<Manifest> {
  const files = unzipSync(new Uint8Array(await readFile(file)));
  const manifestBytes = files["manifest.json"];
  if (!manifestBytes) throw new Error(`${file} is not a backup of this portal (no manifest.json)`);
  const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as Manifest;
  const kind = config.databaseUrl ? "postgres" : "pglite";
  if (manifest.database !== kind) {
    throw new Error(
      `${file} holds a ${manifest.database === "pglite" ? "embedded" : "PostgreSQL"} database; this configuration uses ${kind === "pglite" ? "the embedded database" : "PostgreSQL (DATABASE_URL)"}`,
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");

  if (manifest.database === "pglite") {
    const dir = path.join(config.dataDir, "db");
    const owner = lockOwner(`${dir}.lock`);
    if (owner)
      throw new Error(
        `The embedded database is in use by a running server (pid ${owner}): stop it before restoring.`,
      );
    const release = acquireDataDirLock(`${dir}.lock`);
    try {
      if (existsSync(dir)) await rename(dir, `${dir}.replaced-${stamp}`);
      const client = new PGlite({
        dataDir: dir,
        extensions: { pg_trgm },
        loadDataDir: new Blob([files["database.tar.gz"]]),
      });
      await client.waitReady;
      await client.close();
    } finally {
      release();
    }
  } else {
    const work = await mkdtemp(path.join(tmpdir(), "alumni-restore-"));
    try {
      const dump = path.join(work, "database.pgdump");
      await writeFileEnsuringDir(dump, files["database.pgdump"]);
      await dropJobQueueSchema(config.databaseUrl as string);
      await run(pgTool("pg_restore", pgBinDir), [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--single-transaction",
        `--dbname=${config.databaseUrl}`,
        dump,
      ]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  const uploadEntries = Object.keys(files).filter(
    (name) => name.startsWith("uploads/") && !name.endsWith("/"),
  );
  if (uploadEntries.length > 0 || config.storage === "local") {
    const root = uploadsDir(config);
    if (existsSync(root)) await rename(root, `${root}.replaced-${stamp}`);
    for (const name of uploadEntries) {
      const rel = name.slice("uploads/".length);
      if (rel.split("/").some((part) => part === ".." || part === ""))
        throw new Error(`unsafe path in backup: ${name}`);
      await writeFileEnsuringDir(path.join(root, rel), files[name]);
    }
  }
  if (files["auth-secret"] && !process.env.AUTH_SECRET) {
    await writeFileEnsuringDir(path.join(config.dataDir, "auth-secret"), files["auth-secret"]);
  }
  return manifest;
}

/**
 * pg-boss keeps each queue's jobs in a partition of `pgboss.job`, and `pg_restore --clean` cannot
 * drop a partition's inherited key ("cannot drop inherited constraint"): the restore failed on any
 * database whose server had started. The job queue's schema is dropped first, and the dump brings
 * it back whole, with the jobs as they were at the backup. Should pg_restore then fail, its own
 * transaction leaves every other table as it was but the job queue gone (a server would start
 * an empty one): run the restore again before starting the servers.
 */
async function dropJobQueueSchema(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("DROP SCHEMA IF EXISTS pgboss CASCADE");
  } finally {
    await client.end();
  }
}
