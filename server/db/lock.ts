import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

/**
 * An exclusive lock on the embedded database's folder. Two processes opening one PGlite
 * data directory silently lose writes (DESIGN.md §8), so the second one must stop here
 * with a clear message. The lock holds the owner's pid; a lock left by a dead process
 * (kill -9, power loss) is taken over.
 */
export function acquireDataDirLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        // A process that opens and closes many databases (a test worker) leaves no listener behind.
        process.removeListener("exit", release);
        rmSync(lockPath, { force: true });
      };
      process.once("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(readFileSync(lockPath, "utf8").trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The database in ${lockPath.replace(/\.lock$/, "")} is already in use by another process (pid ${owner}). ` +
            "Stop that process first, or run several servers on PostgreSQL by setting DATABASE_URL.",
        );
      }
      rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of the live process holding this lock, or null (no lock, or its owner is gone). */
export function lockOwner(lockPath: string): number | null {
  if (!existsSync(lockPath)) return null;
  const owner = Number(readFileSync(lockPath, "utf8").trim());
  return owner && isAlive(owner) ? owner : null;
}
