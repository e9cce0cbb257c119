import type { NewsDto } from "./dto";

/**
 * The byline shown when an article has none (decision 041): the alumni office publishes
 * every article, so an unsigned one is the office's.
 */
export const NEWS_AUTHOR_FALLBACK = "Alumni Office";

const DESCRIPTION_MAX = 160;

/**
 * The article's one-line description for search results and link previews: its summary, or
 * else the start of its body with the Markdown marks taken out.
 */
export function articleDescription(article: Pick<NewsDto, "summary" | "content">): string {
  const text = (article.summary?.trim() || markdownToPlainText(article.content ?? "")).replace(/\s+/g, " ");
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

/** Rough plain text of Markdown (enough for a description, not a renderer). */
function markdownToPlainText(md: string): string {
  return md
    .replace(/<[^>]*>/g, " ") // raw HTML is never rendered, so never described either
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ") // images
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1") // links keep their text
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, "") // heading, quote and list marks
    .replace(/[*_`~]+/g, "")
    .trim();
}

/**
 * schema.org NewsArticle for search engines (served in the page's HTML, and kept current by
 * the article screen). Bylines are free text, mostly desks and offices of the school, so the
 * author is an Organization (decision 041); the publisher is the site.
 */
export function newsArticleStructuredData(
  article: NewsDto,
  page: { url: string; siteName: string },
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description: articleDescription(article),
    datePublished: article.created_at,
    dateModified: article.updated_at,
    articleSection: article.category,
    author: { "@type": "Organization", name: article.author ?? NEWS_AUTHOR_FALLBACK },
    publisher: { "@type": "Organization", name: page.siteName },
    mainEntityOfPage: page.url,
    url: page.url,
  };
  const image = absoluteImageUrl(article.image_url, page.url);
  if (image) data.image = [image];
  return data;
}

/** An article image as an absolute http(s) address, or null. */
export function absoluteImageUrl(src: string | null | undefined, base: string): string | null {
  if (!src || !URL.canParse(src, base)) return null;
  const url = new URL(src, base);
  return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
}

/** JSON for a `<script type="application/ld+json">`: "<" escaped so it can never close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
