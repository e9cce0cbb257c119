import helmet from "@fastify/helmet";
import type { App } from "../deps";

/**
 * Strict Content-Security-Policy: no inline script at all, nothing from other origins but
 * images. A server-rendered page holds none: React streams no script into it (the page is
 * complete before it is sent), its data blocks are JSON, and its scripts are requested by a
 * static file (server/pages/scripts-after-paint.ts). So the header is the same for every
 * response and a kept page is the same bytes for every visitor (decision 099).
 */
export async function registerSecurityHeaders(app: App) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set styles at run time; no script can run from a style.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
