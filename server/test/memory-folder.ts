import { existsSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";

const SHM = "/dev/shm";
const SHM_NEEDED_BYTES = 4 * 1024 ** 3;

/**
 * Where the tests keep their databases' files: in memory (/dev/shm) when it exists and has room
 * for a run's copies (a container's default is 64 MB), else the system's temporary folder.
 * Writing them to a disk was slower to make and, for the PostgreSQL cluster's 2 GB of copies,
 * held Vitest's process for 17 s while they were deleted (decision 149).
 */
export function databaseFilesRoot(): string {
  if (!existsSync(SHM)) return tmpdir();
  const { bavail, bsize } = statfsSync(SHM);
  return bavail * bsize >= SHM_NEEDED_BYTES ? SHM : tmpdir();
}
