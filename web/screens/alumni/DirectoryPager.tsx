import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/lib/router";
import { cn } from "@/lib/utils";
import { directoryPageHref } from "./directory-params";

/**
 * 'Previous' and 'Next' between the directory's pages (issue 22): real links to `?page=N`, so a
 * crawler or a page whose script has not arrived follows them as any link; once hydrated they
 * change page in place. The results' top comes into view with the new page.
 */
export function DirectoryPager({
  params,
  page,
  pages,
}: {
  params: URLSearchParams;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const toResults = () => document.getElementById("directory-results")?.parentElement?.scrollIntoView();
  const link = cn(buttonVariants({ variant: "outline" }), "min-w-28");
  return (
    <nav aria-label="Directory pages" className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link
          to={directoryPageHref(params, Math.min(page - 1, pages))}
          rel="prev"
          className={link}
          onClick={toResults}
        >
          <ChevronLeft aria-hidden="true" /> Previous
        </Link>
      ) : (
        <span className="min-w-28" />
      )}
      <p className="text-sm text-muted-foreground">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={directoryPageHref(params, page + 1)} rel="next" className={link} onClick={toResults}>
          Next <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span className="min-w-28" />
      )}
    </nav>
  );
}
