import { MEMBER_NEWSLETTER_TEXT } from "@contract/member-newsletter";
import { COMMUNITY_MESSAGES } from "@contract/ui-text";
import { errorMessage } from "@/api/client";
import { useMemberNewsletter, useNewsletterMutation } from "@/api/community";
import { newsletterStatusLines } from "@/components/newsletter/newsletter-status-text";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";
import { ErrorState } from "../admin/components/states";

/**
 * My Profile, Notifications: whether the member receives the newsletter (issue 21), and, when
 * not, a button that subscribes their address (the same double opt-in as the home page).
 */
export function NewsletterStatus() {
  const status = useMemberNewsletter(true);
  const subscribe = useNewsletterMutation();
  const lines = status.data ? newsletterStatusLines(status.data) : null;
  const body = status.isError ? (
    <ErrorState message={MEMBER_NEWSLETTER_TEXT.loadFailed} onRetry={() => status.refetch()} />
  ) : status.isPending ? (
    <Skeleton role="status" aria-label="Loading" className="h-10 w-full" />
  ) : (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="text-sm text-muted-foreground">
        <span className="font-medium text-navy-900">{lines?.[0]}</span> {lines?.[1]}
      </p>
      {status.data.state === "subscribed" ? null : (
        <Button
          variant="outline"
          className="shrink-0"
          disabled={subscribe.isPending}
          onClick={() =>
            subscribe.mutate(
              { email: status.data.email },
              {
                onSuccess: (res) => toast.success(res.message),
                onError: (err) => toast.error(errorMessage(err, COMMUNITY_MESSAGES.newsletterFailed)),
              },
            )
          }
        >
          {status.data.state === "pending" ? "Send the link again" : "Subscribe"}
        </Button>
      )}
    </div>
  );
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border p-4">
      <h3 className="text-sm font-medium text-navy-900">Newsletter</h3>
      {body}
    </div>
  );
}
