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

export function useHousesQuery() {
  return useQuery({
    queryKey: ["houses"],
    queryFn: ({ signal }) => api.get<{ houses: HouseDto[] }>("/houses", { signal }),
    staleTime: 10 * 60_000,
    retry: 1,
  });
}
