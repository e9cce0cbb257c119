import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Makes every query under `queryKey` read the server again after a write it may show.
 *
 * `invalidateQueries` alone is not enough: a query whose first fetch is still under way (a list
 * whose search changed while the write was sent) keeps that fetch, and its answer may have been
 * read before the write: TanStack Query only restarts fetches of queries that already hold data.
 * A deleted row then stayed listed. Cancelling those fetches first makes them read again.
 */
export async function refreshAfterWrite(
  queryClient: QueryClient,
  queryKey: QueryKey,
  { exact = false }: { exact?: boolean } = {},
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact });
  await queryClient.invalidateQueries({ queryKey, exact });
}

/**
 * After a live update (a message or a receipt from the socket) was written into the cache: a
 * read of `queryKey` still under way, such as the one every join of the channel starts, may have
 * been answered before that change, and its answer, landing after the update, would drop it (an
 * unread count one short until the next change). Such a read is cancelled, which keeps the
 * update, and made again; the new read starts after the change was committed.
 */
export function rereadIfUnderWay(queryClient: QueryClient, queryKey: QueryKey): void {
  // That one query only: the keys under it (a list's searches) are the caller's to refresh.
  if (queryClient.isFetching({ queryKey, exact: true }) > 0)
    void refreshAfterWrite(queryClient, queryKey, { exact: true });
}
