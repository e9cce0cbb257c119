import {
  NEWSLETTER_TEXT,
  type NewsletterAudience,
  type NewsletterDraft,
  type NewsletterIssueDetail,
  type NewsletterIssueSummary,
  type NewsletterScheduleEdit,
  type NewsletterSend,
} from "@contract/newsletter";
import { useQuery } from "@tanstack/react-query";
import { useSchoolTime } from "@/lib/school-time";
import { ADMIN_KEY, useAdminMutation } from "./admin-common";
import { api } from "./client";

const sending = (issues: NewsletterIssueSummary[] | undefined) =>
  issues?.some((i) => i.counts.queued + i.counts.sending > 0) ?? false;

/** Past issues with their progress; refreshed every 2 s while one is still being sent. */
export function useNewsletters() {
  return useQuery({
    queryKey: [...ADMIN_KEY, "newsletter"],
    queryFn: ({ signal }) => api.get<NewsletterIssueSummary[]>("/admin/newsletter", { signal }),
    refetchInterval: (query) => (sending(query.state.data) ? 2000 : false),
  });
}

/** "This will go to N people": the server counts with the send's own recipient statement. */
export function useNewsletterAudienceCount(audience: NewsletterAudience) {
  return useQuery({
    queryKey: [...ADMIN_KEY, "newsletter", "audience", audience],
    queryFn: ({ signal }) =>
      api.post<{ recipients: number }>("/admin/newsletter/audience", audience, { signal }),
    retry: 1,
  });
}

export function useNewsletter(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_KEY, "newsletter", id],
    queryFn: ({ signal }) => api.get<NewsletterIssueDetail>(`/admin/newsletter/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && sending([query.state.data]) ? 2000 : false),
  });
}

export function useSendTestNewsletter() {
  return useAdminMutation({
    mutationFn: (draft: NewsletterDraft) => api.post<{ to: string }>("/admin/newsletter/test", draft),
    success: (r) => NEWSLETTER_TEXT.testQueued(r.to),
    failure: NEWSLETTER_TEXT.testFailed,
  });
}

export function useSendNewsletter(onSuccess: (issue: NewsletterIssueSummary) => void) {
  const schoolTime = useSchoolTime();
  return useAdminMutation({
    mutationFn: (send: NewsletterSend) => api.post<NewsletterIssueSummary>("/admin/newsletter", send),
    success: (r) =>
      r.state === "scheduled" && r.scheduled_for
        ? NEWSLETTER_TEXT.scheduled(schoolTime.moment(r.scheduled_for))
        : NEWSLETTER_TEXT.sendStarted(r.recipients),
    failure: NEWSLETTER_TEXT.sendFailed,
    // A sent issue appears in the public archive.
    alsoInvalidate: [["newsletters"]],
    onSuccess,
  });
}

/** A scheduled issue's new words, audience and time (until its start job has begun it). */
export function useEditScheduledNewsletter(onSuccess: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, edit }: { id: string; edit: NewsletterScheduleEdit }) =>
      api.put<NewsletterIssueSummary>(`/admin/newsletter/${id}`, edit),
    success: () => NEWSLETTER_TEXT.scheduleSaved,
    failure: NEWSLETTER_TEXT.sendFailed,
    onSuccess,
  });
}

export function useCancelScheduledNewsletter() {
  return useAdminMutation({
    mutationFn: (id: string) => api.post<NewsletterIssueSummary>(`/admin/newsletter/${id}/cancel`),
    success: () => NEWSLETTER_TEXT.scheduleCancelled,
    failure: NEWSLETTER_TEXT.alreadyStarted,
  });
}
