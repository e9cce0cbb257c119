import type { ProfileDto } from "@contract/dto";
import type { ProfileUpdate } from "@contract/profile";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, NETWORK_ERROR_MESSAGE } from "./client";

/** My Profile: the owner's full profile, its update and the avatar upload. */
export const ownProfileQueryKey = ["profile", "me"] as const;

export function useOwnProfileQuery(enabled = true) {
  return useQuery({
    queryKey: ownProfileQueryKey,
    queryFn: ({ signal }) => api.get<ProfileDto>("/profile", { signal }),
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.patch<ProfileDto>("/profile", update),
    onSuccess: (profile) => queryClient.setQueryData(ownProfileQueryKey, profile),
  });
}

export interface AvatarUploadResult {
  avatar_url: string;
  profile: ProfileDto;
}

/**
 * Uploads the avatar with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * Rejects with an ApiError carrying the server's message.
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<AvatarUploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/v1/profile/avatar");
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, code: "NETWORK_ERROR", message: NETWORK_ERROR_MESSAGE }));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as AvatarUploadResult);
      const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(
        new ApiError({
          status: xhr.status,
          code: error?.code ?? "UNKNOWN",
          message: error?.message ?? "Upload failed",
          fromServer: Boolean(error?.message),
        }),
      );
    };
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
