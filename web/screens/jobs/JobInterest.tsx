import type { JobDto } from "@contract/community-groups";
import { Star } from "lucide-react";
import { errorMessage } from "@/api/client";
import { useJobInterestMutation } from "@/api/community-groups";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";

/**
 * "I'm interested" (issue 27 item 6, decision 119): a member tells the poster, who sees how many
 * said so (never who). A posting with interest earns its poster Alumni Cup points.
 */
export function JobInterestButton({ job }: { job: JobDto }) {
  const interest = useJobInterestMutation();
  return (
    <Button
      size="sm"
      variant="outline"
      aria-pressed={job.interested}
      disabled={interest.isPending}
      onClick={() =>
        interest.mutate(
          { id: job.id, interested: !job.interested },
          { onError: (err) => toast.error(errorMessage(err, "That did not work. Please try again.")) },
        )
      }
    >
      <Star aria-hidden="true" className={job.interested ? "fill-current" : undefined} />
      {job.interested ? "Interested" : "I'm interested"}
    </Button>
  );
}

/** The poster's count of interested members. */
export function JobInterestCount({ count }: { count: number }) {
  return (
    <p className="text-sm text-muted-foreground">
      {count === 0
        ? "No members have said they are interested yet"
        : `${count} ${count === 1 ? "member is" : "members are"} interested`}
    </p>
  );
}
