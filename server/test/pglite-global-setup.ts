import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { databaseFilesRoot } from "./memory-folder";
import { makeMigratedPgliteFolder } from "./migrated-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** A folder holding the migrated PGlite database (in its db/) every test database copies. */
    pgliteTemplateDir: string;
  }
}

/**
 * The migrated PGlite data folder, made once for the whole PGlite project; each test database
 * starts on a copy of it (issue 24): made in each of Vitest's four workers, it cost about 7 s of
 * CPU four times at the start of the run, beside the type check and the build.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(databaseFilesRoot(), "alumni-pglite-template-"));
  await makeMigratedPgliteFolder(dir);
  project.provide("pgliteTemplateDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
