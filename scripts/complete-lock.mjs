// Completes package-lock.json with the platform packages that the npm registry proxy of our
// build machines does not serve (it answers 404 for some other platforms' binaries, e.g.
// @biomejs/cli-darwin-arm64), so `npm install` leaves them out of the lock and `npm ci` then
// refuses the lock as "Missing: … from lock file" (npm/cli#9846). Each missing optional
// dependency gets an entry with its exact version and its os/cpu/libc read off its name, so
// every platform's `npm ci` accepts the lock and skips the binaries that are not its own.
// Run after `npm install` changes the lock: `node scripts/complete-lock.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const LOCK = "package-lock.json"; // run from the repository root
const lock = JSON.parse(readFileSync(LOCK, "utf8"));
const OS = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "sunos", "aix"];
const CPU = ["arm64", "x64", "arm", "ia32", "wasm32", "ppc64", "s390x", "riscv64", "loong64"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.includes("musl") ? "musl" : parts.includes("gnu") ? "glibc" : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    const nested = `${path}/node_modules/${dep}`;
    if (lock.packages[key] || lock.packages[nested]) continue;
    const { os, cpu, libc } = platformOf(dep);
    lock.packages[key] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: ${added} missing platform package(s) recorded`);
