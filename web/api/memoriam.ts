import type {
  AdminDeathNoticeList,
  ClassMemorialDto,
  DeathNoticeBody,
  DeathNoticeStatus,
  DeathNoticeVerb,
} from "@contract/memoriam";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useAdminList, useAdminMutation } from "./admin-common";
import { api } from "./client";

/** In memoriam (issue 26 item 4, decision 109). */

/** A member tells the office of a death: thanked, nothing else changes. */
export function useDeathNoticeMutation(profileId: string) {
  return useMutation({
    mutationFn: (body: DeathNoticeBody) =>
      api.post<{ message: string }>(`/profiles/${encodeURIComponent(profileId)}/death-notice`, body),
  });
}

/** The class-year page's In memoriam section (null for a visitor, as the member list). */
export function useClassMemorials(year: number, viewerId: string | null) {
  return useQuery({
    queryKey: ["classes", year, "in-memoriam", viewerId],
    queryFn: ({ signal }) =>
      api.get<{ items: ClassMemorialDto[] | null }>(`/classes/${year}/in-memoriam`, { signal }),
    enabled: Number.isInteger(year),
  });
}

/** The office's queue: one status a page. */
export const useAdminDeathNotices = (status: DeathNoticeStatus, page: number) =>
  useAdminList<AdminDeathNoticeList>("in-memoriam", { status, page });

const DONE: Record<DeathNoticeVerb, string> = {
  confirm: "Confirmed: the profile is now in memoriam",
  dismiss: "Notice dismissed",
  restore: "Restored: the in memoriam mark was removed",
  reopen: "Notice reopened",
};

/** Confirm (with the year of death, if known), dismiss, restore or reopen a notice. */
export function useDeathNoticeAction() {
  return useAdminMutation({
    mutationFn: ({
      id,
      verb,
      yearOfDeath,
    }: {
      id: string;
      verb: DeathNoticeVerb;
      yearOfDeath?: number | null;
    }) =>
      api.post<{ id: string }>(
        `/admin/in-memoriam/${id}/${verb}`,
        verb === "confirm" ? { year_of_death: yearOfDeath ?? null } : undefined,
      ),
    success: (_r, { verb }) => DONE[verb],
    failure: "Failed to update the notice. Please try again.",
    // The profile page and lists show the mark: their caches reload too.
    alsoInvalidate: [["profiles"], ["classes"]],
  });
}
