import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import compress from "@fastify/compress";
import type { FastifyRequest } from "fastify";
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

export type Encoding = "br" | "gzip";
const ENCODINGS: Encoding[] = ["br", "gzip"];

/** The encoding of ours the client prefers (Accept-Encoding), or null: sent as it is. */
export function acceptedEncoding(req: FastifyRequest): Encoding | null {
  const accepted = req.headers["accept-encoding"];
  return accepted ? (negotiate(accepted.toLowerCase(), ENCODINGS) as Encoding | null) : null;
}

/**
 * A body compressed once to be sent many times (a kept answer, a member's shell), with the
 * settings the plugin gives answers it compresses itself (Brotli quality 4). Sent with its
 * Content-Encoding set, so the plugin leaves it as it is.
 */
export function compressOnce(body: string, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(body);
}
