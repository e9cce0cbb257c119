import type { BlockListResponse, BlockStateResponse } from "@contract/blocks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./client";
import { messagesQueryKey } from "./messages";

/** The member's blocks (decision 106): the list, and blocking or unblocking one person. */

const blocksKey = ["blocks"] as const;

export function useBlocksQuery(enabled: boolean) {
  return useQuery({
    queryKey: blocksKey,
    queryFn: ({ signal }) => api.get<BlockListResponse>("/blocks", { signal }),
    enabled,
    retry: 1,
  });
}

export function useBlockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) => {
      const path = `/blocks/${encodeURIComponent(userId)}`;
      return block ? api.put<BlockStateResponse>(path) : api.delete<BlockStateResponse>(path);
    },
    // The block changes who may write to whom and who is offered where: the conversation's
    // closed line, the pickers, the mentor finder and search suggestions read again.
    onSuccess: () =>
      Promise.all(
        [blocksKey, messagesQueryKey, ["mentors"], ["profiles"]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
