import type { EventDto } from "@contract/dto";
import { YOUR_TIME_LABEL } from "@contract/time-zones";
import { EVENT_MESSAGES } from "@contract/ui-text";
import { CalendarDays, CalendarPlus, Clock, MapPin, Users, Video } from "lucide-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { eventIcsUrl } from "@/api/events";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { browserTimeZone } from "@/lib/browser-time-zone";
import { useHydrated } from "@/lib/use-hydrated";
import { deadlineText, placesText, RsvpControls } from "./EventRsvp";
import { eventDate, eventPlace, eventTime, eventTimeForReader } from "./event-format";

/* Only a member going to the event has a ticket: its button is a chunk of its own, so the
   cards a visitor loads (here and on the home page) stay within the JavaScript budget. */
const TicketButton = lazy(() => import("./ticket/TicketButton").then((m) => ({ default: m.TicketButton })));
/* Report (issue 28) is offered to members only: a visitor's cards never load its code. */
const ReportButton = lazy(() =>
  import("@/components/safety/LazyReportButton").then((m) => ({ default: m.LazyReportButton })),
);

/** An event card (spec §2 Events): category, attendees, date, time, place, description, RSVP and calendar. */
export function EventCard({
  event,
  signedIn,
  past,
  answersReady,
}: {
  event: EventDto;
  signedIn: boolean;
  past: boolean;
  /** False while the list shown is the one from before, its answers being fetched (RsvpControls). */
  answersReady?: boolean;
}) {
  const pending = event.moderation_status === "pending";

  // Signing in from the RSVP toast comes back to this card (issue 21).
  const cardId = `event-${event.id}`;
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.location.hash === `#${cardId}`) card.current?.scrollIntoView({ block: "start" });
  }, [cardId]);

  const titleId = `event-${event.id}-title`;
  const deadline = past ? null : deadlineText(event);
  return (
    // The id is the anchor mails and bell items link to (/events#event-{id}); the margin keeps the
    // card below the sticky header when the browser scrolls to it.
    <Card
      ref={card}
      id={cardId}
      className="flex h-full scroll-mt-24 flex-col gap-4 p-5"
      aria-labelledby={titleId}
      role="article"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="outline">{event.category}</Badge>
        <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <Users aria-hidden="true" className="size-4" />
          {placesText(event)}
        </span>
      </div>
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="font-serif text-lg leading-snug font-semibold text-navy-900">
          {event.title}
        </h3>
        {pending ? (
          <Badge variant="secondary" className="self-start">
            {EVENT_MESSAGES.awaitingReview}
          </Badge>
        ) : null}
      </div>
      <ul className="flex flex-col gap-1.5 text-sm text-navy-800">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-navy-600" />
          <span>{eventDate(event)}</span>
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-navy-600" />
          <span>
            {eventTime(event)}
            <ReaderTime event={event} />
          </span>
        </li>
        <li className="flex items-center gap-2">
          {event.is_virtual ? (
            <Video aria-hidden="true" className="size-4 shrink-0 text-navy-600" />
          ) : (
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-navy-600" />
          )}
          <span className="break-words">{eventPlace(event)}</span>
        </li>
        {deadline ? (
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-navy-600" />
            <span>{deadline}</span>
          </li>
        ) : null}
      </ul>
      {event.description ? (
        <p className="line-clamp-3 text-sm text-muted-foreground">{event.description}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {!pending && !past ? (
          <RsvpControls event={event} signedIn={signedIn} cardId={cardId} ready={answersReady} />
        ) : null}
        {event.user_registration_status === "going" ? (
          <Suspense fallback={null}>
            <TicketButton eventId={event.id} title={event.title} />
          </Suspense>
        ) : null}
        {!pending ? (
          <Button asChild size="sm" variant="ghost">
            <a href={eventIcsUrl(event.id)} download aria-label={`Add to Calendar: ${event.title}`}>
              <CalendarPlus aria-hidden="true" />
              Add to Calendar
            </a>
          </Button>
        ) : null}
        {!pending && signedIn ? (
          <Suspense fallback={null}>
            <ReportButton kind="event" id={event.id} what="this event" authorId={event.organizer_id} />
          </Suspense>
        ) : null}
      </div>
    </Card>
  );
}

/**
 * The reader's own time of the event, under its time in the event's zone: only after hydration
 * (the server cannot know the reader's zone). A component of its own, so the switch re-renders
 * this small line rather than the whole card; it is a deferred render (useHydrated), which
 * yields to the browser between cards.
 */
function ReaderTime({ event }: { event: EventDto }) {
  const hydrated = useHydrated();
  const readerZone = hydrated ? browserTimeZone() : null;
  const readerTime = readerZone ? eventTimeForReader(event, readerZone) : null;
  return readerTime ? (
    <span className="block text-xs text-muted-foreground">
      {YOUR_TIME_LABEL}: {readerTime}
    </span>
  ) : null;
}
