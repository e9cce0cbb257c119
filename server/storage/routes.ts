import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { RoutesPlugin } from "../deps";
import { uploadsDir } from "./storage";

/** Serves uploaded files (avatars) from DATA_DIR/uploads with long-lived caching: keys are never reused. */
export const uploadsRoutes: RoutesPlugin = async (app, deps) => {
  mkdirSync(uploadsDir(deps.config), { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir(deps.config),
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    maxAge: "365d",
    immutable: true,
  });
};
