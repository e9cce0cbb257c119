import { LIMITS, MAX_LIST_PAGE } from "@contract/constants";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "@/lib/router";
import { useDebouncedValue } from "@/lib/use-debounced-value";

/** The `?page=` asked for: a whole number from 1 to `max`; anything else is the first page. */
export function pageOfParam(raw: string | null, max = MAX_LIST_PAGE): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= max ? page : 1;
}

/** `?page=N` set on a list's address (page 1 is the address without it), its other parameters kept. */
export function listPageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * A paged list's page, kept in the address (issue 22, decision 131): `/news?page=2` is a page a
 * crawler, a shared link or a tap before hydration reaches, and the server renders it.
 * `toFirstPage` is for a new search or filter (another list): it replaces the address.
 */
export function useListPage(pathname: string, maxPage = MAX_LIST_PAGE) {
  const [params, setParams] = useSearchParams();
  const page = pageOfParam(params.get("page"), maxPage);
  const toFirstPage = () => {
    // The same parameters without `page` (listPageHref of page 1, without its leading "?").
    if (params.has("page")) setParams(listPageHref("", params, 1).slice(1), { replace: true });
  };
  const hrefFor = (n: number) => listPageHref(pathname, params, n);
  return { page, params, setParams, toFirstPage, hrefFor };
}

/** The address after a change of some filters: blank ones removed, and back to the first page. */
export function withFilters<K extends string>(
  params: URLSearchParams,
  patch: Partial<Record<K, string>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, raw] of Object.entries(patch) as Array<[K, string | undefined]>) {
    // The search is kept as typed (a trailing space is not taken from under the cursor).
    if (raw?.trim()) next.set(key, key === "search" ? raw : raw.trim());
    else next.delete(key);
  }
  // Another search or filter is another list: it starts at its first page.
  next.delete("page");
  return next;
}

/**
 * A public list's search and filters in its address (issue 22, decisions 131 and 133), for the
 * directory, /events and /news alike: `/news?search=…&category=…` is a list a link, a bookmark,
 * a crawler or a GET form sent before the script arrives reaches, and the server renders it.
 * `limits` names the query parameters it owns (one of them `search`), each with the longest value
 * the API takes; other parameters (the page, /events' tab) are left as they are. The search box's
 * text follows the address (the header search, Back) and is written to it once typing pauses,
 * replacing the history entry; a filter chosen adds one. `asked` is what the API is asked: a
 * shared link may carry more than it takes, and the list is asked for the value's start (the
 * same answer, an empty list for a name no list holds) rather than failing.
 */
export function useListFilters<K extends string>(
  pathname: string,
  limits: Readonly<Record<"search" | K, number>>,
  maxPage?: number,
) {
  type Filters = Record<"search" | K, string>;
  const keys = Object.keys(limits) as Array<"search" | K>;
  const { page, params, setParams, hrefFor } = useListPage(pathname, maxPage);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `limits` is a constant of the screen
  const filters = useMemo(
    () => Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ""])) as Filters,
    [params],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `limits` is a constant of the screen
  const asked = useMemo(
    () =>
      Object.fromEntries(
        keys.map((k) => [k, filters[k].trim().slice(0, limits[k]).trim() || undefined]),
      ) as Partial<Filters>,
    [filters],
  );

  const update = useCallback(
    (patch: Partial<Filters>, opts: { replace?: boolean } = {}) =>
      setParams((prev) => withFilters(prev, patch), { replace: opts.replace ?? false }),
    [setParams],
  );

  const [text, setText] = useState(filters.search);
  const [lastUrlSearch, setLastUrlSearch] = useState(filters.search);
  if (filters.search !== lastUrlSearch) {
    setLastUrlSearch(filters.search);
    setText(filters.search);
  }
  const typed = useDebouncedValue(text, LIMITS.headerSearchDebounceMs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the typed text settles
  useEffect(() => {
    if (typed !== filters.search) update({ search: typed } as Partial<Filters>, { replace: true });
  }, [typed]);

  /** Every filter of the list off (its other parameters, such as a tab, kept). */
  const clear = () => {
    setText("");
    update(Object.fromEntries(keys.map((k) => [k, ""])) as Partial<Filters>);
  };
  return {
    filters,
    asked,
    update,
    clear,
    /** Whether any filter is on, or text is typed: what 'Clear' has to clear. */
    active: text !== "" || keys.some((k) => filters[k] !== ""),
    text,
    setText,
    page,
    params,
    setParams,
    hrefFor,
  };
}
