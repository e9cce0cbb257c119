import type { MentoringRequestDto } from "@contract/community-groups";
import { CircleCheck } from "lucide-react";
import { errorMessage } from "@/api/client";
import { useCompleteMentoringMutation } from "@/api/community-groups";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/**
 * An accepted mentoring's last step (decision 119): each side marks the session completed; it
 * counts for the Alumni Cup once both have. Until the other confirms, the card says so.
 */
export function SessionCompletion({ request: r }: { request: MentoringRequestDto }) {
  const complete = useCompleteMentoringMutation();
  const other = r.other.display_name;
  if (r.completed_by_me && r.completed_by_other) {
    return (
      <p className="flex items-center gap-1 text-sm font-medium text-green-700">
        <CircleCheck aria-hidden="true" className="size-4" /> Completed
      </p>
    );
  }
  if (r.completed_by_me) {
    return <p className="text-sm text-muted-foreground">Waiting for {other} to confirm</p>;
  }
  return (
    <Button
      size="sm"
      variant="outline"
      className="self-start"
      disabled={complete.isPending}
      onClick={() =>
        complete.mutate(r.id, {
          onSuccess: (res) =>
            toast.success(res.completed ? "Session completed" : `Waiting for ${other} to confirm`),
          onError: (err) => toast.error(errorMessage(err, "Could not mark the session completed")),
        })
      }
    >
      <CircleCheck aria-hidden="true" /> Mark session completed
    </Button>
  );
}
