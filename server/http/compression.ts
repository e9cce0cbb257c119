import compress from "@fastify/compress";
import type { App } from "../deps";

/** Dynamic answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses dynamic answers (API JSON, the HTML shell, CSV, calendars): Brotli when the
 * client accepts it, gzip otherwise, nothing without Accept-Encoding; `Vary: accept-encoding`
 * on every answer it compresses. Brotli at quality 4 (the plugin's recommendation), which
 * costs about as much CPU as gzip's default and still compresses better.
 *
 * Not compressed here (decision 044):
 * - the built web files: compressed once by the build (`.br`, `.gz` beside each file) and
 *   served by @fastify/static's `preCompressed`; they are registered before this plugin, so
 *   its per-route hook never sees them (see `buildApp`);
 * - WebSocket routes (the upgrade has no body to compress; messages are the socket's own);
 * - request bodies: nothing sends compressed bodies, so none are inflated (no zip bombs).
 */
export async function registerCompression(app: App) {
  // Runs before the plugin's own onRoute hook (same instance, added first).
  app.addHook("onRoute", (route) => {
    if ((route as { websocket?: boolean }).websocket) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD,
  });
}
