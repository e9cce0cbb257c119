import type { CheckInResult, DoorList } from "@contract/check-in";
import { formatTimeInZone } from "@contract/time-zones";
import { CHECK_IN_TEXT } from "@contract/ui-text";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { type CheckInRequest, useCheckIn, useDoorList, useLiveCheckIns } from "@/api/check-in";
import { ApiError, errorMessage } from "@/api/client";
import { LoadError } from "@/components/groups/ScreenStates";
import { PageContainer } from "@/components/PageContainer";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePageMeta } from "@/lib/page-meta";
import { Link, useParams } from "@/lib/router";
import { DoorAttendeeList } from "./DoorAttendeeList";
import { doorMoment } from "./door-time";
import { ScanPanel } from "./ScanPanel";
import { WalkInForm } from "./WalkInForm";

type Outcome = { tone: "ok" | "warn" | "error"; text: string };

function outcomeOf(result: CheckInResult, timeZone: string): Outcome {
  const { attendee } = result;
  if (result.outcome === "already" && attendee.checked_in_at) {
    return {
      tone: "warn",
      text: `${attendee.name}: ${CHECK_IN_TEXT.already(formatTimeInZone(attendee.checked_in_at, timeZone))}`,
    };
  }
  return {
    tone: "ok",
    text: attendee.walk_in
      ? CHECK_IN_TEXT.walkInAdded(attendee.name)
      : CHECK_IN_TEXT.checkedIn(attendee.name),
  };
}

const TONE = {
  ok: "border-green-600 bg-green-50 text-green-900",
  warn: "border-gold-500 bg-gold-50 text-navy-900",
  error: "border-destructive bg-red-50 text-destructive",
} as const;

/** /check-in/{event id}: a door volunteer's screen, made for a phone (issue 27, item 4). */
export function CheckInScreen() {
  const { id = "" } = useParams();
  const list = useDoorList(id);
  useLiveCheckIns(id, [["door", "list", id]]);
  usePageMeta({
    title: list.data ? `${CHECK_IN_TEXT.title}: ${list.data.event.title}` : CHECK_IN_TEXT.title,
  });
  const back = (
    <Button asChild variant="ghost" size="sm" className="self-start">
      <Link to="/check-in">
        <ArrowLeft aria-hidden="true" />
        All my events
      </Link>
    </Button>
  );

  if (list.isPending)
    return (
      <PageContainer className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-40 w-full" />
      </PageContainer>
    );
  if (list.isError) {
    const refused =
      list.error instanceof ApiError && (list.error.status === 403 || list.error.status === 404);
    return (
      <PageContainer className="flex flex-col gap-4">
        {back}
        <h1 className="font-serif text-2xl font-bold text-navy-900">{CHECK_IN_TEXT.title}</h1>
        {refused ? (
          <p role="alert" className="font-medium text-navy-900">
            {list.error.message}
          </p>
        ) : (
          <LoadError message={CHECK_IN_TEXT.listLoadFailed} onRetry={() => void list.refetch()} />
        )}
      </PageContainer>
    );
  }
  return <Door door={list.data} back={back} />;
}

function Door({ door, back }: { door: DoorList; back: React.ReactNode }) {
  const checkIn = useCheckIn(door.event.id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const zone = door.event.time_zone;
  const run = (req: CheckInRequest) =>
    checkIn.mutateAsync(req).then(
      (result) => setOutcome(outcomeOf(result, zone)),
      (error: unknown) => {
        setOutcome({ tone: "error", text: errorMessage(error, CHECK_IN_TEXT.checkInFailed) });
        throw error;
      },
    );
  // A scan's refusal is shown in the outcome box; nothing else is waiting for it.
  const runShown = (req: CheckInRequest) => void run(req).catch(() => undefined);
  const { counts } = door;
  return (
    <PageContainer className="flex max-w-xl flex-col gap-5">
      {back}
      <div>
        <h1 className="font-serif text-2xl font-bold text-navy-900">{CHECK_IN_TEXT.title}</h1>
        <p className="font-medium text-navy-900">{door.event.title}</p>
        <p className="text-sm text-muted-foreground">{doorMoment(door.event.start_date, zone)}</p>
      </div>
      <p className="text-lg font-semibold text-navy-900" data-testid="door-counts">
        {CHECK_IN_TEXT.counts(counts.checked_in, counts.tickets, counts.walk_ins)}
      </p>
      <div role="status" aria-live="polite" className="min-h-0">
        {outcome ? (
          <p className={`rounded-lg border-l-4 p-3 font-medium ${TONE[outcome.tone]}`}>{outcome.text}</p>
        ) : null}
      </div>
      <Card className="p-4">
        <ScanPanel
          onCode={(token) => runShown({ token })}
          onNoCode={() => setOutcome({ tone: "error", text: CHECK_IN_TEXT.noCodeInImage })}
        />
      </Card>
      <DoorAttendeeList
        attendees={door.attendees}
        timeZone={zone}
        busy={checkIn.isPending}
        onCheckIn={(a) => runShown({ ticketId: a.id })}
      />
      <Card className="p-4">
        <WalkInForm busy={checkIn.isPending} onAdd={(name) => run({ walkIn: name })} />
      </Card>
    </PageContainer>
  );
}
