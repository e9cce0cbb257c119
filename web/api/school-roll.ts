import type { InvitationBody, InvitationPrefill, NotHereYetResponse } from "@contract/school-roll";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";

/** A year's or a house's classmates on the school roll who have not joined (issue 26, decision 108). */
export type RollGroup = { kind: "year"; year: number } | { kind: "house"; house: string };

const groupPath = (g: RollGroup) =>
  g.kind === "year"
    ? `/classes/${g.year}/not-here-yet`
    : `/houses/${encodeURIComponent(g.house)}/not-here-yet`;

export const notHereYetKey = (g: RollGroup, userId: string | null) => ["not-here-yet", g, userId] as const;

/** Asked only for a signed-in member; the server answers 403 to one of another year or house. */
export function useNotHereYetQuery(group: RollGroup, userId: string | null) {
  return useQuery({
    queryKey: notHereYetKey(group, userId),
    queryFn: ({ signal }) => api.get<NotHereYetResponse>(groupPath(group), { signal }),
    enabled: userId !== null,
    retry: false,
  });
}

export function useInviteClassmate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: InvitationBody }) =>
      api.post<{ name: string }>(`/roll/${id}/invitations`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["not-here-yet"] }),
  });
}

/** Sign-up opened from an invitation's link: the name, house and year to fill in. */
export function useInvitationPrefill(token: string | null) {
  return useQuery({
    queryKey: ["invitation", token],
    queryFn: ({ signal }) =>
      api.get<InvitationPrefill>(`/roll/invitations/${encodeURIComponent(token ?? "")}`, { signal }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
