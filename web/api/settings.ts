import { SETTINGS_DEFAULTS } from "@contract/constants";
import { useQuery } from "@tanstack/react-query";
import { api } from "./client";

export interface PublicSettings {
  siteName: string;
  contactEmail: string;
  /** The school's time zone (issue 29): the public pages' dates are written in it. */
  timeZone: string;
}

export const publicSettingsQueryKey = ["settings", "public"] as const;

const DEFAULTS: PublicSettings = {
  siteName: SETTINGS_DEFAULTS.siteName,
  contactEmail: SETTINGS_DEFAULTS.contactEmail,
  timeZone: SETTINGS_DEFAULTS.timeZone,
};

/**
 * Site name, contact e-mail and the school's zone; the contract defaults while loading or when
 * the call fails. A server-rendered page hands the answer over in its query state, so the
 * browser's first render writes dates in the zone the server wrote them in.
 */
export function usePublicSettings(): PublicSettings {
  const { data } = useQuery({
    queryKey: publicSettingsQueryKey,
    queryFn: ({ signal }) => api.get<PublicSettings>("/settings/public", { signal }),
    staleTime: 5 * 60_000,
  });
  return {
    siteName: data?.siteName || DEFAULTS.siteName,
    contactEmail: data?.contactEmail || DEFAULTS.contactEmail,
    timeZone: data?.timeZone || DEFAULTS.timeZone,
  };
}

/** The school's time zone, for a screen that writes a date in it (web/lib/format.ts). */
export const useSchoolTimeZone = () => usePublicSettings().timeZone;
