import type { StillCorrectDetails } from "@contract/still-correct";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";
import { refreshAfterWrite } from "./refresh-after-write";

const detailsKey = (token: string) => ["still-correct", token] as const;

/** The details the yearly mail's link stands for (reading them changes nothing). 404/410 are final. */
export function useStillCorrectQuery(token: string) {
  return useQuery({
    queryKey: detailsKey(token),
    queryFn: ({ signal }) =>
      api.get<StillCorrectDetails>(`/still-correct?token=${encodeURIComponent(token)}`, { signal }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** The landing page's one button: "Yes, still correct". */
export function useStillCorrectMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string }>("/still-correct", { token }),
    onSuccess: () => refreshAfterWrite(queryClient, detailsKey(token)),
  });
}
