import { RSVP_LABELS } from "@contract/constants";
import type { EventDto } from "@contract/dto";
import { TIME_ZONE_TEXT } from "@contract/time-zones";
import { EVENT_MESSAGES, VALIDATION } from "@contract/ui-text";
import { CalendarDays, CalendarPlus, Clock, MapPin, Users, Video } from "lucide-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { errorMessage } from "@/api/client";
import { eventIcsUrl, useRsvpMutation } from "@/api/events";
import { LazyReportButton } from "@/components/safety/LazyReportButton";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { browserTimeZone } from "@/lib/browser-time-zone";
import { signInPathFor } from "@/lib/next-path";
import { Link } from "@/lib/router";
import { toast } from "@/lib/toast";
import { useHydrated } from "@/lib/use-hydrated";
import { eventDate, eventPlace, eventTime, eventTimeForReader } from "./event-format";

/* Only a member going to the event has a ticket: its button is a chunk of its own, so the
   cards a visitor loads (here and on the home page) stay within the JavaScript budget. */
const TicketButton = lazy(() => import("./ticket/TicketButton").then((m) => ({ default: m.TicketButton })));

/** An event card (spec §2 Events): category, attendees, date, time, place, description, RSVP and calendar. */
export function EventCard({ event, signedIn, past }: { event: EventDto; signedIn: boolean; past: boolean }) {
  const rsvp = useRsvpMutation();
  const pending = event.moderation_status === "pending";
  const status = event.user_registration_status;
  const label = status ? RSVP_LABELS[status] : "RSVP";

  // Signing in from the RSVP toast comes back to this card (issue 21).
  const cardId = `event-${event.id}`;
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.location.hash === `#${cardId}`) card.current?.scrollIntoView({ block: "start" });
  }, [cardId]);

  const onRsvp = () => {
    if (!signedIn) {
      toast.error(VALIDATION.rsvpSignIn, {
        id: "rsvp-sign-in",
        description: (
          <Link
            to={signInPathFor(`/events#${cardId}`)}
            className="font-semibold underline underline-offset-4"
          >
            {EVENT_MESSAGES.rsvpSignInLink}
          </Link>
        ),
        // Long enough to reach the link (hovering or focusing the toast pauses it too).
        duration: 8_000,
      });
      return;
    }
    if (rsvp.isPending) return;
    // Spec §4: the card button toggles between going and not-going.
    rsvp.mutate(
      { eventId: event.id, status: status === "going" ? "not-going" : "going" },
      { onError: (err) => toast.error(errorMessage(err, EVENT_MESSAGES.rsvpFailed)) },
    );
  };

  const hydrated = useHydrated();
  const readerZone = hydrated ? browserTimeZone() : null;
  const readerTime = readerZone ? eventTimeForReader(event, readerZone) : null;
  const titleId = `event-${event.id}-title`;
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
          {event.attendee_count} attending
          {event.max_attendees ? ` of ${event.max_attendees}` : ""}
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
            {/* The reader's own time only after hydration: the server cannot know their zone. */}
            {readerTime ? (
              <span className="block text-xs text-muted-foreground">
                {TIME_ZONE_TEXT.yourTime}: {readerTime}
              </span>
            ) : null}
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
      </ul>
      {event.description ? (
        <p className="line-clamp-3 text-sm text-muted-foreground">{event.description}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {!pending && !past ? (
          <Button
            size="sm"
            variant={status === "going" ? "default" : "outline"}
            onClick={onRsvp}
            aria-busy={rsvp.isPending}
            aria-label={`${label}: ${event.title}`}
          >
            {rsvp.isPending ? <Spinner className="size-4 text-current" /> : null}
            {label}
          </Button>
        ) : null}
        {status === "going" ? (
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
        {!pending ? (
          <LazyReportButton kind="event" id={event.id} what="this event" authorId={event.organizer_id} />
        ) : null}
      </div>
    </Card>
  );
}
