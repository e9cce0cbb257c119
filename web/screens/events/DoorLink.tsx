import { CHECK_IN_TEXT } from "@contract/ui-text";
import { DoorOpen } from "lucide-react";
import { useDoorEvents } from "@/api/door-events";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Link } from "@/lib/router";

/**
 * A door volunteer's way to the Check-in screen (issue 27, item 4): shown on Events only to a
 * member the office made one, for events that have not ended. Nothing while it loads or fails:
 * the screen's own address still works, and the Events list is what this page is for.
 */
export function DoorLink() {
  const events = useDoorEvents();
  const count = events.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Card className="flex flex-col items-start gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 text-sm text-navy-900">
        <DoorOpen aria-hidden="true" className="size-5 shrink-0" />
        You keep the door for {count === 1 ? "an event" : `${count} events`}.
      </p>
      <Button asChild size="sm">
        <Link to={count === 1 && events.data ? `/check-in/${events.data[0].id}` : "/check-in"}>
          {CHECK_IN_TEXT.title}
        </Link>
      </Button>
    </Card>
  );
}
