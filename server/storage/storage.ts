import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { storedFiles } from "../db/schema";

/**
 * Where uploaded files live, served at /uploads/{key}. Two stores implement it:
 * - local: a folder (DATA_DIR/uploads) — the embedded default on one machine;
 * - database: the stored_files table — the default on PostgreSQL, so that any number of app
 *   servers serve every file without a shared disk.
 * Keys are never reused (they carry a timestamp), so files can be cached for a year.
 */
export interface Storage {
  /** Stores the bytes under key ("avatars/{user id}/{timestamp}.webp"); returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** The file under key, or null. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Removes the file a public URL of ours points to; other URLs are left alone. */
  removeByUrl(url: string): Promise<void>;
  /** The key behind one of our public URLs, or null. */
  keyOf(url: string): string | null;
}

export type StorageKind = "local" | "database" | "s3";

/** The local folder of uploads: DATA_DIR/uploads. */
export function uploadsDir(config: { dataDir: string }): string {
  return path.join(config.dataDir, "uploads");
}

export const UPLOADS_URL_PREFIX = "/uploads/";

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Keys are paths of safe segments; nothing that could climb out of the store. */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..");
}

export function keyOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  return isSafeKey(key) ? key : null;
}

export function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
};

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { flag: "wx" });
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const body = await readFile(fileOf(key));
        return { body, contentType: CONTENT_TYPES[path.extname(key)] ?? "application/octet-stream" };
      } catch (err) {
        // Missing, a folder (GET /uploads/avatars) or a path through a file: not a file of ours.
        const code = (err as NodeJS.ErrnoException).code;
        if (code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR") return null;
        throw err;
      }
    },
    async removeByUrl(url) {
      const key = keyOf(url);
      if (key) await rm(fileOf(key), { force: true });
    },
    keyOf,
  };
}

export function createDatabaseStorage(db: Db): Storage {
  return {
    async put(key, body, contentType) {
      await db.insert(storedFiles).values({ key: checkedKey(key), contentType, bytes: body });
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
      return row ? { body: row.bytes, contentType: row.contentType } : null;
    },
    async removeByUrl(url) {
      const key = keyOf(url);
      if (key) await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
    keyOf,
  };
}
