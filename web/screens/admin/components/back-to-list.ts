import { useLocation } from "@/lib/router";

/** What a table's View/Edit link carries: the list's address with its search, filters, sort and page. */
export interface FromList {
  backTo: string;
}

/** The state a row link passes on: where the list was (path and query string). */
export function useFromList(): FromList {
  const { pathname, search } = useLocation();
  return { backTo: `${pathname}${search}` };
}

/**
 * Where a detail page's 'Back to …' goes: the list exactly as it was left (issue 13), or the
 * list's first page when the page was opened directly.
 */
export function useBackTo(list: string): string {
  const state = useLocation().state as Partial<FromList> | null;
  return typeof state?.backTo === "string" && state.backTo.startsWith(list) ? state.backTo : list;
}
