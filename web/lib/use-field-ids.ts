import { useId } from "react";

/** The ids of one form's fields, unique on the page: `fieldId("title")`, for a FormField's `id`. */
export function useFieldIds(): (name: string) => string {
  const id = useId();
  return (name) => `${id}-${name}`;
}
