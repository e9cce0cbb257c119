import { NEWSLETTER_TEXT } from "@contract/newsletter";
import type { UseQueryResult } from "@tanstack/react-query";

/** "This will go to N people" from the server's count (the send's own statement), with its states. */
export function AudienceCountLine({ count }: { count: UseQueryResult<{ recipients: number }> }) {
  return (
    <p className="text-sm font-medium" role="status" aria-live="polite">
      {count.isPending
        ? NEWSLETTER_TEXT.audienceCounting
        : count.isError
          ? NEWSLETTER_TEXT.audienceCountFailed
          : NEWSLETTER_TEXT.audienceCount(count.data.recipients)}
    </p>
  );
}
