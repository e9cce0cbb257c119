import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** 'Showing a–b of n' with previous/next buttons. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pagination"
      className="flex items-center justify-between gap-2 border-t border-border p-4 text-sm"
    >
      <p className="text-muted-foreground">
        Showing {from.toLocaleString("en-US")}–{to.toLocaleString("en-US")} of {total.toLocaleString("en-US")}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="hidden text-muted-foreground sm:inline">
          Page {page} of {pages.toLocaleString("en-US")}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

/** A paged list's footer for a RecordTable: the pagination of the page loaded. */
export const pageFooter =
  (onPage: (page: number) => void) => (loaded: { page: number; page_size: number; total: number }) => (
    <Pagination page={loaded.page} pageSize={loaded.page_size} total={loaded.total} onPage={onPage} />
  );
