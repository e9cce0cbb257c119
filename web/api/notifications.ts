import {
  type MemberTimeZone,
  NOTIFICATION_TEXT,
  type NotificationPreferences,
} from "@contract/notifications";
import { TIME_ZONE_TEXT } from "@contract/time-zone-text";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { api, errorMessage } from "./client";

/** My Profile, Notifications: how each kind of notification reaches the member. */
export const notificationPreferencesKey = ["me", "notifications"] as const;

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => api.get<NotificationPreferences>("/me/notifications", { signal }),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      api.put<NotificationPreferences>("/me/notifications", preferences),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationPreferencesKey, saved);
      toast.success(NOTIFICATION_TEXT.saved);
    },
    onError: (error) => toast.error(errorMessage(error, NOTIFICATION_TEXT.saveFailed)),
  });
}

/** The member's own time zone (reminders state event times in it too; issue 11). */
export const memberTimeZoneKey = ["me", "time-zone"] as const;

export function useMemberTimeZone() {
  return useQuery({
    queryKey: memberTimeZoneKey,
    queryFn: ({ signal }) => api.get<MemberTimeZone>("/me/time-zone", { signal }),
  });
}

/** Saves the member's zone; `quiet` when it is the browser's, set without the member asking. */
export function useSaveMemberTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ time_zone }: { time_zone: string; quiet?: boolean }) =>
      api.put<MemberTimeZone>("/me/time-zone", { time_zone }),
    onSuccess: (saved, { quiet }) => {
      queryClient.setQueryData(memberTimeZoneKey, saved);
      if (!quiet) toast.success(TIME_ZONE_TEXT.memberSaved);
    },
    onError: (error) => toast.error(errorMessage(error, TIME_ZONE_TEXT.memberSaveFailed)),
  });
}
