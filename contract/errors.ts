/** The one error shape every API response uses (DESIGN.md §4). */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA",
  "BAD_ORIGIN",
  "INTERNAL",
  "UNAVAILABLE",
  // The person a message is for cannot receive messages now (account deleted, messages turned
  // off): the message says why, and the chat closes its composer (issue 21, decision 094).
  "RECIPIENT_UNAVAILABLE",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
  };
}
