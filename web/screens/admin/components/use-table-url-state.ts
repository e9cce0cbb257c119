import { useEffect, useState } from "react";
import { useSearchParams } from "@/lib/router";

export type SortDir = "asc" | "desc";

/** What an admin table keeps in its URL: the search text, its filters, the sort and the page. */
export interface TableDefaults<S extends string, F extends string> {
  sort: S;
  dir: SortDir;
  /** Filter names and their "everything" value (left out of the URL). */
  filters?: Record<F, string>;
  /** Sort fields whose first click sorts descending (dates: newest first). */
  descFirst?: readonly S[];
}

/**
 * The one state hook of the admin tables (issue 13): search (debounced), filters, sort and page
 * live in the URL's query string, so View → Back (button or browser) finds the list where it
 * was, and a link can open a list filtered (the dashboard's 'Pending Events'). Every change
 * replaces the history entry (typing does not fill the Back stack); changing the search, a
 * filter or the sort returns to page 1.
 */
export function useTableUrlState<S extends string, F extends string = never>(defaults: TableDefaults<S, F>) {
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const [searchText, setSearchText] = useState(search);
  const sort = (params.get("sort") as S | null) ?? defaults.sort;
  const dir = (params.get("dir") as SortDir | null) ?? defaults.dir;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const filters = Object.fromEntries(
    Object.entries<string>(defaults.filters ?? ({} as Record<F, string>)).map(([k, all]) => [
      k,
      params.get(k) ?? all,
    ]),
  ) as Record<F, string>;

  const update = (changes: Record<string, string | null>, keepPage = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === "") next.delete(k);
          else next.set(k, v);
        }
        if (!keepPage) next.delete("page");
        return next;
      },
      { replace: true },
    );

  // The search box writes to the URL 300 ms after the last key (back to page 1).
  useEffect(() => {
    const text = searchText.trim();
    if (text === search) return;
    const t = setTimeout(
      () =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (text) next.set("q", text);
            else next.delete("q");
            next.delete("page");
            return next;
          },
          { replace: true },
        ),
      300,
    );
    return () => clearTimeout(t);
  }, [searchText, search, setParams]);

  return {
    /** The list endpoint's query string: search, sort, dir, page and the filters. */
    // A filter at its "everything" value is left out (the server's default is the same).
    params: {
      search,
      sort,
      dir,
      page,
      ...Object.fromEntries(Object.entries(filters).filter(([k, v]) => v !== defaults.filters?.[k as F])),
    } as Record<string, string | number>,
    search,
    searchText,
    setSearchText,
    sort,
    dir,
    page,
    filters,
    setFilter: (name: F, value: string) =>
      update({ [name]: value === defaults.filters?.[name] ? null : value }),
    sortBy: (field: S) => {
      const nextDir: SortDir =
        field === sort
          ? dir === "asc"
            ? "desc"
            : "asc"
          : defaults.descFirst?.includes(field)
            ? "desc"
            : "asc";
      update({
        sort: field === defaults.sort && nextDir === defaults.dir ? null : field,
        dir: field === defaults.sort && nextDir === defaults.dir ? null : nextDir,
      });
    },
    setPage: (p: number) => update({ page: p > 1 ? String(p) : null }, true),
  };
}

/** The sort state a SortHeader reads and changes. */
export type TableSort<S extends string> = { sort: S; dir: SortDir; sortBy: (field: S) => void };
