import type { NewsletterDraft, NewsletterIssueSummary } from "@contract/newsletter";
import { NEWSLETTER_TEXT } from "@contract/newsletter";
import {
  LEADER_NEWSLETTER_TEXT,
  type LeaderGroupChoice,
  type LeaderNewsletterHome,
  type LeaderNewsletterSend,
  type NewsletterApproval,
  type NewsletterLeaders,
} from "@contract/newsletter-leaders";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { ADMIN_KEY, useAdminMutation } from "./admin-common";
import { api, errorMessage } from "./client";
import { refreshAfterWrite } from "./refresh-after-write";

// The office's side (decision 121): the approval list and the group leaders.

export function useNewsletterApprovals() {
  return useQuery({
    queryKey: [...ADMIN_KEY, "newsletter", "approvals"],
    queryFn: ({ signal }) => api.get<NewsletterApproval[]>("/admin/newsletter/approvals", { signal }),
  });
}

export function useApproveNewsletter() {
  return useAdminMutation({
    mutationFn: (id: string) => api.post<NewsletterIssueSummary>(`/admin/newsletter/${id}/approve`),
    success: (r) => NEWSLETTER_TEXT.sendStarted(r.recipients),
    failure: NEWSLETTER_TEXT.sendFailed,
    alsoInvalidate: [["newsletters"]],
  });
}

export function useDeclineNewsletter(onSuccess: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<NewsletterIssueSummary>(`/admin/newsletter/${id}/decline`, { reason }),
    success: "The newsletter was declined",
    failure: LEADER_NEWSLETTER_TEXT.notPending,
    onSuccess,
  });
}

export function useNewsletterLeaders() {
  return useQuery({
    queryKey: [...ADMIN_KEY, "newsletter", "leaders"],
    queryFn: ({ signal }) => api.get<NewsletterLeaders>("/admin/newsletter/leaders", { signal }),
  });
}

export function useSetClassRepresentative(onSuccess: () => void) {
  return useAdminMutation({
    mutationFn: ({ year, email }: { year: number; email: string }) =>
      api.put<NewsletterLeaders>(`/admin/newsletter/class-representatives/${year}`, { email }),
    success: (_r, v) => `${LEADER_NEWSLETTER_TEXT.classRepresentative(v.year)} saved`,
    failure: "Failed to save the class representative",
    onSuccess,
  });
}

export function useRemoveClassRepresentative() {
  return useAdminMutation({
    mutationFn: (year: number) =>
      api.delete<NewsletterLeaders>(`/admin/newsletter/class-representatives/${year}`),
    success: "The class representative was removed",
    failure: "Failed to remove the class representative",
  });
}

export function useTrustLeader() {
  return useAdminMutation({
    mutationFn: ({ userId, trusted }: { userId: string; trusted: boolean }) =>
      api.put<NewsletterLeaders>(`/admin/newsletter/leaders/${encodeURIComponent(userId)}/trust`, {
        trusted,
      }),
    success: (_r, v) =>
      v.trusted ? "Trusted: their newsletters are sent at once" : "Their newsletters need approval",
    failure: "Failed to save",
  });
}

// The leader's side.

const LEADER_KEY = ["leader-newsletter"] as const;

export function useLeaderNewsletterHome() {
  return useQuery({
    queryKey: LEADER_KEY,
    queryFn: ({ signal }) => api.get<LeaderNewsletterHome>("/leader/newsletter", { signal }),
  });
}

export function useLeaderAudienceCount(group: LeaderGroupChoice | null) {
  return useQuery({
    queryKey: [...LEADER_KEY, "audience", group],
    queryFn: ({ signal }) =>
      api.post<{ recipients: number }>("/leader/newsletter/audience", group, { signal }),
    enabled: group !== null,
    retry: 1,
  });
}

/** A leader's write with a toast each way; the leader's page reloads after it. */
function useLeaderMutation<TVars, TResult>(
  mutationFn: (vars: TVars) => Promise<TResult>,
  success: (r: TResult) => string,
  failure: string,
  onSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (r) => {
      toast.success(success(r));
      onSuccess?.();
      await refreshAfterWrite(queryClient, LEADER_KEY);
    },
    onError: (error) => toast.error(errorMessage(error, failure)),
  });
}

export function useLeaderTestNewsletter() {
  return useLeaderMutation(
    (send: NewsletterDraft & { group: LeaderGroupChoice }) =>
      api.post<{ to: string }>("/leader/newsletter/test", send),
    (r) => NEWSLETTER_TEXT.testQueued(r.to),
    NEWSLETTER_TEXT.testFailed,
  );
}

export function useLeaderSendNewsletter(onSuccess: () => void) {
  return useLeaderMutation(
    (send: LeaderNewsletterSend) => api.post<NewsletterIssueSummary>("/leader/newsletter", send),
    (r) =>
      r.state === "pending" ? LEADER_NEWSLETTER_TEXT.submitted : LEADER_NEWSLETTER_TEXT.sentNow(r.recipients),
    NEWSLETTER_TEXT.sendFailed,
    onSuccess,
  );
}
