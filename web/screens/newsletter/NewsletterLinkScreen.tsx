import { NEWSLETTER_LINK_TEXT } from "@contract/newsletter";
import { COMMUNITY_MESSAGES } from "@contract/ui-text";
import { CircleCheck, MailX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { ApiError } from "@/api/client";
import {
  type NewsletterLinkAction,
  useNewsletterLinkMutation,
  useNewsletterLinkQuery,
} from "@/api/newsletter-links";
import { usePublicSettings } from "@/api/settings";
import { PageContainer } from "@/components/PageContainer";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { usePageMeta } from "@/lib/page-meta";
import { Link, useParams, useSearchParams } from "@/lib/router";
import { useHydrated } from "@/lib/use-hydrated";
import { NotFoundContent } from "../not-found/NotFoundContent";

/** The token is unknown, replaced or malformed: the link will never work. */
const isBadLink = (error: unknown) => error instanceof ApiError && [400, 404].includes(error.status);

const DONE: Record<NewsletterLinkAction, string> = {
  confirm: COMMUNITY_MESSAGES.newsletterConfirmed,
  unsubscribe: COMMUNITY_MESSAGES.newsletterUnsubscribed,
};

/**
 * What a mailed newsletter link opens (/newsletter/confirm, /newsletter/unsubscribe, issue 11):
 * it says what will happen and changes nothing until its one button is pressed, which POSTs.
 * A mail scanner that follows the link therefore neither subscribes nor unsubscribes anyone.
 */
export default function NewsletterLinkScreen() {
  const { action } = useParams();
  return action === "confirm" || action === "unsubscribe" ? (
    <LinkLanding action={action} />
  ) : (
    <NotFoundContent />
  );
}

function LinkLanding({ action }: { action: NewsletterLinkAction }) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const text = NEWSLETTER_LINK_TEXT[action];
  const { siteName } = usePublicSettings();
  const hydrated = useHydrated();
  const query = useNewsletterLinkQuery(token);
  const mutation = useNewsletterLinkMutation(action, token, params.get("issue"));
  usePageMeta({ title: text.title });

  const badLink = !token || isBadLink(query.error) || isBadLink(mutation.error);
  let body: ReactNode;
  if (badLink) {
    body = (
      <Outcome icon={<MailX aria-hidden="true" className="size-10 text-destructive" />} alert>
        {COMMUNITY_MESSAGES.newsletterBadLink}
        <span className="mt-1 block text-sm font-normal text-muted-foreground">
          {NEWSLETTER_LINK_TEXT.badLinkHint}
        </span>
      </Outcome>
    );
  } else if (mutation.isSuccess) {
    body = (
      <Outcome icon={<CircleCheck aria-hidden="true" className="size-10 text-success" />}>
        {DONE[action]}
      </Outcome>
    );
  } else if (query.isPending) {
    body = (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="mt-2 h-10 w-48" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="flex items-center gap-2 font-medium text-destructive">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          {NEWSLETTER_LINK_TEXT.loadFailed}
        </p>
        <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          Try again
        </Button>
      </div>
    );
  } else if (
    (action === "confirm" && query.data.state === "subscribed") ||
    (action === "unsubscribe" && query.data.state === "unsubscribed")
  ) {
    body = (
      <Outcome icon={<CircleCheck aria-hidden="true" className="size-10 text-success" />}>
        {text.already}
      </Outcome>
    );
  } else {
    body = (
      <div className="flex flex-col items-start gap-4">
        <p className="break-words text-muted-foreground">{text.lead(query.data.email, siteName)}</p>
        <Button
          onClick={() => mutation.mutate()}
          disabled={mutation.isPending || !hydrated}
          aria-busy={mutation.isPending}
          variant={action === "unsubscribe" ? "destructive" : "default"}
        >
          {mutation.isPending ? <Spinner className="size-4 text-current" /> : null}
          {text.button}
        </Button>
        {mutation.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {NEWSLETTER_LINK_TEXT.actionFailed}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <PageContainer className="flex max-w-xl flex-col gap-6 py-12 md:py-16">
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <h1 className="font-serif text-2xl font-semibold text-navy-900 sm:text-3xl">{text.title}</h1>
        {body}
      </Card>
    </PageContainer>
  );
}

function Outcome({ icon, alert, children }: { icon: ReactNode; alert?: boolean; children: ReactNode }) {
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
