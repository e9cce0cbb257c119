import type {
  ChapterModerators,
  ChapterPage,
  ChapterSummary,
  ClassYearResponse,
  JobDto,
  JobInput,
  JobsListResponse,
  MentoringRequestDto,
  MentoringRequestInput,
  MentorOffer,
  MentorsListResponse,
} from "@contract/community-groups";
import type { EventProposal } from "@contract/events";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";
import { refreshAfterWrite } from "./refresh-after-write";

/** Issue 15: class years, chapters, mentoring and jobs. */

function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(key, String(value));
  const s = search.toString();
  return s ? `?${s}` : "";
}

export function useClassYearQuery(year: number, userId: string | null) {
  return useQuery({
    queryKey: ["classes", year, userId],
    queryFn: ({ signal }) => api.get<ClassYearResponse>(`/classes/${year}`, { signal }),
    enabled: Number.isInteger(year),
    retry: 1,
  });
}

export const chaptersKey = ["chapters"] as const;

export function useChaptersQuery(userId: string | null) {
  return useQuery({
    queryKey: [...chaptersKey, "list", userId],
    queryFn: ({ signal }) => api.get<{ chapters: ChapterSummary[] }>("/chapters", { signal }),
    select: (d) => d.chapters,
    retry: 1,
  });
}

export function useChapterQuery(slug: string, userId: string | null) {
  return useQuery({
    queryKey: [...chaptersKey, "page", slug, userId],
    queryFn: ({ signal }) => api.get<ChapterPage>(`/chapters/${encodeURIComponent(slug)}`, { signal }),
    retry: (count, error) =>
      count < 1 && !(error instanceof Error && "status" in error && error.status === 404),
  });
}

export function useChapterMembershipMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (join: boolean) =>
      join
        ? api.put<{ is_member: boolean }>(`/chapters/${encodeURIComponent(slug)}/membership`)
        : api.delete<{ is_member: boolean }>(`/chapters/${encodeURIComponent(slug)}/membership`),
    onSuccess: () => refreshAfterWrite(queryClient, chaptersKey),
  });
}

export function useChapterEventMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventProposal) => api.post(`/chapters/${encodeURIComponent(slug)}/events`, body),
    onSuccess: () => refreshAfterWrite(queryClient, chaptersKey),
  });
}

export function useReviewChapterEventMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: "approved" | "rejected" }) =>
      api.post(`/chapters/${encodeURIComponent(slug)}/events/${id}/review`, { status }),
    onSuccess: () => refreshAfterWrite(queryClient, chaptersKey),
  });
}

export function useCreateChapterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; slug: string; about: string }) =>
      api.post<ChapterSummary>("/chapters", body),
    onSuccess: () => refreshAfterWrite(queryClient, chaptersKey),
  });
}

export interface MentorFilters {
  offer: MentorOffer;
  industry?: string;
  location?: string;
  house?: string;
  graduation_year?: string;
}

/** One page of the mentor finder (issue 22: LIST_PAGE_SIZE a page), with the number of every match. */
export function useMentorsQuery(filters: MentorFilters, page: number) {
  return useQuery({
    queryKey: ["mentors", filters, page],
    queryFn: ({ signal }) =>
      api.get<Required<MentorsListResponse>>(`/mentors${queryString({ ...filters, page })}`, { signal }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export const mentoringKey = ["mentoring-requests"] as const;

export function useMentoringRequestsQuery() {
  return useQuery({
    queryKey: mentoringKey,
    queryFn: ({ signal }) => api.get<{ requests: MentoringRequestDto[] }>("/mentoring/requests", { signal }),
    select: (d) => d.requests,
    retry: 1,
  });
}

export function useAskMentoringMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MentoringRequestInput) => api.post("/mentoring/requests", body),
    onSuccess: () => refreshAfterWrite(queryClient, mentoringKey),
  });
}

export function useAnswerMentoringMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: "accepted" | "declined" }) =>
      api.post(`/mentoring/requests/${id}/answer`, { status }),
    onSuccess: () => refreshAfterWrite(queryClient, mentoringKey),
  });
}

/** One side says the mentoring session took place (decision 119); completed once both have. */
export function useCompleteMentoringMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<{ id: string; completed: boolean }>(`/mentoring/requests/${id}/complete`),
    onSuccess: () => refreshAfterWrite(queryClient, mentoringKey),
  });
}

export interface JobFilters {
  search?: string;
  kind?: string;
  remote?: string;
  mine?: string;
}

export const jobsKey = ["jobs"] as const;

/** One page of the postings (issue 22: LIST_PAGE_SIZE a page), with the number of every match. */
export function useJobsQuery(filters: JobFilters, page: number) {
  return useQuery({
    queryKey: [...jobsKey, filters, page],
    queryFn: ({ signal }) =>
      api.get<Required<JobsListResponse>>(`/jobs${queryString({ ...filters, page })}`, { signal }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export function useSaveJobMutation(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobInput) =>
      id ? api.put<JobDto>(`/jobs/${id}`, body) : api.post<JobDto>("/jobs", body),
    onSuccess: () => refreshAfterWrite(queryClient, jobsKey),
  });
}

export function useJobActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      reason,
    }: {
      id: string;
      action: "close" | "report" | "remove";
      reason?: string;
    }) => api.post(`/jobs/${id}/${action}`, action === "close" ? undefined : { reason }),
    onSuccess: () => refreshAfterWrite(queryClient, jobsKey),
  });
}

/** "I'm interested" in a job, or taking it back (decision 119): the poster sees only the count. */
export function useJobInterestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, interested }: { id: string; interested: boolean }) =>
      interested
        ? api.post<{ interested: boolean }>(`/jobs/${id}/interest`)
        : api.delete<{ interested: boolean }>(`/jobs/${id}/interest`),
    onSuccess: () => refreshAfterWrite(queryClient, jobsKey),
  });
}

export function useChapterModeratorsQuery(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: [...chaptersKey, "moderators", slug],
    queryFn: ({ signal }) =>
      api.get<ChapterModerators>(`/chapters/${encodeURIComponent(slug)}/moderators`, { signal }),
    enabled,
    retry: 1,
  });
}

export function useChapterModeratorMutation(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, assign }: { userId: string; assign: boolean }) =>
      assign
        ? api.post(`/chapters/${encodeURIComponent(slug)}/moderators`, { user_id: userId })
        : api.delete(`/chapters/${encodeURIComponent(slug)}/moderators/${encodeURIComponent(userId)}`),
    onSuccess: () => refreshAfterWrite(queryClient, chaptersKey),
  });
}
