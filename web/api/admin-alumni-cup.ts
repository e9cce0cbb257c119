import type { AlumniCupRules } from "@contract/house-cup";
import { ALUMNI_CUP_ADMIN_TEXT } from "@contract/ui-text";
import { useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, useAdminMutation } from "./admin-common";
import { api } from "./client";

/** The Alumni Cup's rules as the office set them (decision 119). */
export function useAlumniCupRules() {
  return useQuery({
    queryKey: [...ADMIN_KEY, "alumni-cup"],
    queryFn: ({ signal }) => api.get<AlumniCupRules>("/admin/alumni-cup", { signal }),
  });
}

/** Saves the rules; the public /house-cup answer is refreshed (its Alumni Cup table changes). */
export function useSaveAlumniCupRules(onError: (error: unknown) => boolean) {
  return useAdminMutation({
    mutationFn: (rules: AlumniCupRules) => api.put<AlumniCupRules>("/admin/alumni-cup", rules),
    success: ALUMNI_CUP_ADMIN_TEXT.saved,
    failure: ALUMNI_CUP_ADMIN_TEXT.saveFailed,
    alsoInvalidate: [["house-cup"]],
    onError,
  });
}
