import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Makes every query under `queryKey` read the server again after a write it may show.
 *
 * `invalidateQueries` alone is not enough: a query whose first fetch is still under way (a list
 * whose search changed while the write was sent) keeps that fetch, and its answer may have been
 * read before the write: TanStack Query only restarts fetches of queries that already hold data.
 * A deleted row then stayed listed. Cancelling those fetches first makes them read again.
 */
export async function refreshAfterWrite(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
