// After `npm run build`: the JavaScript budget of the public pages (issue 12). For each public
// route, the scripts a browser loads before the page is idle are the entry (index.html's
// module script) with every chunk it imports statically, plus the route's lazily loaded screen
// with every chunk that imports statically; read from Vite's manifest (dist/web/.vite/
// manifest.json), measured gzip-compressed (level 9, as the build's .gz copies). Fails when a
// route exceeds BUDGET_BYTES (every route is within it since decision 087; decisions 056, 080
// and 086 brought it down), or when the admin area, the messages screen or the profile editor
// end up in a public route's scripts. Prints the figure per route.
//   node scripts/check-js-budget.mjs [--json]
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const BUDGET_BYTES = 123_000; // 120 kB until issue 21 (decision 098), 121 kB until issues 25-28, 122 kB until their third session (decision 117)
const webDist = path.join("dist", "web");
const manifest = JSON.parse(readFileSync(path.join(webDist, ".vite", "manifest.json"), "utf8"));

/**
 * The public routes of spec §2 and the screen module each one loads (web/routes.tsx); the
 * server preloads the same chunks on those pages (server/pages/route-preloads.ts).
 */
export const PUBLIC_ROUTES = JSON.parse(readFileSync("contract/public-page-screens.json", "utf8"));
/** Chunks that must stay out of every public page: they load only where they are used. */
const OWN_CHUNKS = {
  "admin area": "web/screens/admin/AdminArea.tsx",
  "messages screen": "web/screens/messages/MessagesScreen.tsx",
  "profile editor": "web/screens/my-profile/ProfileScreen.tsx",
};

function chunk(key) {
  const c = manifest[key];
  if (!c) throw new Error(`${key} is not in the build manifest: has the route table changed?`);
  return c;
}

/** The chunk's file and every file it imports statically, transitively (manifest keys). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk(key).imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith("index.html"));
if (!entryKey) throw new Error("no index.html entry in the build manifest");
const gzipCache = new Map();
const gzipBytes = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** The files a public route loads before idle, in load order (entry first). */
export function routeScripts(route) {
  const keys = new Set([...staticClosure(entryKey), ...staticClosure(PUBLIC_ROUTES[route])]);
  return [...keys].map((k) => chunk(k).file).filter((f) => f.endsWith(".js"));
}

const ownFiles = Object.fromEntries(Object.entries(OWN_CHUNKS).map(([name, key]) => [name, chunk(key).file]));
const failures = [];
const rows = [];
for (const route of Object.keys(PUBLIC_ROUTES)) {
  const files = routeScripts(route);
  const bytes = files.reduce((sum, f) => sum + gzipBytes(f), 0);
  rows.push({ route, bytes, files, limit: BUDGET_BYTES });
  if (bytes > BUDGET_BYTES) failures.push(`${route}: ${bytes} bytes of JavaScript (gzip) > ${BUDGET_BYTES}`);
  for (const [name, file] of Object.entries(ownFiles))
    if (files.includes(file))
      failures.push(`${route} loads the ${name} (${file}); it must stay its own chunk`);
}

if (process.argv.includes("--json")) console.log(JSON.stringify(rows));
else {
  for (const { route, bytes, files, limit } of rows)
    console.log(
      `js budget: ${route.padEnd(12)} ${(bytes / 1000).toFixed(1).padStart(6)} kB gzip in ${String(files.length).padStart(2)} files (limit ${limit / 1000} kB)`,
    );
  console.log(`js budget: at most ${(BUDGET_BYTES / 1000).toFixed(0)} kB per public route`);
}
if (failures.length) {
  console.error(`JavaScript budget exceeded:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
