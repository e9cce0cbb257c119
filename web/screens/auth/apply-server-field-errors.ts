import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/api/client";

/** Shows a VALIDATION_FAILED answer's per-field messages under the matching form fields. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly string[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  let first = true;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!fieldNames.includes(field)) continue;
    setError(field as Path<T>, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
}
