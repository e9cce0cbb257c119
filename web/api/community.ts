import type { AchievementInput, NewsletterInput } from "@contract/community";
import { useMutation } from "@tanstack/react-query";
import { api } from "./client";

export function useShareAchievementMutation() {
  return useMutation({
    mutationFn: (input: AchievementInput) =>
      api.post<{ id: string; message: string }>("/achievements", input),
  });
}

export function useNewsletterMutation() {
  return useMutation({
    mutationFn: (input: NewsletterInput) => api.post<{ message: string }>("/newsletter/subscribe", input),
  });
}
