import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's file order (vitest.config.ts, `sequence.sequencer`): within each project, the files
 * that took longest in a recorded run go first, so the run does not end on one long file while
 * the other workers are idle (issue 24). Vitest does this itself from its cache of the last run,
 * which a clean clone (CI) does not have; there it ran larger files first, and kept-answers.test.ts
 * (about a tenth of all the file time) started late. The seconds come from
 * server/test/durations.json (a file's longer time on the two databases; `node
 * scripts/vitest-durations.mjs` after a full run writes it); a file it does not know goes first,
 * as in Vitest's own order. Projects still run one after another: a worker is kept for the next
 * file only when it is of the same project.
 */
export default class LongestFirst extends BaseSequencer {
  private readonly seconds: Record<string, number> = JSON.parse(
    readFileSync(new URL("./durations.json", import.meta.url), "utf8"),
  );

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const file = (spec: TestSpecification) => relative(root, spec.moduleId);
    const seconds = (spec: TestSpecification) => this.seconds[file(spec)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => {
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      if (seconds(a) !== seconds(b)) return seconds(b) - seconds(a);
      return file(a).localeCompare(file(b));
    });
  }
}
