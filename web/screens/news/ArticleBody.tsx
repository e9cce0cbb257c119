import { lazy, Suspense, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";

const SafeMarkdown = lazy(() =>
  import("@/components/SafeMarkdown").then((m) => ({ default: m.SafeMarkdown })),
);

/** The rendered body the server put in the page for this article, read before hydration touches it. */
function serverRenderedBody(articleId: string): string | null {
  if (typeof document === "undefined") return null;
  for (const el of document.querySelectorAll<HTMLElement>("[data-article-body]"))
    if (el.dataset.articleBody === articleId) return el.innerHTML;
  return null;
}

/**
 * The article's Markdown body on its public page. The Markdown renderer (react-markdown and
 * its parsers, ~36 kB gzip) is a lazy chunk: a page the server rendered keeps the body's HTML
 * the server made with that same renderer (SafeMarkdown: raw HTML dropped, addresses checked)
 * as it is, so the browser hydrating /news/{id} never loads it (issue 12's JavaScript budget).
 * Opened by the app's own navigation, or when the article's text has changed since, the
 * renderer is loaded and renders it.
 */
export function ArticleBody({ articleId, content }: { articleId: string; content: string }) {
  const [fromServer] = useState(() => ({ articleId, content, html: serverRenderedBody(articleId) }));
  const reuse =
    fromServer.html !== null && fromServer.articleId === articleId && fromServer.content === content;
  return reuse ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own SafeMarkdown output of this text, read back from the page
    <div data-article-body={articleId} dangerouslySetInnerHTML={{ __html: fromServer.html ?? "" }} />
  ) : (
    <div data-article-body={articleId}>
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <SafeMarkdown size="lg">{content}</SafeMarkdown>
      </Suspense>
    </div>
  );
}
