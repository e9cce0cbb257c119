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
  /** Another tab of the same filters, at its first page. */
  const tabParams = (next: string) => {
    const to = new URLSearchParams(params);
    if (next === "past") to.set("tab", "past");
    else to.delete("tab");
    to.delete("page");
    return to;
  };
  const tabHref = (next: string) => listPageHref("/events", tabParams(next), 1);
  /** The address is replaced (as the House Cup's tabs). */
  const selectTab = (next: string) => setParams(tabParams(next), { replace: true });
  return { ...list, tab, selectTab, tabHref };
}
