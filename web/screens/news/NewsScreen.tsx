import { LIMITS } from "@contract/constants";
import { SCREEN_MESSAGES } from "@contract/ui-text";
import { Newspaper, TriangleAlert } from "lucide-react";
import { useNewsQuery } from "@/api/news";
import { FilterSelect, ListFilterForm } from "@/components/FilterSelect";
import { ListPager } from "@/components/ListPager";
import { NewsCard, NewsCardSkeleton } from "@/components/news/NewsCard";
import { PageContainer } from "@/components/PageContainer";
import { SearchField } from "@/components/SearchField";
import { Label } from "@/components/ui/label";
import { usePageMeta } from "@/lib/page-meta";
import { useListFilters } from "@/lib/use-list-page";
import { FALLBACK_ARTICLES } from "./fallback-articles";

const ALL = "__all";
/** /news' search and category, its query parameters (decision 133), and the longest value the API takes of each. */
const PARAMS = { search: LIMITS.searchTextMax, category: LIMITS.filterNameMax } as const;
const SKELETONS = 6;

/** Latest News (spec §2, /news): search, category, cards, 'Showing N of M articles', fallback on failure. */
export function NewsScreen() {
  usePageMeta({
    title: "Latest News",
    description: "News from the school and its alumni: achievements, reunions, the House Cup and more.",
  });
  // Search, category and page in the address (`/news?category=…&page=2`, rendered by the
  // server; decisions 131 and 133); a new search or category starts at the first page.
  const { filters, asked, update, text, setText, page, hrefFor } = useListFilters("/news", PARAMS);
  const news = useNewsQuery({ ...asked, page });

  const failed = news.isError;
  const items = failed ? FALLBACK_ARTICLES : (news.data?.items ?? []);
  const total = failed ? FALLBACK_ARTICLES.length : (news.data?.total ?? 0);
  const categories = news.data?.categories ?? [];

  return (
    <PageContainer className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold md:text-4xl">Latest News</h1>
        <p className="mt-2 text-muted-foreground">
          Stories from the school and from alumni around the world.
        </p>
      </header>

      <ListFilterForm
        action="/news"
        label="Filter news"
        onSearch={() => update({ search: text })}
        className="grid gap-4 rounded-xl border border-border bg-surface p-4 md:grid-cols-[2fr_1fr_auto] md:items-end"
      >
        <SearchField id="news-search" placeholder="Search news articles..." value={text} onChange={setText} />
        <div className="grid gap-1.5">
          <Label htmlFor="news-category">Category</Label>
          <FilterSelect
            name="category"
            value={filters.category || ALL}
            onChange={(v) => update({ category: v === ALL ? "" : v })}
            allValue={ALL}
            allLabel="All categories"
            options={categories}
            id="news-category"
            placeholder="All categories"
          />
        </div>
      </ListFilterForm>

      <section aria-labelledby="news-results" aria-busy={news.isFetching}>
        <h2 id="news-results" className="sr-only">
          Articles
        </h2>
        {failed ? (
          <p role="alert" className="mb-4 flex items-center gap-2 font-medium text-destructive">
            <TriangleAlert aria-hidden="true" className="size-5" />
            {SCREEN_MESSAGES.newsError}
          </p>
        ) : null}
        {news.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETONS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <NewsCardSkeleton key={i} />
            ))}
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-16 text-center">
            <Newspaper aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="text-lg font-semibold text-navy-900">{SCREEN_MESSAGES.noNews}</p>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((n) => (
              <li key={n.id}>
                <NewsCard article={n} linked={!failed} />
              </li>
            ))}
          </ul>
        )}
        {news.data?.found && !failed ? (
          <ListPager {...news.data.found} hrefFor={hrefFor} label="News pages" resultsId="news-results" />
        ) : null}
        {!news.isPending ? (
          <p className="mt-6 text-center text-sm text-muted-foreground">
            Showing {items.length} of {total} articles
          </p>
        ) : null}
      </section>
    </PageContainer>
  );
}
