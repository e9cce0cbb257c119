import type { NewsDto } from "@contract/dto";
import { Newspaper } from "lucide-react";
import { useSchoolTimeZone } from "@/api/settings";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";

/**
 * Spec §2 News card: image, category, date, title, summary, author. The title links to the
 * article page (/news/{id}) and its click area covers the whole card; `linked={false}` for
 * the sample articles shown when the news cannot be loaded (they have no page).
 */
export function NewsCard({
  article,
  headingLevel = 3,
  compact = false,
  linked = true,
}: {
  article: Pick<NewsDto, "id" | "title" | "summary" | "category" | "author" | "image_url" | "created_at">;
  headingLevel?: 2 | 3;
  compact?: boolean;
  linked?: boolean;
}) {
  const schoolZone = useSchoolTimeZone();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card
      className={cn(
        "relative flex h-full flex-col overflow-hidden",
        linked &&
          "transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring",
      )}
      role="article"
      aria-labelledby={`news-${article.id}`}
    >
      {article.image_url ? (
        <img
          src={article.image_url}
          alt=""
          loading="lazy"
          className={cn("w-full object-cover", compact ? "h-32" : "h-44")}
        />
      ) : (
        <div
          aria-hidden="true"
          className={cn(
            "flex w-full items-center justify-center bg-navy-50 text-navy-300",
            compact ? "h-24" : "h-36",
          )}
        >
          <Newspaper className="size-10" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="secondary">{article.category}</Badge>
          <time dateTime={article.created_at}>{formatDate(article.created_at, schoolZone)}</time>
        </div>
        <Heading
          id={`news-${article.id}`}
          className="font-serif text-lg leading-snug font-semibold wrap-anywhere"
        >
          {linked ? (
            <Link
              to={`/news/${encodeURIComponent(article.id)}`}
              className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:underline"
            >
              {article.title}
            </Link>
          ) : (
            article.title
          )}
        </Heading>
        {article.summary ? (
          <p className={cn("text-sm text-muted-foreground wrap-anywhere", compact && "line-clamp-3")}>
            {article.summary}
          </p>
        ) : null}
        {article.author ? (
          <p className="mt-auto pt-2 text-xs font-medium text-navy-800">By {article.author}</p>
        ) : null}
      </div>
    </Card>
  );
}

export function NewsCardSkeleton() {
  return (
    <Card className="overflow-hidden" aria-hidden="true">
      <div className="h-36 animate-pulse bg-muted" />
      <div className="space-y-3 p-5">
        <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
        <div className="h-5 w-5/6 animate-pulse rounded bg-muted" />
        <div className="h-3 w-full animate-pulse rounded bg-muted" />
        <div className="h-3 w-2/3 animate-pulse rounded bg-muted" />
      </div>
    </Card>
  );
}
