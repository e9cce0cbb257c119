import { CHECK_IN_TEXT } from "@contract/ui-text";
import { DoorOpen } from "lucide-react";
import { useDoorEvents } from "@/api/door-events";
import { LoadError } from "@/components/groups/ScreenStates";
import { PageContainer } from "@/components/PageContainer";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePageMeta } from "@/lib/page-meta";
import { Link } from "@/lib/router";
import { doorMoment } from "./door-time";

/** /check-in: the events a member keeps the door for, each opening two hours before it starts. */
export function CheckInEventsScreen() {
  usePageMeta({ title: CHECK_IN_TEXT.title });
  const events = useDoorEvents();
  return (
    <PageContainer className="flex max-w-xl flex-col gap-5">
      <h1 className="font-serif text-3xl font-bold text-navy-900">{CHECK_IN_TEXT.title}</h1>
      {events.isPending ? (
        <Skeleton className="h-24 w-full" aria-busy="true" />
      ) : events.isError ? (
        <LoadError message={CHECK_IN_TEXT.listLoadFailed} onRetry={() => void events.refetch()} />
      ) : events.data.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">{CHECK_IN_TEXT.noEvents}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {events.data.map((e) => (
            <li key={e.id}>
              <Card className="flex flex-col gap-2 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={`/check-in/${e.id}`}
                    className="font-semibold text-navy-900 underline-offset-2 hover:underline"
                  >
                    {e.title}
                  </Link>
                  <Badge variant={e.open ? "default" : "outline"}>
                    <DoorOpen aria-hidden="true" className="size-3.5" />
                    {e.open ? "Door open" : "Not open yet"}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">{doorMoment(e.start_date, e.time_zone)}</p>
                {e.open ? null : (
                  <p className="text-sm text-muted-foreground">
                    Opens {doorMoment(e.window.opens_at, e.time_zone)}
                  </p>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
