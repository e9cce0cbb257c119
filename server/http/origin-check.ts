import type { FastifyReply, FastifyRequest } from "fastify";
import { GENERIC_MESSAGES } from "../../contract/ui-text";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for cookie-authenticated writes: a state-changing request that carries
 * cookies must come from one of our own origins (Origin header, or Referer as a fallback).
 * "Our own" is PUBLIC_URL's origin, TRUSTED_ORIGINS, and the address the request itself was
 * sent to: a page served from http://127.0.0.1:3000 or a LAN address posts back to that same
 * address, and a browser never lets another site claim it (it sets Origin itself).
 */
export function originCheck(trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith("/api/") || !req.headers.cookie) return;
    const origin = req.headers.origin ?? refererOrigin(req.headers.referer);
    if (origin && isOwnOrigin(req, origin, trusted)) return;
    return reply.status(403).send({ error: { code: "BAD_ORIGIN", message: GENERIC_MESSAGES.badOrigin } });
  };
}

/** Is this Origin one of ours: a trusted origin, or the scheme and host the request was sent to? */
export function isOwnOrigin(req: FastifyRequest, origin: string, trusted: ReadonlySet<string>): boolean {
  return trusted.has(origin) || origin === requestOrigin(req);
}

/** The scheme and host this request was sent to (behind TRUST_PROXY, as the proxy says). */
function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  return new URL(referer).origin;
}
