import type { NewsArticleResponse, NewsListResponse } from "@contract/news";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "./client";

/** Published news; with `page`, that page of the list and `found` (issue 22: /news a page at a time). */
export function useNewsQuery(params: { search?: string; category?: string; page?: number }) {
  const qs = new URLSearchParams();
  if (params.search) qs.set("search", params.search);
  if (params.category) qs.set("category", params.category);
  if (params.page) qs.set("page", String(params.page));
  return useQuery({
    queryKey: ["news", params],
    queryFn: ({ signal }) => api.get<NewsListResponse>(`/news?${qs.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/** One published article (the article page). A 404 is final: it is not retried. */
export function useNewsArticleQuery(id: string | undefined) {
  return useQuery({
    queryKey: ["news", "article", id],
    queryFn: ({ signal }) =>
      api.get<NewsArticleResponse>(`/news/${encodeURIComponent(id ?? "")}`, { signal }),
    enabled: Boolean(id),
  });
}
