import type { AdminNewsBody } from "@contract/admin-content";
import type { NewsDto } from "@contract/dto";
import { ADMIN_MESSAGES, ADMIN_SAVED, ADMIN_SUCCESS } from "@contract/ui-text";
import { useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, useAdminMutation } from "./admin-common";
import { api } from "./client";

const newsKey = [...ADMIN_KEY, "news"] as const;

export function useAdminArticle(id: string | undefined) {
  return useQuery({
    queryKey: [...newsKey, "one", id],
    queryFn: ({ signal }) => api.get<NewsDto>(`/admin/news/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useToggleArticle() {
  return useAdminMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      api.post<NewsDto>(`/admin/news/${id}/publish`, { published }),
    success: (_r, v) => ADMIN_SUCCESS.articleToggled(v.published),
    failure: ADMIN_MESSAGES.articleStatusFailed,
    alsoInvalidate: [["news"]],
  });
}

export function useDeleteArticle(onSuccess?: () => void) {
  return useAdminMutation({
    mutationFn: (id: string) => api.delete<void>(`/admin/news/${id}`),
    success: ADMIN_SUCCESS.articleDeleted,
    failure: ADMIN_MESSAGES.articleDeleteFailed,
    alsoInvalidate: [["news"]],
    onSuccess,
  });
}

export function useSaveArticle(id: string | undefined, onSuccess: (n: NewsDto) => void) {
  return useAdminMutation({
    mutationFn: (body: AdminNewsBody) =>
      id ? api.put<NewsDto>(`/admin/news/${id}`, body) : api.post<NewsDto>("/admin/news", body),
    success: id ? ADMIN_SAVED.articleUpdated : ADMIN_SAVED.articleCreated,
    failure: ADMIN_MESSAGES.articleStatusFailed,
    alsoInvalidate: [["news"]],
    onSuccess,
    onError: () => false,
  });
}
