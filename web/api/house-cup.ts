import { HOUSES } from "@contract/constants";
import type { HouseDto } from "@contract/dto";
import type { HouseCupResponse } from "@contract/house-cup";
import { useQuery } from "@tanstack/react-query";
import { api } from "./client";

export function useHouseCupQuery() {
  return useQuery({
    queryKey: ["house-cup"],
    queryFn: ({ signal }) => api.get<HouseCupResponse>("/house-cup", { signal }),
    retry: 1,
  });
}

/**
 * The houses a profile can name: the list the office keeps in Settings (issue 13), plus the
 * value already chosen if it is not on it (so an old value still shows).
 */
export function useHouseNames(current?: string | null): string[] {
  const listed = useHousesQuery().data?.houses.map((h) => h.name) ?? [];
  // No house set up yet: the spec's five (as the server accepts).
  const names = listed.length > 0 ? listed : [...HOUSES];
  return current && !names.includes(current) ? [...names, current] : names;
}

export function useHousesQuery() {
  return useQuery({
    queryKey: ["houses"],
    queryFn: ({ signal }) => api.get<{ houses: HouseDto[] }>("/houses", { signal }),
    staleTime: 10 * 60_000,
    retry: 1,
  });
}
