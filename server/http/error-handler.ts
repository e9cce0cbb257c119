import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorCode } from "../../contract/errors";
import { GENERIC_MESSAGES } from "../../contract/ui-text";
import { isDatabaseUnavailable } from "../db/unavailable";
import { AppError } from "../errors";

/** How long a client should wait before trying again while the database is out of reach. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The one error format (DESIGN.md §4). A user's mistake is a 4xx with a specific message;
 * anything unexpected is logged and hidden behind a generic 500.
 */
export function errorHandler(err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    if (err.retryAfter !== undefined) reply.header("retry-after", String(err.retryAfter));
    return reply.status(err.status).send(err.toBody());
  }

  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, string> = {};
    for (const issue of err.validation) {
      const key = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
      fields[key] ??= issue.message ?? "Invalid value";
    }
    const first = err.validation[0]?.message ?? "Invalid request";
    return reply.status(400).send({ error: { code: "VALIDATION_FAILED", message: first, fields } });
  }

  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code: ErrorCode =
      status === 429
        ? "RATE_LIMITED"
        : status === 413
          ? "PAYLOAD_TOO_LARGE"
          : status === 415
            ? "UNSUPPORTED_MEDIA"
            : status === 404
              ? "NOT_FOUND"
              : "VALIDATION_FAILED";
    const message = status === 429 ? GENERIC_MESSAGES.rateLimited : err.message;
    return reply.status(status).send({ error: { code, message } });
  }

  if (isDatabaseUnavailable(err)) {
    req.log.warn({ err }, "database unavailable");
    return reply
      .status(503)
      .header("retry-after", String(RETRY_AFTER_SECONDS))
      .send({ error: { code: "UNAVAILABLE", message: GENERIC_MESSAGES.unavailable } });
  }
  req.log.error({ err }, "unhandled error");
  return reply.status(500).send({ error: { code: "INTERNAL", message: GENERIC_MESSAGES.internal } });
}

/** Errors raised before routing (a path the router cannot decode, a stray '%'): the same shape. */
export function frameworkErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode ?? 400;
  if (status >= 500) {
    return reply.status(500).send({ error: { code: "INTERNAL", message: GENERIC_MESSAGES.internal } });
  }
  return reply
    .status(status)
    .send({ error: { code: "VALIDATION_FAILED", message: GENERIC_MESSAGES.badUrl } });
}
