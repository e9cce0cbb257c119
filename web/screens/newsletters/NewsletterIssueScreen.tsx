import { NEWSLETTER_ARCHIVE_TEXT as TEXT } from "@contract/newsletter-archive";
import { ApiError } from "@/api/client";
import { useNewsletterIssueQuery } from "@/api/newsletters";
import { useSchoolTimeZone } from "@/api/settings";
import { PageContainer } from "@/components/PageContainer";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { usePageMeta } from "@/lib/page-meta";
import { useParams } from "@/lib/router";
import { ArticleBody } from "../news/ArticleBody";
import { ArticleFrame, ArticleProblem, BackLink } from "../news/ArticleFrame";

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
      <ArticleProblem
        title={missing ? TEXT.notFound : TEXT.loadFailed}
        hint={missing ? TEXT.notFoundHint : undefined}
        retry={missing ? undefined : { onRetry: () => void query.refetch(), busy: query.isFetching }}
        back={ARCHIVE}
        className={{ icon: "text-muted-foreground", title: "text-2xl" }}
      />
    );
  return (
    <ArticleFrame
      back={<BackToArchive />}
      titleId="newsletter-title"
      facts={
        <>
          <time dateTime={issue.sent_at}>{formatDate(issue.sent_at, schoolZone)}</time>
          {issue.members_only ? <Badge variant="secondary">{TEXT.membersOnly}</Badge> : null}
        </>
      }
      title={issue.subject}
    >
      <ArticleBody articleId={issue.id} content={issue.body} />
    </ArticleFrame>
  );
}

const ARCHIVE = { to: "/newsletters", label: TEXT.back };

function BackToArchive() {
  return <BackLink {...ARCHIVE} className="self-start" />;
}
