import { createTailwindMerge, twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the build scripts, without types
import { baseClassTokens } from "../../scripts/tailwind-class-tokens.mjs";
import { tailwindMergeConfig } from "./tailwind-merge-config";

const trimmed = createTailwindMerge(tailwindMergeConfig);

describe("the trimmed tailwind-merge configuration (decision 087)", () => {
  it("merges every pair of the classes written in web/ as the full configuration does", () => {
    const classes = (baseClassTokens() as string[]).filter((t) => twMerge(`${t} ${t}`) === t);
    // The app's own classes: a few hundred, or the token reader has broken.
    expect(classes.length).toBeGreaterThan(300);
    const differ: string[] = [];
    for (const a of classes)
      for (const b of classes) {
        const pair = `${a} ${b}`;
        if (trimmed(pair) !== twMerge(pair)) differ.push(pair);
      }
    expect(differ, "run `node scripts/trim-tailwind-merge.mjs` after using classes of a new kind").toEqual(
      [],
    );
    // Several hundred thousand pairs: seconds on a busy two-core machine.
  }, 120_000);
});
