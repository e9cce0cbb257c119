// After `npm run build`: every script and stylesheet of dist/web/assets worth compressing has
// its Brotli (.br) and gzip (.gz) copy beside it, and both decode to the file itself, so the
// server can send them as they are (decision 044). Fails with the list of what is wrong.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

const dir = path.join("dist", "web", "assets");
// The build compresses files from 1 KiB (vite.config.ts) and keeps a copy only when smaller.
const THRESHOLD = 1024;
const files = readdirSync(dir).filter((f) => /\.(js|css)$/.test(f));
const wrong = [];
let checked = 0;
for (const file of files) {
  const original = readFileSync(path.join(dir, file));
  if (original.length <= THRESHOLD) continue;
  checked += 1;
  for (const [ext, decode] of [
    [".br", brotliDecompressSync],
    [".gz", gunzipSync],
  ]) {
    const copy = path.join(dir, file + ext);
    if (!existsSync(copy)) wrong.push(`${file}${ext} is missing`);
    else if (!decode(readFileSync(copy)).equals(original))
      wrong.push(`${file}${ext} does not decode to ${file}`);
  }
}
if (checked === 0)
  wrong.push(`no script or stylesheet over ${THRESHOLD} bytes in ${dir}: was the app built?`);
if (wrong.length) {
  console.error(`compressed build:\n  ${wrong.join("\n  ")}`);
  process.exit(1);
}
console.info(
  `compressed build: ${checked} scripts and stylesheets have .br and .gz copies that decode to them`,
);
