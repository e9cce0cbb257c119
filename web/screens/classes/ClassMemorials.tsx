import { useClassMemorials } from "@/api/memoriam";
import { LoadError, Section } from "@/components/groups/ScreenStates";
import { Link } from "@/lib/router";

/**
 * The class-year page's In memoriam section (issue 26 item 4, decision 109): the classmates the
 * office confirmed, by name, for members (a visitor sees no member list either). Its own query
 * and component: the page's other sections are another feature's. Nothing while loading or
 * when there is no one to remember.
 */
export function ClassMemorials({ year, viewerId }: { year: number; viewerId: string | null }) {
  const query = useClassMemorials(year, viewerId);
  if (query.isError)
    return (
      <Section title="In memoriam">
        <LoadError onRetry={() => query.refetch()} />
      </Section>
    );
  const items = query.data?.items;
  if (!items?.length) return null;
  return (
    <Section title="In memoriam">
      <ul className="flex flex-col gap-1" aria-label="In memoriam">
        {items.map((m) => (
          <li key={m.profile_id}>
            <Link to={`/alumni/${m.profile_id}`} className="font-medium hover:underline">
              {m.display_name}
            </Link>
            {m.year_of_death ? (
              <span className="text-muted-foreground"> · Died {m.year_of_death}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
