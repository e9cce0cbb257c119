import type { FastifyReply, FastifyRequest } from "fastify";
import { GENERIC_MESSAGES } from "../../contract/messages";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for cookie-authenticated writes: a state-changing request that carries
 * cookies must come from one of our own origins (Origin header, or Referer as a fallback).
 */
export function originCheck(trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith("/api/") || !req.headers.cookie) return;
    const origin = req.headers.origin ?? refererOrigin(req.headers.referer);
    if (origin && trusted.has(origin)) return;
    return reply.status(403).send({ error: { code: "BAD_ORIGIN", message: GENERIC_MESSAGES.badOrigin } });
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  return new URL(referer).origin;
}
