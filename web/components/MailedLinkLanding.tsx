import { NEWSLETTER_LINK_TEXT } from "@contract/newsletter";
import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { PageContainer } from "@/components/PageContainer";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/lib/router";

/**
 * The frame and the shared states of a page a mailed link opens (the newsletter's links, the
 * yearly "still correct?" link): reading the link's state changes nothing; the page's one button
 * does.
 */
export function MailedLinkCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer className="flex max-w-xl flex-col gap-6 py-12 md:py-16">
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <h1 className="font-serif text-2xl font-semibold text-navy-900 sm:text-3xl">{title}</h1>
        {children}
      </Card>
    </PageContainer>
  );
}

/** While the link's state loads. */
export function MailedLinkLoading() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="mt-2 h-10 w-48" />
    </div>
  );
}

/** The link's state failed to load (not a refused link): say so, offer to try again. */
export function MailedLinkLoadFailed({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert" className="flex items-center gap-2 font-medium text-destructive">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {message}
      </p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </div>
  );
}

/** What became of the link (done, already done, refused), and the way home. */
export function MailedLinkOutcome({
  icon,
  alert,
  children,
}: {
  icon: ReactNode;
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-4">
      <div className="flex items-start gap-3">
        {icon}
        <p role={alert ? "alert" : "status"} className="pt-1 font-medium">
          {children}
        </p>
      </div>
      <Button asChild variant="outline">
        <Link to="/">{NEWSLETTER_LINK_TEXT.home}</Link>
      </Button>
    </div>
  );
}

/** The link's state while it loads, or when it failed to load (`query` is its React Query). */
export function MailedLinkNotLoaded({
  query,
  message,
}: {
  query: { isPending: boolean; isFetching: boolean; refetch: () => unknown };
  message: string;
}) {
  return query.isPending ? (
    <MailedLinkLoading />
  ) : (
    <MailedLinkLoadFailed message={message} onRetry={() => query.refetch()} retrying={query.isFetching} />
  );
}
