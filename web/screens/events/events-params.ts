import { LIMITS } from "@contract/constants";
import { listPageHref, useListFilters } from "@/lib/use-list-page";

export type EventsTab = "upcoming" | "past";

/** /events' search and filters, its query parameters (decision 133), and the longest value the API takes of each. */
const PARAMS = {
  search: LIMITS.searchTextMax,
  location: LIMITS.filterPlaceMax,
  category: LIMITS.filterNameMax,
} as const;

/**
 * /events' search, filters, tab and page in the address (issue 22, decisions 131 and 133):
 * `/events?search=…&category=…&tab=past&page=2` is a page a crawler, a shared link or a form
 * sent before hydration reaches; the server renders it.
 */
export function useEventsParams() {
  const list = useListFilters("/events", PARAMS);
  const { params, setParams } = list;
  const tab: EventsTab = params.get("tab") === "past" ? "past" : "upcoming";
  /** Another tab of the same filters, at its first page; the address is replaced (as the House Cup's tabs). */
  const selectTab = (next: string) => setParams(tabParams(params, next), { replace: true });
  const tabHref = (next: EventsTab) => listPageHref("/events", tabParams(params, next), 1);
  return { ...list, tab, selectTab, tabHref };
}

/** The address's parameters with `tab` set (Upcoming is the address without it). */
function tabParams(params: URLSearchParams, tab: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === "past") next.set("tab", "past");
  else next.delete("tab");
  return next;
}
