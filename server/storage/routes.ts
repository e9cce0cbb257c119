import type { RoutesPlugin } from "../deps";
import { notFound } from "../errors";
import { UPLOADS_URL_PREFIX } from "./storage";

/** Serves uploaded files (avatars) from whichever store is configured; keys are never reused. */
export const uploadsRoutes: RoutesPlugin = (app, { storage }) => {
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { "*": string })["*"];
    const file = await storage.get(key);
    if (!file) throw notFound("File not found");
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .type(file.contentType)
      .send(file.body);
  });
};
