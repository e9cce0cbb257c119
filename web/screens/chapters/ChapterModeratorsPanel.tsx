import { ShieldCheck, UserMinus } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "@/api/client";
import { useChapterModeratorMutation, useChapterModeratorsQuery } from "@/api/community-groups";
import { FilterSelect } from "@/components/FilterSelect";
import { Section } from "@/components/groups/ScreenStates";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/lib/toast";

const NONE = "__none";

/** The office's panel on a chapter page: assign holders of the moderator role to review its events. */
export function ChapterModeratorsPanel({ slug }: { slug: string }) {
  const query = useChapterModeratorsQuery(slug, true);
  const change = useChapterModeratorMutation(slug);
  const [pick, setPick] = useState(NONE);
  const run = (userId: string, assign: boolean) =>
    change.mutate(
      { userId, assign },
      {
        onSuccess: () => {
          toast.success(assign ? "Moderator assigned" : "Moderator removed from this chapter");
          setPick(NONE);
        },
        onError: (err) => toast.error(errorMessage(err, "Could not change the chapter's moderators")),
      },
    );
  const data = query.data;
  return (
    <Section title="Chapter moderators">
      <Card className="flex flex-col gap-4 p-5">
        {query.isError ? (
          <p role="alert" className="text-destructive">
            Could not load the moderators.
          </p>
        ) : !data ? (
          <Skeleton className="h-16" />
        ) : (
          <>
            {data.assigned.length === 0 ? (
              <p className="text-muted-foreground">No moderator reviews this chapter's events yet.</p>
            ) : (
              <ul className="flex flex-col gap-2" aria-label="Assigned moderators">
                {data.assigned.map((m) => (
                  <li key={m.user_id} className="flex items-center gap-2">
                    <ShieldCheck aria-hidden="true" className="size-4 text-success" />
                    <span className="flex-1">{m.name}</span>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => run(m.user_id, false)}
                      disabled={change.isPending}
                    >
                      <UserMinus aria-hidden="true" /> Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {data.candidates.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Give someone the moderator role (Admin → Users) to assign them here.
              </p>
            ) : (
              <div className="flex flex-col gap-2 sm:flex-row">
                <FilterSelect
                  label="Moderator to assign"
                  value={pick}
                  onChange={setPick}
                  allValue={NONE}
                  allLabel="Choose a moderator"
                  options={data.candidates.map((c) => ({ value: c.user_id, label: c.name }))}
                  className="sm:max-w-xs"
                />
                <Button onClick={() => run(pick, true)} disabled={pick === NONE || change.isPending}>
                  Assign
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
    </Section>
  );
}
