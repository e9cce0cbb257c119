import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live. The default keeps them in a local folder (DATA_DIR/uploads) and
 * serves them at /uploads/{key}; an S3-compatible store can implement the same interface.
 * Keys are never reused (they carry a timestamp), so files can be cached for a year.
 */
export interface Storage {
  /** Stores the bytes under key ("avatars/{user id}/{timestamp}.webp"); returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes the file a public URL of ours points to; other URLs are left alone. */
  removeByUrl(url: string): Promise<void>;
  /** The key behind one of our public URLs, or null. */
  keyOf(url: string): string | null;
}

/** The local folder of uploads: DATA_DIR/uploads. */
export function uploadsDir(config: { dataDir: string }): string {
  return path.join(config.dataDir, "uploads");
}

export const UPLOADS_URL_PREFIX = "/uploads/";

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const keyOf = (url: string) => {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
    const key = url.slice(UPLOADS_URL_PREFIX.length);
    return SAFE_KEY.test(key) && !key.includes("..") ? key : null;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body, { flag: "wx" });
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async removeByUrl(url) {
      const key = keyOf(url);
      if (key) await rm(fileOf(key), { force: true });
    },
    keyOf,
  };
}
