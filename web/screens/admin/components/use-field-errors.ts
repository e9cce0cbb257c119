import { useState } from "react";
import { ApiError } from "@/api/client";

/** Per-field messages from a VALIDATION_FAILED answer, shown under the matching inputs. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    errors,
    clear: () => setErrors({}),
    set: setErrors,
    fromError: (error: unknown) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
    },
  };
}
