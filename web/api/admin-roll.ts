import { ROLL_TEXT, type RollImportResult } from "@contract/school-roll";
import { useAdminMutation } from "./admin-common";
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
