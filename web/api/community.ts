import type { AchievementInput, NewsletterInput } from "@contract/community";
import type { MemberNewsletterStatus } from "@contract/member-newsletter";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";

export function useShareAchievementMutation() {
  return useMutation({
    mutationFn: (input: AchievementInput) =>
      api.post<{ id: string; message: string }>("/achievements", input),
  });
}

export function useNewsletterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsletterInput) => api.post<{ message: string }>("/newsletter/subscribe", input),
    // A member who subscribed their own address is now waiting for the confirmation mail.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberNewsletterKey }),
  });
}

/** Whether the signed-in member receives the newsletter (home's block and My Profile). */
export const memberNewsletterKey = ["me", "newsletter"] as const;
export function useMemberNewsletter(enabled: boolean) {
  return useQuery({
    queryKey: memberNewsletterKey,
    queryFn: ({ signal }) => api.get<MemberNewsletterStatus>("/me/newsletter", { signal }),
    enabled,
    retry: 1,
  });
}
