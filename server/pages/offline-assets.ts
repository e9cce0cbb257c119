import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Screens not worth keeping for offline use: the admin area needs the network for all it does. */
const NOT_OFFLINE = /^web\/screens\/(admin|admin-bootstrap)\//;

/**
 * The scripts and styles of the screens a visitor or member can open (each lazily loaded
 * screen with the chunks it imports), read from the build manifest. The app shell lists them
 * so the service worker keeps them: opened offline at /events, the shell can then load the
 * Events screen (which the visitor may never have opened online) and show its error state
 * instead of failing to load the screen at all. Empty without a manifest (a development build).
 */
export function offlineAssets(webDist: string): string[] {
  const file = path.join(webDist, ".vite", "manifest.json");
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && chunk.src?.startsWith("web/screens/") && !NOT_OFFLINE.test(chunk.src))
      visit(key);
  }
  return [...files].sort();
}
