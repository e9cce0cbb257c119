import type { ReactNode } from "react";
import { ListPager } from "@/components/ListPager";

/**
 * One page of a paged list's results: a heading for screen readers (the pager brings it back
 * into view on another page), the items, then the pager.
 */
export function PagedResults({
  id,
  heading,
  found,
  hrefFor,
  pagerLabel,
  children,
}: {
  id: string;
  heading: string;
  found: { page: number; pages: number };
  hrefFor: (page: number) => string;
  pagerLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      {children}
      <ListPager {...found} hrefFor={hrefFor} label={pagerLabel} resultsId={id} />
    </section>
  );
}
