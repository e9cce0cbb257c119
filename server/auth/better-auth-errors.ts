import type { ApiErrorBody, ErrorCode } from "../../contract/errors";
import { AUTH_MESSAGES, GENERIC_MESSAGES } from "../../contract/ui-text";

/** Better Auth's error body: `{ code, message }`, and `fields` when our password hook refused. */
interface BetterAuthError {
  code?: unknown;
  message?: unknown;
  fields?: unknown;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "VALIDATION_FAILED",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA",
  422: "VALIDATION_FAILED",
  429: "RATE_LIMITED",
};

/** Better Auth's own words where ours are clearer for the person holding a mailed link. */
const MESSAGE_BY_CODE: Record<string, string> = {
  INVALID_TOKEN: AUTH_MESSAGES.invalidLink,
  TOKEN_EXPIRED: AUTH_MESSAGES.invalidLink,
};

/**
 * Turns a Better Auth error answer into the portal's one error shape (DESIGN.md §4), so the
 * browser reads every failure the same way. A 5xx keeps only the generic message.
 */
export function toApiErrorBody(status: number, body: object | null): ApiErrorBody {
  if (status >= 500) return { error: { code: "INTERNAL", message: GENERIC_MESSAGES.internal } };
  const their = (body ?? {}) as BetterAuthError;
  const theirCode = typeof their.code === "string" ? their.code : "";
  const theirMessage = typeof their.message === "string" && their.message ? their.message : null;
  const code: ErrorCode =
    theirCode === "VALIDATION_FAILED" ? "VALIDATION_FAILED" : (CODE_BY_STATUS[status] ?? "VALIDATION_FAILED");
  const message =
    MESSAGE_BY_CODE[theirCode] ?? theirMessage?.replace(/^\[body\] /, "") ?? GENERIC_MESSAGES.internal;
  const fields = isStringRecord(their.fields) ? their.fields : undefined;
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" && value !== null && Object.values(value).every((v) => typeof v === "string")
  );
}
