import type { ApiErrorBody, ErrorCode } from "../contract/errors";

/** An error we mean to show the user: stable code, HTTP status, message, optional per-field messages. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
    /** Seconds after which trying again may work: sent as Retry-After (429, 503). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AppError";
  }

  toBody(): ApiErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError("VALIDATION_FAILED", message, 400, fields);
export const unauthenticated = (message: string) => new AppError("UNAUTHENTICATED", message, 401);
export const forbidden = (message: string) => new AppError("FORBIDDEN", message, 403);
export const notFound = (message: string) => new AppError("NOT_FOUND", message, 404);
export const conflict = (message: string) => new AppError("CONFLICT", message, 409);

/** PostgreSQL's unique_violation, for turning a race into a clear 409. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}
