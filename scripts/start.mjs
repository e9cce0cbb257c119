// `npm start`: install (when needed), build (when sources changed), then run the server,
// which migrates, seeds an empty database and serves on PORT (default 3000).
import { execSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const run = (cmd) => execSync(cmd, { stdio: "inherit" });
const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

function newestIn(dir) {
  let newest = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(p) : statSync(p).mtimeMs);
  }
  return newest;
}

// A fresh clone installs exactly what the lock records; a checkout whose lock changed catches up.
if (!existsSync("node_modules")) {
  console.info("Installing dependencies…");
  run("npm ci --no-audit --no-fund");
} else if (mtime("node_modules/.package-lock.json") < mtime("package-lock.json")) {
  console.info("Installing dependencies…");
  run("npm install --no-audit --no-fund");
}
const sources = Math.max(
  newestIn("server"),
  newestIn("web"),
  newestIn("contract"),
  mtime("index.html"),
  mtime("package-lock.json"),
);
if (Math.min(mtime("dist/server/main.js"), mtime("dist/web/index.html")) < sources) {
  console.info("Building…");
  run("npm run build");
}
const server = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
