import type { BrakeSettings, ReadBrakeRefusalDto } from "@contract/brakes";
import { ADMIN_SAVED } from "@contract/ui-text";
import { useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, useAdminMutation } from "./admin-common";
import { api } from "./client";

/** The spam and scraping brakes (decision 120) in Admin › Settings. */
export function useBrakeSettings() {
  return useQuery({
    queryKey: [...ADMIN_KEY, "brakes"],
    queryFn: ({ signal }) => api.get<BrakeSettings>("/admin/settings/brakes", { signal }),
  });
}

export function useSaveBrakeSettings() {
  return useAdminMutation({
    mutationFn: (body: BrakeSettings) => api.put<BrakeSettings>("/admin/settings/brakes", body),
    success: ADMIN_SAVED.settingsSaved,
    failure: "Failed to save settings",
    onError: () => false,
  });
}

/** Whom the scraping brake refused: members and addresses, how often, when. */
export function useReadBrakeRefusals() {
  return useQuery({
    queryKey: [...ADMIN_KEY, "read-brake"],
    queryFn: ({ signal }) =>
      api.get<{ refusals: ReadBrakeRefusalDto[] }>("/admin/read-brake/refusals", { signal }),
  });
}
