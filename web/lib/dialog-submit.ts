import type { UseMutationResult } from "@tanstack/react-query";
import { errorMessage } from "@/api/client";
import { toast } from "@/lib/toast";

/**
 * How a form dialog sends its body, written once: one request at a time; when it succeeds
 * `done` runs (the dialog says so, empties its form and closes); when it fails, the server's
 * messages go under their fields when `fieldErrors` places any, otherwise a toast says `failed`
 * (or the server's own message).
 */
export function dialogSubmit<B>({
  mutation,
  failed,
  fieldErrors,
  done,
}: {
  mutation: Pick<UseMutationResult<unknown, Error, B>, "isPending" | "mutate">;
  failed: string;
  /** The form's `serverErrors` (useContractForm); true when it placed a message under a field. */
  fieldErrors?: (error: unknown) => boolean;
  done: () => void;
}) {
  return (body: B) => {
    if (mutation.isPending) return;
    mutation.mutate(body, {
      onSuccess: done,
      onError: (err) => {
        if (!fieldErrors?.(err)) toast.error(errorMessage(err, failed));
      },
    });
  };
}
