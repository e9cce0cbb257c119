import type { ProfileDto } from "@contract/dto";
import type { PrivacySettings, ProfileUpdate } from "@contract/profile";
import { PROFILE_MESSAGES } from "@contract/ui-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { ApiError, api, errorMessage, NETWORK_ERROR_MESSAGE } from "./client";

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

/** My Profile, Privacy: the four settings, saved as soon as a switch changes (like Notifications). */
export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (privacy_settings: PrivacySettings) =>
      api.patch<ProfileDto>("/profile", { privacy_settings }),
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryKey, profile);
      toast.success(PROFILE_MESSAGES.privacySaved);
    },
    onError: (error) => toast.error(errorMessage(error, PROFILE_MESSAGES.privacySaveFailed)),
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
