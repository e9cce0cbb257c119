import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/client";

/**
 * The query cache handed from the server's render to the browser (issue 12): a JSON data
 * block `<script type="application/json" id="query-state">` (never executed, so the strict
 * CSP holds), read before the app hydrates so no screen fetches what the page already shows.
 * Failed queries travel too (a missing profile renders 'Profile not found' on both sides),
 * their ApiError as its fields.
 */
export const QUERY_STATE_ID = "query-state";

interface SerializedApiError {
  __apiError: {
    status: number;
    code: string;
    message: string;
    fields: Record<string, string>;
    fromServer: boolean;
  };
}

export function dehydrateQueryState(client: QueryClient): string {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) => q.state.status === "success" || q.state.status === "error",
    shouldRedactErrors: () => false,
  });
  for (const q of state.queries) {
    const error = q.state.error;
    if (error instanceof ApiError) {
      const { status, code, message, fields, fromServer } = error;
      (q.state as { error: unknown }).error = { __apiError: { status, code, message, fields, fromServer } };
    }
  }
  // Inside a <script> element: no "</script>" or "<!--" may appear in the text.
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

/** Fills `client` from the page's data block; false when the page has none (not server-rendered). */
export function hydrateQueryState(client: QueryClient): boolean {
  const element = document.getElementById(QUERY_STATE_ID);
  if (!element?.textContent) return false;
  const state = JSON.parse(element.textContent) as DehydratedState;
  // A visitor's page may have been kept since it was rendered (decision 099); it is still true
  // (any write empties it), so its data counts as fresh from now, not refetched once hydrated.
  const now = Date.now();
  for (const q of state.queries) {
    if (q.state.dataUpdatedAt) q.state.dataUpdatedAt = now;
    const error = q.state.error as SerializedApiError | null;
    if (error && typeof error === "object" && "__apiError" in error) {
      (q.state as { error: unknown }).error = new ApiError(error.__apiError);
    }
  }
  hydrate(client, state);
  return true;
}
