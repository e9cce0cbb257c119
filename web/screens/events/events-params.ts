import { useCallback } from "react";
import { pageOfParam } from "@/components/ListPager";
import { useSearchParams } from "@/lib/router";

export type EventsTab = "upcoming" | "past";

/**
 * /events' tab and page in the address (issue 22): `/events?tab=past&page=2` is a page a
 * crawler, a shared link or a tap before hydration reaches; the server renders it.
 */
export function useEventsParams() {
  const [params, setParams] = useSearchParams();
  const tab: EventsTab = params.get("tab") === "past" ? "past" : "upcoming";
  const page = pageOfParam(params.get("page"));

  /** Another tab starts at its first page; the address is replaced (as the House Cup's tabs). */
  const selectTab = useCallback(
    (next: string) => setParams(next === "past" ? { tab: "past" } : {}, { replace: true }),
    [setParams],
  );
  /** Other filters are another list: back to its first page. */
  const toFirstPage = useCallback(() => {
    if (!params.has("page")) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete("page");
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  return { tab, page, params, selectTab, toFirstPage };
}

export const eventsTabHref = (tab: EventsTab) => (tab === "past" ? "/events?tab=past" : "/events");
