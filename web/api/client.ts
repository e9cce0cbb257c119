import type { ApiErrorBody } from "@contract/errors";
import { GENERIC_MESSAGES } from "@contract/ui-text";

/**
 * The one fetch client of the web app. Paths are relative to /api/v1 ("/me" → /api/v1/me);
 * a path that already starts with /api/ is used as it is. Same-origin cookies carry the session.
 */
const API_PREFIX = "/api/v1";

/** Shown when the request never reached the server (offline, DNS, connection refused). */
export const NETWORK_ERROR_MESSAGE =
  "Unable to reach the server. Please check your connection and try again.";

export class ApiError extends Error {
  /** HTTP status; 0 when the request failed before any response. */
  readonly status: number;
  /** The server's stable error code (contract/errors.ts), "NETWORK_ERROR" or "UNKNOWN". */
  readonly code: string;
  /** Per-field messages of a VALIDATION_FAILED answer, keyed by request field name. */
  readonly fields: Record<string, string>;
  /** True when `message` came from the server's error body (fit to show to the user). */
  readonly fromServer: boolean;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
    fromServer?: boolean;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.fromServer = init.fromServer ?? false;
  }
}

/** The server's message when it sent one, else `fallback` (spec §8: "the server message or …"). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * `fetch`, or, while the server renders a page (server/pages/ssr.ts), the server's own
 * function that answers the call through the API itself for the viewer of that page.
 */
function transport(): typeof fetch {
  return (globalThis as { __ssrFetch?: typeof fetch }).__ssrFetch ?? fetch;
}

function url(path: string): string {
  if (path.startsWith("/api/")) return path;
  return `${API_PREFIX}${path.startsWith("/") ? path : `/${path}`}`;
}

function fallbackMessage(status: number): string {
  if (status === 401) return GENERIC_MESSAGES.signInRequired;
  if (status === 403) return GENERIC_MESSAGES.forbidden;
  if (status === 404) return GENERIC_MESSAGES.notFound;
  if (status === 429) return GENERIC_MESSAGES.rateLimited;
  return GENERIC_MESSAGES.internal;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  // The server rejects an empty JSON body, so writes without data send {} (a DELETE sends a body only if given).
  const hasBody = method !== "GET" && !(method === "DELETE" && body === undefined);
  const payload = hasBody ? JSON.stringify(body ?? {}) : undefined;
  let response: Response;
  try {
    response = await transport()(url(path), {
      method,
      credentials: "same-origin",
      headers:
        payload === undefined
          ? { Accept: "application/json" }
          : { Accept: "application/json", "Content-Type": "application/json" },
      body: payload,
      signal: options?.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError({ status: 0, code: "NETWORK_ERROR", message: NETWORK_ERROR_MESSAGE });
  }

  const data = await readJson(response);
  if (!response.ok) {
    if (isErrorBody(data)) {
      throw new ApiError({
        status: response.status,
        code: data.error.code ?? "UNKNOWN",
        message: data.error.message,
        fields: data.error.fields,
        fromServer: true,
      });
    }
    throw new ApiError({
      status: response.status,
      code: "UNKNOWN",
      message: fallbackMessage(response.status),
    });
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("POST", path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("PATCH", path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("DELETE", path, body, options),
};
