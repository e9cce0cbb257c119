import { NOTIFICATION_TEXT, type NotificationPreferences } from "@contract/notifications";
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
