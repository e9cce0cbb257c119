import { SETTINGS_DEFAULTS } from "@contract/constants";
import { useQuery } from "@tanstack/react-query";
import { api } from "./client";

export interface PublicSettings {
  siteName: string;
  contactEmail: string;
}

export const publicSettingsQueryKey = ["settings", "public"] as const;

const DEFAULTS: PublicSettings = {
  siteName: SETTINGS_DEFAULTS.siteName,
  contactEmail: SETTINGS_DEFAULTS.contactEmail,
};

/** Site name and contact e-mail; the contract defaults while loading or when the call fails. */
export function usePublicSettings(): PublicSettings {
  const { data } = useQuery({
    queryKey: publicSettingsQueryKey,
    queryFn: ({ signal }) => api.get<PublicSettings>("/settings/public", { signal }),
    staleTime: 5 * 60_000,
  });
  return {
    siteName: data?.siteName || DEFAULTS.siteName,
    contactEmail: data?.contactEmail || DEFAULTS.contactEmail,
  };
}
