import type { FastifyReply, FastifyRequest } from "fastify";

export const NUL_MESSAGE = "Text may not contain the NUL character.";

/**
 * PostgreSQL text cannot hold U+0000: a query or body string with one would reach the
 * database and come back as a 500. Every route is guarded here, before validation, so such
 * a request is a 400 whatever the route (its body, query string or path parameters).
 */
export async function rejectNulCharacters(req: FastifyRequest, reply: FastifyReply) {
  if (!hasNul(req.query) && !hasNul(req.params) && !hasNul(req.body)) return;
  return reply.status(400).send({ error: { code: "VALIDATION_FAILED", message: NUL_MESSAGE } });
}

/** Walks strings, arrays and plain objects (keys included) without recursion. */
function hasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.includes("\u0000")) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === "object" && !Buffer.isBuffer(v)) {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes("\u0000")) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
