// The Tailwind classes written in web/ (every word of every string literal that looks like
// one), without their variants (`md:`, `hover:`, `data-[state=open]:`) or `!`: what
// tailwind-merge sorts into class groups. Used by scripts/trim-tailwind-merge.mjs and the
// test of its output.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const LITERAL = /"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g;
const CLASS_LIKE = /^-?[a-z@[(][\w\-./[\]()%#,=&>~*'+]*$/;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The part after the last variant separator (a ':' outside brackets and parentheses). */
function withoutVariants(word) {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) start = i + 1;
  }
  return word.slice(start).replace(/^!|!$/g, "");
}

export function baseClassTokens(root = "web") {
  const tokens = new Set();
  for (const file of files(root)) {
    for (const m of readFileSync(file, "utf8").matchAll(LITERAL)) {
      const text = (m[1] ?? m[2] ?? m[3]).replace(/\$\{[^}]*\}/g, " ");
      for (const word of text.split(/\s+/)) {
        const base = withoutVariants(word);
        if (CLASS_LIKE.test(base)) tokens.add(base);
      }
    }
  }
  return [...tokens].sort();
}
