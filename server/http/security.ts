import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import type { App } from "../deps";

/**
 * Strict Content-Security-Policy: no inline script at all, nothing from other origins but
 * images. A server-rendered page holds none: React streams no script into it (the page is
 * complete before it is sent), its data blocks are JSON, and its scripts are requested by a
 * static file (server/pages/scripts-after-paint.ts). So the header is the same for every
 * response and a kept page is the same bytes for every visitor (decision 099).
 */
const HELMET_OPTIONS: HelmetOptions = {
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
};

/**
 * The headers helmet sets with these options, worked out once. None of them depends on the
 * request (no nonce, no per-request directive), so every response gets the same ones; the
 * Fastify plugin built helmet's middleware again for every request, directives parsed and
 * all, a few per cent of the event loop under load (decision 140).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      if (typeof value !== "string") throw new Error(`helmet set ${name} to a non-string value`);
      headers.push([name, value]);
    },
    // X-Powered-By: Node's server never sends it; helmet removes it in case a framework did.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export async function registerSecurityHeaders(app: App) {
  const headers = securityHeaders();
  app.addHook("onRequest", (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
