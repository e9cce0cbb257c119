import type { ProfileMarks } from "@contract/admission";
import { LIST_PAGE_SIZE } from "@contract/constants";
import type { ProfileDto } from "@contract/dto";
import { AlumniCard } from "@/components/alumni/AlumniCard";
import { ListPager } from "@/components/ListPager";
import { useLocation } from "@/lib/router";
import { useListPage } from "@/lib/use-list-page";

/**
 * A group's members (a class year, a chapter: up to 500 read) shown LIST_PAGE_SIZE cards at a
 * time with the shared pager and `?page=` in the address (issue 22, decision 131), so a phone
 * never holds hundreds of cards in its DOM.
 */
export function PagedAlumniCards({
  members,
  marks,
  label,
}: {
  members: ProfileDto[];
  marks?: Record<string, ProfileMarks>;
  /** The pager's name, e.g. 'Member pages'. */
  label: string;
}) {
  const { pathname } = useLocation();
  const { page, hrefFor } = useListPage(pathname);
  const pages = Math.max(1, Math.ceil(members.length / LIST_PAGE_SIZE));
  const shown = Math.min(page, pages);
  const start = (shown - 1) * LIST_PAGE_SIZE;
  const headingId = `${label.replace(/\W+/g, "-").toLowerCase()}-list`;
  return (
    <div>
      <h3 id={headingId} className="sr-only">
        {label}: page {shown} of {pages}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {members.slice(start, start + LIST_PAGE_SIZE).map((p) => (
          <AlumniCard key={p.id} profile={p} marks={p.id ? marks?.[p.id] : undefined} />
        ))}
      </div>
      <ListPager page={shown} pages={pages} hrefFor={hrefFor} label={label} resultsId={headingId} />
    </div>
  );
}
