import { STILL_CORRECT_TEXT } from "@contract/still-correct";
import { CircleCheck, MailX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { ApiError } from "@/api/client";
import { useStillCorrectMutation, useStillCorrectQuery } from "@/api/still-correct";
import { PageContainer } from "@/components/PageContainer";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
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
      <Outcome icon={<MailX aria-hidden="true" className="size-10 text-destructive" />} alert>
        {refused}
      </Outcome>
    );
  } else if (mutation.isSuccess) {
    body = (
      <Outcome icon={<CircleCheck aria-hidden="true" className="size-10 text-success" />}>
        {STILL_CORRECT_TEXT.confirmed}
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
          {STILL_CORRECT_TEXT.loadFailed}
        </p>
        <Button variant="outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          Try again
        </Button>
      </div>
    );
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

  return (
    <PageContainer className="flex max-w-xl flex-col gap-6 py-12 md:py-16">
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <h1 className="font-serif text-2xl font-semibold text-navy-900 sm:text-3xl">
          {STILL_CORRECT_TEXT.title}
        </h1>
        {body}
      </Card>
    </PageContainer>
  );
}

function Outcome({ icon, alert, children }: { icon: ReactNode; alert?: boolean; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      {icon}
      <p role={alert ? "alert" : "status"} className="pt-1 font-medium">
        {children}
      </p>
    </div>
  );
}
