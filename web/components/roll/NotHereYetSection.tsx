import { ROLL_TEXT } from "@contract/school-roll";
import { ApiError } from "@/api/client";
import { type RollGroup, useNotHereYetQuery } from "@/api/school-roll";
import { LoadError, Section } from "@/components/groups/ScreenStates";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { InviteClassmateDialog } from "./InviteClassmateDialog";

/**
 * "N of our year are not here yet" (issue 26 item 2, decision 108): the names on the school roll
 * of the member's own year (or house) who have not joined, each with Invite. Shown only to a
 * signed-in member of that year or house; for anyone else the server refuses and this shows
 * nothing. Nothing either while the roll holds no one missing (no false "everyone is here").
 */
export function NotHereYetSection({
  group,
  groupLabel,
  userId,
}: {
  group: RollGroup;
  /** "our year", "our house": the words in the heading. */
  groupLabel: string;
  userId: string | null;
}) {
  const query = useNotHereYetQuery(group, userId);
  if (!userId) return null;
  if (query.isError && query.error instanceof ApiError && [401, 403].includes(query.error.status))
    return null;
  if (query.isError) {
    return (
      <Section title="Not here yet" id="not-here-yet">
        <LoadError
          onRetry={() => query.refetch()}
          message="Your classmates on the school roll could not be loaded."
        />
      </Section>
    );
  }
  if (!query.data) {
    return (
      <div aria-busy="true" data-testid="not-here-yet-loading" className="flex flex-col gap-3">
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  const { count, entries } = query.data;
  if (count === 0) return null;
  return (
    <Section title={ROLL_TEXT.notHereYet(count, groupLabel)} id="not-here-yet">
      <p className="text-muted-foreground">
        Know how to reach one of them? Invite them: the portal sends the mail and shows their address to
        nobody.
      </p>
      <Card className="p-2">
        <ul aria-label="Not here yet" className="divide-y divide-border">
          {entries.map((e) => (
            <li key={e.id} className="flex items-center justify-between gap-3 px-2 py-2">
              <span className="min-w-0 break-words font-medium">{e.name}</span>
              <InviteClassmateDialog id={e.id} name={e.name} />
            </li>
          ))}
        </ul>
        {entries.length < count ? (
          <p className="px-2 py-2 text-sm text-muted-foreground">
            Showing {entries.length} of {count}.
          </p>
        ) : null}
      </Card>
    </Section>
  );
}
