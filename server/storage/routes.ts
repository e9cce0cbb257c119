import { createHash } from "node:crypto";
import type { RoutesPlugin } from "../deps";
import { notFound } from "../errors";
import { UPLOADS_URL_PREFIX } from "./storage";

/** Keys are never reused (they carry a timestamp), so a file can be cached for a year. */
export const UPLOADS_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** A strong validator of the bytes themselves, whichever store holds them. */
export function etagOf(body: Buffer): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Serves uploaded files (avatars) from whichever store is configured, with an ETag (304 when it matches). */
export const uploadsRoutes: RoutesPlugin = (app, { storage }) => {
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { "*": string })["*"];
    const file = await storage.get(key);
    if (!file) throw notFound("File not found");
    const etag = etagOf(file.body);
    reply.header("cache-control", UPLOADS_CACHE_CONTROL).header("etag", etag);
    if (ifNoneMatchHits(req.headers["if-none-match"], etag)) return reply.status(304).send();
    return reply.header("x-content-type-options", "nosniff").type(file.contentType).send(file.body);
  });
};
