import type { DoorAttendee } from "@contract/check-in";
import { formatTimeInZone } from "@contract/time-zones";
import { CHECK_IN_TEXT } from "@contract/ui-text";
import { Check, Search } from "lucide-react";
import { useId, useState } from "react";
import { FormField } from "@/components/FormField";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** The door list, searched by name as the volunteer types; each ticket checked in with one tap. */
export function DoorAttendeeList({
  attendees,
  timeZone,
  busy,
  onCheckIn,
}: {
  attendees: DoorAttendee[];
  timeZone: string;
  busy: boolean;
  onCheckIn: (a: DoorAttendee) => void;
}) {
  const [query, setQuery] = useState("");
  const id = useId();
  const q = query.trim().toLowerCase();
  const shown = q ? attendees.filter((a) => a.name.toLowerCase().includes(q)) : attendees;
  return (
    <div className="flex flex-col gap-3">
      <FormField id={id} label={CHECK_IN_TEXT.searchLabel}>
        {(p) => (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              {...p}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className="pl-9"
              autoComplete="off"
            />
          </div>
        )}
      </FormField>
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {q ? `No one on the list matches "${query.trim()}".` : "No one has a ticket yet."}
        </p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-border rounded-lg border border-border"
          aria-label="Door list"
        >
          {shown.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-navy-900">{a.name}</p>
                <p className="text-xs text-muted-foreground">
                  {[
                    a.walk_in ? "Walk-in" : a.house,
                    a.checked_in_at ? `In at ${formatTimeInZone(a.checked_in_at, timeZone)}` : null,
                  ]
                    .filter(Boolean)
                    .join(" · ") || "\u00a0"}
                </p>
              </div>
              {a.checked_in_at ? (
                <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-green-700">
                  <Check aria-hidden="true" className="size-4" />
                  In
                </span>
              ) : (
                <Button
                  size="sm"
                  disabled={busy}
                  onClick={() => onCheckIn(a)}
                  aria-label={`Check in ${a.name}`}
                >
                  Check in
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
