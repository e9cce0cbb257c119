import { type NotReachableList, ROLL_TEXT, type RollImportResult } from "@contract/school-roll";
import { useQuery } from "@tanstack/react-query";
import { ADMIN_KEY, useAdminMutation } from "./admin-common";
import { api } from "./client";

/** The office's roll import (decision 108): a refused file is shown row by row, not as a toast. */
export function useRollImport(onRefused: (error: unknown) => void) {
  return useAdminMutation({
    mutationFn: (csv: string) => api.post<RollImportResult>("/admin/roll/import", { csv }),
    success: (r) => ROLL_TEXT.importDone(r.created, r.updated),
    failure: "The roll could not be imported. Please try again.",
    onError: (error) => {
      onRefused(error);
      return true;
    },
  });
}

/** The members the office cannot reach (decision 125), on the School roll screen. */
export function useNotReachable() {
  return useQuery({
    queryKey: [...ADMIN_KEY, "roll", "not-reachable"],
    queryFn: ({ signal }) => api.get<NotReachableList>("/admin/roll/not-reachable", { signal }),
  });
}
