import { ArrowLeft, RotateCw, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { PageContainer } from "@/components/PageContainer";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";

/** Where a reading page's back link leads, and what it says. */
export interface BackTo {
  to: string;
  label: string;
}

/** The link above a reading page back to its list. */
export function BackLink({ to, label, className }: BackTo & { className?: string }) {
  return (
    <Button asChild variant="link" className={cn("mb-4 px-0", className)}>
      <Link to={to}>
        <ArrowLeft aria-hidden="true" /> {label}
      </Link>
    </Button>
  );
}

/**
 * The page of one thing to read (a news article, a newsletter issue): the back link, then the
 * article with its header — a line of facts (category, date …) above the title, and whatever
 * the header adds (a byline) — and its body.
 */
export function ArticleFrame({
  back,
  titleId,
  facts,
  title,
  byline,
  children,
}: {
  back: ReactNode;
  titleId: string;
  facts: ReactNode;
  title: string;
  byline?: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageContainer className="max-w-3xl">
      {back}
      <article aria-labelledby={titleId} className="flex flex-col gap-6">
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">{facts}</div>
          <h1 id={titleId} className="font-serif text-3xl leading-tight font-bold break-words md:text-4xl">
            {title}
          </h1>
          {byline}
        </header>
        {children}
      </article>
    </PageContainer>
  );
}

/**
 * What a reading page shows when it cannot show its text: a warning, the heading and a hint,
 * Try again where trying again can help, and the way back to the list.
 */
export function ArticleProblem({
  title,
  hint,
  retry,
  back,
  className,
}: {
  title: string;
  hint?: string;
  retry?: { onRetry: () => void; busy: boolean };
  back: BackTo;
  /** The warning's colour and the heading's size, as each page has them. */
  className: { icon: string; title: string };
}) {
  return (
    <PageContainer className="flex max-w-3xl flex-col items-center gap-3 py-20 text-center">
      <TriangleAlert aria-hidden="true" className={cn("size-12", className.icon)} />
      <h1 className={cn("font-bold", className.title)}>{title}</h1>
      {hint ? <p className="text-muted-foreground">{hint}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {retry ? (
          <Button onClick={retry.onRetry} disabled={retry.busy}>
            <RotateCw aria-hidden="true" /> Try again
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={back.to}>
            <ArrowLeft aria-hidden="true" /> {back.label}
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}
