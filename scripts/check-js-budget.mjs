// After `npm run build`: the JavaScript budget of the public pages (issue 12). For each public
// route, the scripts a browser loads before the page is idle are the entry (index.html's
// module script) with every chunk it imports statically, plus the route's lazily loaded screen
// with every chunk that imports statically; read from Vite's manifest (dist/web/.vite/
// manifest.json), measured gzip-compressed (level 9, as the build's .gz copies). Fails when a
// route exceeds BUDGET_BYTES (or, for a route not yet brought within it, its recorded ceiling
// in OVER_BUDGET_CEILINGS, which may only go down; see decisions 056 and 080), or when the admin area, the messages screen or the profile
// editor end up in a public route's scripts. Prints the figure per route.
//   node scripts/check-js-budget.mjs [--json]
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const BUDGET_BYTES = 120_000;
const webDist = path.join("dist", "web");
const manifest = JSON.parse(readFileSync(path.join(webDist, ".vite", "manifest.json"), "utf8"));

/**
 * Routes not yet within the budget, each with the most it may load (gzip bytes) until it is:
 * the figure measured, rounded up to the next 5 kB (room for a small change elsewhere). Set
 * when the check came in (decision 056), lowered by decision 080 (entry 144.6 -> 124 kB) and
 * decision 086 (own tabs and avatar, a sign-in form without react-hook-form, the texts split
 * per screen: entry 119 kB, 404 within budget). What is left of the entry is React DOM, React
 * Router, TanStack Query and tailwind-merge (decision 086 says why those stay for now). A
 * route that grows past its ceiling fails; a route that reaches the budget is taken off.
 */
const OVER_BUDGET_CEILINGS = {
  "/": 135_000,
  "/alumni": 130_000,
  "/alumni/{id}": 125_000,
  "/events": 135_000,
  "/news": 130_000,
  "/news/{id}": 125_000,
  "/house-cup": 125_000,
  "/auth": 130_000,
};

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
  const limit = Math.max(BUDGET_BYTES, OVER_BUDGET_CEILINGS[route] ?? 0);
  rows.push({ route, bytes, files, limit });
  if (bytes > limit) failures.push(`${route}: ${bytes} bytes of JavaScript (gzip) > ${limit}`);
  else if (OVER_BUDGET_CEILINGS[route] && bytes <= BUDGET_BYTES)
    failures.push(`${route} is within the budget now: take it off OVER_BUDGET_CEILINGS`);
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
