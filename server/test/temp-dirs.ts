import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Folders made by `testTempDir` since the last `removeTestTempDirs`. */
const made: string[] = [];

/**
 * A new folder in the system's temporary folder for a test's files (a stand-in web build, an
 * upload store, a lock file), deleted after the test file's own `afterAll` hooks by the server
 * projects' setup file (`remove-temp-dirs.ts`): each run of the suite left hundreds of them in
 * /tmp. A test that removes its folder itself may still do so.
 */
export function testTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Deletes every folder `testTempDir` made since the last call. */
export function removeTestTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
