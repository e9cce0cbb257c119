import { MAX_LIST_PAGE } from "@contract/constants";
import { useSearchParams } from "@/lib/router";

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
export function useListPage(pathname: string) {
  const [params, setParams] = useSearchParams();
  const page = pageOfParam(params.get("page"));
  const toFirstPage = () => {
    // The same parameters without `page` (listPageHref of page 1, without its leading "?").
    if (params.has("page")) setParams(listPageHref("", params, 1).slice(1), { replace: true });
  };
  const hrefFor = (n: number) => listPageHref(pathname, params, n);
  return { page, params, setParams, toFirstPage, hrefFor };
}
