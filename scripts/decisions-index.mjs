// Rewrites the table of docs/decisions/README.md from the records themselves (number, title,
// status line), so the index never disagrees with the files. Run after adding a record:
// `node scripts/decisions-index.mjs && npx biome check --write docs/decisions/README.md`.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const dir = path.join(import.meta.dirname, "..", "docs", "decisions");
const readme = path.join(dir, "README.md");
const rows = readdirSync(dir)
  .filter((f) => /^\d{3}-.*\.md$/.test(f))
  .sort()
  .map((file) => {
    const text = readFileSync(path.join(dir, file), "utf8");
    const number = file.slice(0, 3);
    const heading = text.match(/^# (.+)$/m)?.[1] ?? file;
    const title = heading.replace(/^\d{3}\s*[—–-]\s*/, "").trim();
    const status = text.match(/Status:\s*(.+)$/m)?.[1]?.trim() ?? "Accepted";
    return `| [${number}](${file}) | ${title.replace(/\|/g, "\\|")} | ${status.replace(/\|/g, "\\|")} |`;
  });
const current = readFileSync(readme, "utf8");
const intro = current.slice(0, current.indexOf("| No."));
writeFileSync(readme, `${intro}| No. | Decision | Status |\n| --- | --- | --- |\n${rows.join("\n")}\n`);
