import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyReply } from "fastify";
import type { App } from "../deps";

/** This response's script nonce: React's inline scripts in a server-rendered page carry it. */
export function scriptNonce(reply: FastifyReply): string {
  const nonce = (reply.raw as ServerResponse & { scriptNonce?: string }).scriptNonce;
  if (!nonce) throw new Error("an API answer has no script nonce");
  return nonce;
}

/**
 * Strict Content-Security-Policy: no inline script, nothing from other origins but images.
 * The one exception is a per-response nonce (random, 128 bits) for the small inline scripts
 * React streams into a server-rendered page (issue 12); no other inline script can run.
 */
export async function registerSecurityHeaders(app: App) {
  app.addHook("onRequest", async (req, reply) => {
    // An API answer is never a page a script could run in: only pages pay for a nonce.
    if (req.url.startsWith("/api/")) return;
    (reply.raw as ServerResponse & { scriptNonce: string }).scriptNonce = randomBytes(16).toString("base64");
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => {
            const nonce = (res as ServerResponse & { scriptNonce?: string }).scriptNonce;
            return nonce ? `'nonce-${nonce}'` : "";
          },
        ],
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
