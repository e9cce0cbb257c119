import type { HomeResponse } from "@contract/home";
import { useQuery } from "@tanstack/react-query";
import { api } from "./client";

export function useHomeQuery(signedIn: boolean) {
  return useQuery({
    queryKey: ["home", signedIn],
    queryFn: ({ signal }) => api.get<HomeResponse>("/home", { signal }),
    retry: 1,
  });
}
