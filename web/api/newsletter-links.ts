import type { NewsletterLinkInfo } from "@contract/newsletter";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";
import { refreshAfterWrite } from "./refresh-after-write";

export type NewsletterLinkAction = "confirm" | "unsubscribe";

const linkKey = (token: string) => ["newsletter", "link", token] as const;

/** What a mailed newsletter link stands for (reading it changes nothing). A 404 is final. */
export function useNewsletterLinkQuery(token: string) {
  return useQuery({
    queryKey: linkKey(token),
    queryFn: ({ signal }) =>
      api.get<NewsletterLinkInfo>(`/newsletter/subscription?token=${encodeURIComponent(token)}`, { signal }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** The landing page's one button: the POST that confirms or unsubscribes. */
/** `issue`: the issue whose unsubscribe link was followed, so the office's report counts it. */
export function useNewsletterLinkMutation(
  action: NewsletterLinkAction,
  token: string,
  issue?: string | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      action === "confirm"
        ? api.post<{ message: string }>("/newsletter/confirm", { token })
        : api.post<{ message: string }>(
            `/newsletter/unsubscribe?token=${encodeURIComponent(token)}${issue ? `&issue=${encodeURIComponent(issue)}` : ""}`,
            {},
          ),
    onSuccess: () => refreshAfterWrite(queryClient, linkKey(token)),
  });
}
