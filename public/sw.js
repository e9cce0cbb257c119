/*
 * The service worker (issue 12): a returning visitor on a bad connection gets the app at once.
 * It caches two things only:
 *   - the app shell: the bare page the server gives at /app-shell (no rendered content and no
 *     data, fetched without cookies), which the browser renders for whatever address it is
 *     opened at; refreshed at most hourly while online;
 *   - hashed build assets (/assets/*): immutable, so served from the cache first.
 * Pages are fetched from the network first; the cached shell answers only when the network
 * fails or takes longer than NETWORK_TIMEOUT_MS. API answers (/api/), uploads and anything else
 * are never cached or touched: they go to the network as if there were no worker.
 */
const SHELL_CACHE = "shell-v2";
const ASSET_CACHE = "assets-v1";
const SHELL_KEY = "/__shell";
const NETWORK_TIMEOUT_MS = 4000;
const SHELL_REFRESH_MS = 60 * 60 * 1000;
let shellFetchedAt = 0;

/** Fetches the bare shell (server/pages/spa.ts APP_SHELL_PATH), caches it with the assets it names. */
async function refreshShell() {
  shellFetchedAt = Date.now();
  const res = await fetch("/app-shell", { credentials: "omit", cache: "no-cache" });
  if (!res.ok) return;
  const html = await res.clone().text();
  const assets = [...new Set(html.match(/\/assets\/[^"'\s)]+/g) ?? [])];
  const assetCache = await caches.open(ASSET_CACHE);
  await assetCache.addAll(assets);
  await (await caches.open(SHELL_CACHE)).put(SHELL_KEY, res);
  // Assets of older builds that no longer appear are dropped, except lazily loaded ones
  // that a newer shell may still reach (same file name).
  const keep = new Set(assets.map((a) => new URL(a, self.location.origin).href));
  for (const req of await assetCache.keys()) {
    const cached = await assetCache.match(req);
    const date = Date.parse(cached?.headers.get("date") ?? "");
    if (!keep.has(req.url) && Number.isFinite(date) && Date.now() - date > 30 * 86_400_000) {
      await assetCache.delete(req);
    }
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(refreshShell().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n !== SHELL_CACHE && n !== ASSET_CACHE).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

async function assetFirstFromCache(request) {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) await cache.put(request, res.clone());
  return res;
}

async function pageFromNetwork(event) {
  const network = fetch(event.request);
  const timeout = new Promise((resolve) => setTimeout(resolve, NETWORK_TIMEOUT_MS, null));
  const first = await Promise.race([network.catch(() => null), timeout]);
  if (first) {
    if (Date.now() - shellFetchedAt > SHELL_REFRESH_MS)
      event.waitUntil(refreshShell().catch((err) => console.warn("app shell refresh failed", err)));
    return first;
  }
  const shell = await (await caches.open(SHELL_CACHE)).match(SHELL_KEY);
  // No shell cached yet: wait for the network after all (its own error if it fails).
  return shell ?? network;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(assetFirstFromCache(request));
  } else if (request.mode === "navigate" && !url.pathname.startsWith("/api/")) {
    event.respondWith(pageFromNetwork(event));
  }
  // Everything else (API, uploads, sitemap …) is not intercepted.
});
