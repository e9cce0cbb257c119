import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";

/**
 * 'Previous' / 'Page N of M' / 'Next' below a paged list (issue 22, decisions 100 and 131): real
 * links to the list's `?page=N` addresses, so a crawler or a page whose script has not arrived
 * follows them as any link; once hydrated they change page in place, and the list's heading
 * (`resultsId`) comes into view with the new page. The one pager of every public list. Its
 * arrows are text, not icons: /events is at the JavaScript budget (decision 131).
 */
export function ListPager({
  page,
  pages,
  hrefFor,
  label,
  resultsId,
}: {
  /** A list's `found` may be spread in as it is (its `total` is not shown here). */
  total?: number;
  page: number;
  pages: number;
  /** The address of another page of the same list (its filters kept). */
  hrefFor: (page: number) => string;
  /** The navigation's name, e.g. 'Directory pages'. */
  label: string;
  resultsId: string;
}) {
  if (pages <= 1) return null;
  const toResults = () => document.getElementById(resultsId)?.parentElement?.scrollIntoView();
  const link = cn(buttonVariants({ variant: "outline" }), "min-w-28");
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, pages))} rel="prev" className={link} onClick={toResults}>
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : (
        <span className="min-w-28" />
      )}
      <p className="text-sm text-muted-foreground">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next" className={link} onClick={toResults}>
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span className="min-w-28" />
      )}
    </nav>
  );
}
