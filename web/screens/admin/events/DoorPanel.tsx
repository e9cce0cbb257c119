import { CHECK_IN_TEXT } from "@contract/ui-text";
import { type LucideIcon, Plus, UserMinus } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { useAdminAlumni } from "@/api/admin-alumni";
import { adminDoorKey, useAdminDoor, useDoorVolunteerMutation, useLiveCheckIns } from "@/api/check-in";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Link } from "@/lib/router";

/**
 * The admin event view's door (issue 27, items 4 and 5): the counts, live while the event runs,
 * the no-shows once it is over, and the members who keep its door.
 */
export function DoorPanel({ eventId }: { eventId: string }) {
  const door = useAdminDoor(eventId);
  useLiveCheckIns(eventId, [adminDoorKey(eventId), ["admin", "events", "registrations", eventId]]);
  const change = useDoorVolunteerMutation(eventId);
  const counts = door.data?.counts;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-serif text-xl font-semibold">At the door</h2>
          {door.isError ? (
            <p role="alert" className="text-sm text-destructive">
              The door's counts could not be loaded.{" "}
              <button type="button" className="underline" onClick={() => void door.refetch()}>
                Try again
              </button>
            </p>
          ) : counts ? (
            <p className="text-sm text-muted-foreground" data-testid="admin-door-counts">
              {CHECK_IN_TEXT.counts(counts.checked_in, counts.tickets, counts.walk_ins)}
              {counts.no_shows === null
                ? ""
                : ` · ${counts.no_shows} no-show${counts.no_shows === 1 ? "" : "s"}`}
            </p>
          ) : (
            <Skeleton className="mt-1 h-4 w-48" />
          )}
        </div>
        <Button asChild variant="outline">
          <Link to={`/check-in/${eventId}`}>Open Check-in</Link>
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <h3 className="text-sm font-semibold">Door volunteers</h3>
          {door.data && door.data.volunteers.length === 0 ? (
            <p className="text-sm text-muted-foreground">None yet: any member can be made one.</p>
          ) : null}
          <ul className="mt-2 flex flex-col gap-2">
            {door.data?.volunteers.map((v) => (
              <PersonRow
                key={v.user_id}
                name={v.name}
                action={{ label: "Remove", icon: UserMinus, aria: `Remove ${v.name} as door volunteer` }}
                disabled={change.isPending}
                onClick={() => change.mutate({ userId: v.user_id, add: false })}
              />
            ))}
          </ul>
        </div>
        <VolunteerFinder
          taken={new Set(door.data?.volunteers.map((v) => v.user_id))}
          busy={change.isPending}
          onAdd={(userId) => change.mutate({ userId, add: true })}
        />
      </CardContent>
    </Card>
  );
}

/** A member's name with one action beside it (remove a volunteer, add one). */
function PersonRow({
  name,
  action,
  disabled,
  onClick,
}: {
  name: string;
  action: { label: string; icon: LucideIcon; aria: string };
  disabled: boolean;
  onClick: () => void;
}) {
  const Icon = action.icon;
  return (
    <li className="flex items-center justify-between gap-2">
      <span className="truncate">{name}</span>
      <Button size="sm" variant="outline" disabled={disabled} onClick={onClick} aria-label={action.aria}>
        <Icon aria-hidden="true" />
        {action.label}
      </Button>
    </li>
  );
}

/** Finds a member by name in the office's alumni list (accounts only: a volunteer signs in). */
function VolunteerFinder({
  taken,
  busy,
  onAdd,
}: {
  taken: Set<string>;
  busy: boolean;
  onAdd: (userId: string) => void;
}) {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const id = useId();
  const found = useAdminAlumni({ search: deferred, sort: "display_name", dir: "asc", page: 1, pageSize: 25 });
  const members = deferred
    ? (found.data?.items ?? []).filter((p) => p.user_id && !taken.has(p.user_id)).slice(0, 5)
    : [];
  return (
    <div className="flex flex-col gap-2">
      <FormField id={id} label="Make a member a door volunteer">
        {(p) => (
          <Input
            {...p}
            type="search"
            placeholder="Search members by name"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
          />
        )}
      </FormField>
      {deferred && found.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Members could not be searched. Please try again.
        </p>
      ) : null}
      {deferred && found.isSuccess && members.length === 0 ? (
        <p className="text-sm text-muted-foreground">No member with an account matches.</p>
      ) : null}
      <ul className="flex flex-col gap-1">
        {members.map((p) => (
          <PersonRow
            key={p.id}
            name={`${p.display_name}${p.graduation_year ? ` · ${p.graduation_year}` : ""}`}
            action={{ label: "Add", icon: Plus, aria: `Make ${p.display_name} a door volunteer` }}
            disabled={busy}
            onClick={() => p.user_id && onAdd(p.user_id)}
          />
        ))}
      </ul>
    </div>
  );
}
