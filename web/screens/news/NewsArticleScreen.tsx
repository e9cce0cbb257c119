import { articleDescription, jsonLdText, newsArticleStructuredData } from "@contract/news-page";
import { SCREEN_MESSAGES } from "@contract/ui-text";
import { ArrowLeft } from "lucide-react";
import { ApiError } from "@/api/client";
import { useNewsArticleQuery } from "@/api/news";
import { usePublicSettings } from "@/api/settings";
import { PageContainer } from "@/components/PageContainer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { usePageMeta, useStructuredData } from "@/lib/page-meta";
import { usePageUrl } from "@/lib/page-url";
import { Link, useParams } from "@/lib/router";
import { safeUrl } from "@/lib/safe-url";
import { ArticleBody } from "./ArticleBody";
import { ArticleFrame, ArticleProblem, BackLink } from "./ArticleFrame";

/** An answer that means "there is no such article" (unknown, unpublished, or not an id at all). */
const isMissing = (error: unknown) => error instanceof ApiError && [400, 404, 414].includes(error.status);

/**
 * A news article (issue 8, /news/{id}): category, date, title, byline, image, summary and the
 * Markdown body. Unknown or unpublished: the site's not-found look; a failed load: an error
 * with a retry.
 */
export function NewsArticleScreen() {
  const { id } = useParams();
  const query = useNewsArticleQuery(id);
  const { siteName, timeZone } = usePublicSettings();
  const article = query.data?.article;
  const missing = query.isError && isMissing(query.error);
  // Only addresses the page may load (https or this site), so the CSP never has to refuse one.
  const image = article?.image_url ? safeUrl(article.image_url, "src") : undefined;

  usePageMeta({
    title: article
      ? article.title
      : missing
        ? SCREEN_MESSAGES.articleNotFound
        : query.isError
          ? SCREEN_MESSAGES.newsError
          : "Latest News",
    description: article ? articleDescription(article) : undefined,
  });
  const pageUrl = usePageUrl();
  useStructuredData(
    article ? jsonLdText(newsArticleStructuredData(article, { url: pageUrl, siteName })) : null,
  );

  if (query.isPending) return <ArticleSkeleton />;
  if (missing) return <ArticleNotFound />;
  if (query.isError || !article) {
    return (
      <ArticleProblem
        title={SCREEN_MESSAGES.newsError}
        hint="Please check your connection and try again."
        retry={{ onRetry: () => void query.refetch(), busy: query.isFetching }}
        back={{ to: "/news", label: "Back to Latest News" }}
        className={{ icon: "text-destructive", title: "text-3xl" }}
      />
    );
  }

  return (
    <ArticleFrame
      back={<BackToNews />}
      titleId="article-title"
      facts={
        <>
          <Badge variant="secondary">{article.category}</Badge>
          <time dateTime={article.created_at}>{formatDate(article.created_at, timeZone)}</time>
        </>
      }
      title={article.title}
      byline={article.author ? <p className="font-medium text-navy-800">By {article.author}</p> : null}
    >
      {image ? (
        <img
          src={image}
          alt=""
          width={1200}
          height={675}
          fetchPriority="high"
          className="aspect-video h-auto w-full rounded-xl bg-muted object-cover"
        />
      ) : null}
      {article.summary ? (
        <p className="text-lg leading-relaxed text-muted-foreground md:text-xl">{article.summary}</p>
      ) : null}
      {article.content?.trim() ? <ArticleBody articleId={article.id} content={article.content} /> : null}
    </ArticleFrame>
  );
}

function BackToNews() {
  return <BackLink to="/news" label="Latest News" />;
}

/** The site's 404 look, for an article that does not exist or is not published. */
function ArticleNotFound() {
  return (
    <PageContainer className="flex flex-col items-center justify-center gap-4 px-4 py-20 text-center md:py-28">
      <p aria-hidden="true" className="text-7xl font-bold text-navy-800 md:text-8xl">
        404
      </p>
      <h1 className="text-2xl font-bold">{SCREEN_MESSAGES.articleNotFound}</h1>
      <p className="text-muted-foreground">{SCREEN_MESSAGES.articleNotFoundDetail}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/news">
            <ArrowLeft aria-hidden="true" /> Back to Latest News
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </PageContainer>
  );
}

function ArticleSkeleton() {
  return (
    <PageContainer className="max-w-3xl" aria-busy="true">
      <BackToNews />
      <p role="status" className="sr-only">
        Loading article…
      </p>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <div className="flex gap-2">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-5 w-32" />
          </div>
          <Skeleton className="h-9 w-11/12" />
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-5 w-40" />
        </div>
        <Skeleton className="aspect-video w-full rounded-xl" />
        <div className="flex flex-col gap-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
    </PageContainer>
  );
}
