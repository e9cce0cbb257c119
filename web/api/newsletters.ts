import type { NewsletterArchiveIssueResponse, NewsletterArchiveResponse } from "@contract/newsletter-archive";
import { useQuery } from "@tanstack/react-query";
import { api } from "./client";

/** The newsletter archive the viewer may read (a member's includes their audiences' issues). */
export function useNewsletterArchiveQuery() {
  return useQuery({
    queryKey: ["newsletters"],
    queryFn: ({ signal }) => api.get<NewsletterArchiveResponse>("/newsletters", { signal }),
    retry: 1,
  });
}

/** One archived issue (its own page, so a forwarded link works). A 404 is final: not retried. */
export function useNewsletterIssueQuery(id: string | undefined) {
  return useQuery({
    queryKey: ["newsletters", id],
    queryFn: ({ signal }) =>
      api.get<NewsletterArchiveIssueResponse>(`/newsletters/${encodeURIComponent(id ?? "")}`, { signal }),
    enabled: Boolean(id),
  });
}
