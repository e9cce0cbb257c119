import { NEWSLETTER_ARCHIVE_TEXT as TEXT } from "@contract/newsletter-archive";
import { ArrowLeft, RotateCw, TriangleAlert } from "lucide-react";
import { ApiError } from "@/api/client";
import { useNewsletterIssueQuery } from "@/api/newsletters";
import { useSchoolTimeZone } from "@/api/settings";
import { PageContainer } from "@/components/PageContainer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { usePageMeta } from "@/lib/page-meta";
import { Link, useParams } from "@/lib/router";
import { ArticleBody } from "../news/ArticleBody";

/**
 * One newsletter issue (/newsletters/{id}): its own page, so a forwarded link works for anyone
 * the issue is for. Another audience's issue, one not sent, or no such id: the same not-found.
 */
export function NewsletterIssueScreen() {
  const schoolZone = useSchoolTimeZone();
  const { id } = useParams();
  const query = useNewsletterIssueQuery(id);
  const issue = query.data?.issue;
  const missing = query.error instanceof ApiError && [400, 404].includes(query.error.status);
  usePageMeta({ title: issue ? issue.subject : missing ? TEXT.notFound : TEXT.title });

  if (query.isPending)
    return (
      <PageContainer className="flex max-w-3xl flex-col gap-4" aria-busy="true">
        <BackToArchive />
        <p role="status" className="sr-only">
          Loading newsletter…
        </p>
        <Skeleton className="h-9 w-11/12" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-40 w-full" />
      </PageContainer>
    );
  if (!issue)
    return (
      <PageContainer className="flex max-w-3xl flex-col items-center gap-3 py-20 text-center">
        <TriangleAlert aria-hidden="true" className="size-12 text-muted-foreground" />
        <h1 className="text-2xl font-bold">{missing ? TEXT.notFound : TEXT.loadFailed}</h1>
        {missing ? <p className="text-muted-foreground">{TEXT.notFoundHint}</p> : null}
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          {missing ? null : (
            <Button onClick={() => query.refetch()} disabled={query.isFetching}>
              <RotateCw aria-hidden="true" /> Try again
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/newsletters">
              <ArrowLeft aria-hidden="true" /> {TEXT.back}
            </Link>
          </Button>
        </div>
      </PageContainer>
    );
  return (
    <PageContainer className="max-w-3xl">
      <BackToArchive />
      <article aria-labelledby="newsletter-title" className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <time dateTime={issue.sent_at}>{formatDate(issue.sent_at, schoolZone)}</time>
            {issue.members_only ? <Badge variant="secondary">{TEXT.membersOnly}</Badge> : null}
          </div>
          <h1
            id="newsletter-title"
            className="font-serif text-3xl leading-tight font-bold break-words md:text-4xl"
          >
            {issue.subject}
          </h1>
        </header>
        <ArticleBody articleId={issue.id} content={issue.body} />
      </article>
    </PageContainer>
  );
}

function BackToArchive() {
  return (
    <Button asChild variant="link" className="mb-4 px-0 self-start">
      <Link to="/newsletters">
        <ArrowLeft aria-hidden="true" /> {TEXT.back}
      </Link>
    </Button>
  );
}
