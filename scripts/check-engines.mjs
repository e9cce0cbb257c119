// Keeps package.json's `engines` true: every package the lock installs on this platform must
// accept the lowest Node.js version we declare (the machines we run on have Node 20).
// Fails with the list of packages that want a newer Node, so a dependency bump cannot
// silently raise the real requirement.
import { readFileSync } from "node:fs";
import semver from "semver";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const lowest = semver.minVersion(pkg.engines.node);
const wrong = [];
// Other platforms' binaries are never installed here; this platform's are checked like the rest.
const forThisPlatform = (e) =>
  (!e.os || e.os.includes(process.platform)) && (!e.cpu || e.cpu.includes(process.arch));
for (const [path, entry] of Object.entries(lock.packages)) {
  const wants = entry.engines?.node;
  if (!path || !wants || !forThisPlatform(entry)) continue;
  if (!semver.satisfies(lowest, wants))
    wrong.push(`${path.replace(/^.*node_modules\//, "")}@${entry.version} wants node ${wants}`);
}
if (wrong.length) {
  console.error(
    `These packages do not run on Node ${lowest} (engines: ${pkg.engines.node}):\n  ${wrong.join("\n  ")}`,
  );
  process.exit(1);
}
console.info(`engines: every locked package accepts Node ${lowest}`);
