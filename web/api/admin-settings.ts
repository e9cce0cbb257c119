import type { AdminHouseBody, AdminSettings, AdminSettingsBody } from "@contract/admin-content";
import type { HouseDto } from "@contract/dto";
import { ADMIN_MESSAGES, ADMIN_SAVED, ADMIN_SUCCESS } from "@contract/ui-text";
import { useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, useAdminMutation } from "./admin-common";
import { api } from "./client";
import { publicSettingsQueryKey } from "./settings";

export function useAdminHouses() {
  return useQuery({
    queryKey: [...ADMIN_KEY, "houses"],
    queryFn: ({ signal }) => api.get<HouseDto[]>("/admin/houses", { signal }),
  });
}

/** The house form's values (all four set); the body the API takes is `AdminHouseBody`. */
export type HouseInput = Required<AdminHouseBody>;

export function useSaveHouse(id: string | undefined, onSuccess: () => void) {
  return useAdminMutation({
    mutationFn: (body: AdminHouseBody) =>
      id ? api.put<HouseDto>(`/admin/houses/${id}`, body) : api.post<HouseDto>("/admin/houses", body),
    success: id ? ADMIN_SAVED.houseUpdated : ADMIN_SUCCESS.houseCreated,
    failure: ADMIN_MESSAGES.houseCreateFailed,
    alsoInvalidate: [["houses"], ["house-cup"]],
    onSuccess,
  });
}

export function useDeleteHouse() {
  return useAdminMutation({
    mutationFn: (id: string) => api.delete<void>(`/admin/houses/${id}`),
    success: ADMIN_SUCCESS.houseDeleted,
    failure: ADMIN_MESSAGES.houseDeleteFailed,
    alsoInvalidate: [["houses"], ["house-cup"]],
  });
}

export function useAdminSettings() {
  return useQuery({
    queryKey: [...ADMIN_KEY, "settings"],
    queryFn: ({ signal }) => api.get<AdminSettings>("/admin/settings", { signal }),
  });
}

export function useSaveSettings() {
  return useAdminMutation({
    mutationFn: (body: AdminSettingsBody) => api.put<AdminSettings>("/admin/settings", body),
    success: ADMIN_SAVED.settingsSaved,
    failure: "Failed to save settings",
    // The school's zone dates the public pages (read with the public settings) and names the
    // House Cup's school year.
    alsoInvalidate: [publicSettingsQueryKey, ["house-cup"]],
    onError: () => false,
  });
}
