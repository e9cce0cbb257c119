import { useListPage } from "@/lib/use-list-page";

export type EventsTab = "upcoming" | "past";

/**
 * /events' tab and page in the address (issue 22): `/events?tab=past&page=2` is a page a
 * crawler, a shared link or a tap before hydration reaches; the server renders it.
 */
export function useEventsParams() {
  const { page, params, setParams, toFirstPage, hrefFor } = useListPage("/events");
  const tab: EventsTab = params.get("tab") === "past" ? "past" : "upcoming";
  /** Another tab starts at its first page; the address is replaced (as the House Cup's tabs). */
  const selectTab = (next: string) => setParams(next === "past" ? { tab: "past" } : {}, { replace: true });
  return { tab, page, selectTab, toFirstPage, hrefFor };
}

export const eventsTabHref = (tab: EventsTab) => (tab === "past" ? "/events?tab=past" : "/events");
