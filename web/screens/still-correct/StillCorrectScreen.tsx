import { STILL_CORRECT_TEXT } from "@contract/still-correct";
import { CircleCheck, MailX } from "lucide-react";
import type { ReactNode } from "react";
import { ApiError } from "@/api/client";
import { useStillCorrectMutation, useStillCorrectQuery } from "@/api/still-correct";
import { MailedLinkCard, MailedLinkNotLoaded, MailedLinkOutcome } from "@/components/MailedLinkLanding";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { usePageMeta } from "@/lib/page-meta";
import { Link, useSearchParams } from "@/lib/router";
import { useHydrated } from "@/lib/use-hydrated";

/** The link will never work: malformed (400), not ours or the account is gone (404), too old (410). */
const finalError = (error: unknown): string | null =>
  error instanceof ApiError && [400, 404, 410].includes(error.status)
    ? error.status === 410
      ? STILL_CORRECT_TEXT.expiredLink
      : STILL_CORRECT_TEXT.badLink
    : null;

/**
 * What the yearly "still correct?" mail's link opens (/still-correct, decision 125): the details
 * the portal holds and one button that POSTs. Opening it changes nothing, so a mail scanner that
 * follows the link confirms nobody's details. No sign-in: the signed token says who.
 */
export default function StillCorrectScreen() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const hydrated = useHydrated();
  const query = useStillCorrectQuery(token);
  const mutation = useStillCorrectMutation(token);
  usePageMeta({ title: STILL_CORRECT_TEXT.title });

  const refused = token
    ? (finalError(query.error) ?? finalError(mutation.error))
    : STILL_CORRECT_TEXT.badLink;
  let body: ReactNode;
  if (refused) {
    body = (
      <MailedLinkOutcome icon={<MailX aria-hidden="true" className="size-10 text-destructive" />} alert>
        {refused}
      </MailedLinkOutcome>
    );
  } else if (mutation.isSuccess) {
    body = (
      <MailedLinkOutcome icon={<CircleCheck aria-hidden="true" className="size-10 text-success" />}>
        {STILL_CORRECT_TEXT.confirmed}
      </MailedLinkOutcome>
    );
  } else if (query.isPending || query.isError) {
    body = <MailedLinkNotLoaded query={query} message={STILL_CORRECT_TEXT.loadFailed} />;
  } else {
    const { labels, notGiven } = STILL_CORRECT_TEXT;
    const rows: Array<[string, string | null]> = [
      [labels.role, query.data.role],
      [labels.company, query.data.company],
      [labels.city, query.data.city],
      [labels.email, query.data.email],
    ];
    body = (
      <div className="flex flex-col items-start gap-4">
        <p className="text-muted-foreground">{STILL_CORRECT_TEXT.lead}</p>
        <dl className="grid w-full grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="break-words">{value?.trim() || notGiven}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => mutation.mutate()}
            disabled={mutation.isPending || !hydrated}
            aria-busy={mutation.isPending}
          >
            {mutation.isPending ? <Spinner className="size-4 text-current" /> : null}
            {STILL_CORRECT_TEXT.confirmButton}
          </Button>
          <Button asChild variant="outline">
            <Link to="/profile">{STILL_CORRECT_TEXT.updateLink}</Link>
          </Button>
        </div>
        {mutation.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {STILL_CORRECT_TEXT.actionFailed}
          </p>
        ) : null}
      </div>
    );
  }

  return <MailedLinkCard title={STILL_CORRECT_TEXT.title}>{body}</MailedLinkCard>;
}
