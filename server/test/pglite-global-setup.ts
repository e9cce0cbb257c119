import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { makeMigratedPgliteCopy } from "./migrated-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding the migrated PGlite data folder every test file's database starts from. */
    pgliteTemplateFile: string;
  }
}

/**
 * The migrated PGlite data folder, made once for the whole PGlite project and written to a file
 * that each worker reads (issue 24): made in each of Vitest's four workers, it cost about 7 s of
 * CPU four times at the start of the run, beside the type check and the build.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "alumni-pglite-template-"));
  const file = path.join(dir, "migrated.tar");
  const blob = await makeMigratedPgliteCopy();
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide("pgliteTemplateFile", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
