import { NEWSLETTER_LINK_TEXT } from "@contract/newsletter";
import { COMMUNITY_MESSAGES } from "@contract/ui-text";
import { CircleCheck, MailX } from "lucide-react";
import type { ReactNode } from "react";
import { ApiError } from "@/api/client";
import {
  type NewsletterLinkAction,
  useNewsletterLinkMutation,
  useNewsletterLinkQuery,
} from "@/api/newsletter-links";
import { usePublicSettings } from "@/api/settings";
import { MailedLinkCard, MailedLinkNotLoaded, MailedLinkOutcome } from "@/components/MailedLinkLanding";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { usePageMeta } from "@/lib/page-meta";
import { useParams, useSearchParams } from "@/lib/router";
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
      <MailedLinkOutcome icon={<MailX aria-hidden="true" className="size-10 text-destructive" />} alert>
        {COMMUNITY_MESSAGES.newsletterBadLink}
        <span className="mt-1 block text-sm font-normal text-muted-foreground">
          {NEWSLETTER_LINK_TEXT.badLinkHint}
        </span>
      </MailedLinkOutcome>
    );
  } else if (mutation.isSuccess) {
    body = (
      <MailedLinkOutcome icon={<CircleCheck aria-hidden="true" className="size-10 text-success" />}>
        {DONE[action]}
      </MailedLinkOutcome>
    );
  } else if (query.isPending || query.isError) {
    body = <MailedLinkNotLoaded query={query} message={NEWSLETTER_LINK_TEXT.loadFailed} />;
  } else if (
    (action === "confirm" && query.data.state === "subscribed") ||
    (action === "unsubscribe" && query.data.state === "unsubscribed")
  ) {
    body = (
      <MailedLinkOutcome icon={<CircleCheck aria-hidden="true" className="size-10 text-success" />}>
        {text.already}
      </MailedLinkOutcome>
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

  return <MailedLinkCard title={text.title}>{body}</MailedLinkCard>;
}
