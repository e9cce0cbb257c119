import { RSVP_LABELS } from "@contract/constants";
import type { EventDto } from "@contract/dto";
import { EVENT_MESSAGES } from "@contract/ui-text";
import type { ReactNode } from "react";
import { errorMessage } from "@/api/client";
import { useWaitlistMutation } from "@/api/event-waitlist";
import { useRsvpMutation } from "@/api/event-writes";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast";
import { eventMoment } from "./event-format";
import { GuestsButton } from "./GuestsButton";
import type { Party } from "./GuestsDialog";

// A signed-in member's answers, loaded after the page (EventRsvp.tsx): a visitor's Events page
// does not carry them.

/** "Going · 2 guests" (issue 27). */
export const goingLabel = (guests: number) =>
  guests > 0 ? `${RSVP_LABELS.going} · ${guests} ${guests === 1 ? "guest" : "guests"}` : RSVP_LABELS.going;

/** Whether a member not yet going would be sent to the waitlist: no place, or others already wait. */
const isFull = (e: EventDto) =>
  e.max_attendees !== null && (e.attendee_count >= e.max_attendees || e.waitlist_count > 0);

/**
 * The card's answer buttons (spec §4, issue 27): RSVP toggles going / not going (asking for
 * guests first when the event allows them); a full event offers Join waitlist; a member on it
 * can leave; one moved in from it confirms their place before the time shown.
 */
export function MemberRsvp({ event }: { event: EventDto }) {
  const rsvp = useRsvpMutation();
  const waitlist = useWaitlistMutation();
  const busy = rsvp.isPending || waitlist.isPending;
  const status = event.user_registration_status;
  const guestsAllowed = event.guests_per_member > 0;
  const fail = (err: unknown) => toast.error(errorMessage(err, EVENT_MESSAGES.rsvpFailed));
  const save = (run: Promise<unknown>) =>
    run.then(
      () => true,
      (err: unknown) => {
        fail(err);
        return false;
      },
    );

  const go = (party?: Party) => save(rsvp.mutateAsync({ eventId: event.id, status: "going", ...party }));
  const joinWaitlist = (party?: Party) => save(waitlist.mutateAsync({ eventId: event.id, ...party }));
  const button = (
    label: ReactNode,
    aria: string,
    onClick?: () => void,
    variant: "default" | "outline" = "outline",
  ) => (
    <Button
      size="sm"
      variant={variant}
      onClick={onClick}
      aria-busy={busy}
      aria-label={`${aria}: ${event.title}`}
    >
      {busy ? <Spinner className="size-4 text-current" /> : null}
      {label}
    </Button>
  );
  const withGuests = (label: string, action: string, onSave: (p: Party) => Promise<boolean>) => (
    <GuestsButton
      event={event}
      trigger={(onClick) => button(label, label, onClick)}
      action={action}
      busy={busy}
      onSave={onSave}
    />
  );

  if (status === "waitlisted") {
    return (
      <>
        <p className="w-full text-sm font-medium text-navy-800">{EVENT_MESSAGES.onWaitlist}</p>
        {button(EVENT_MESSAGES.leaveWaitlist, EVENT_MESSAGES.leaveWaitlist, () =>
          waitlist.mutate({ eventId: event.id, leave: true }, { onError: fail }),
        )}
      </>
    );
  }
  if (status === "going") {
    const cancel = () => rsvp.mutate({ eventId: event.id, status: "not-going" }, { onError: fail });
    return (
      <>
        {event.user_confirm_by ? (
          <p className="w-full text-sm font-medium text-navy-800">
            {EVENT_MESSAGES.placeHeldUntil(eventMoment(event.user_confirm_by, event.time_zone))}
          </p>
        ) : null}
        {event.user_confirm_by
          ? button(EVENT_MESSAGES.confirmPlace, EVENT_MESSAGES.confirmPlace, () => void go(), "default")
          : null}
        {button(
          goingLabel(event.user_guests),
          RSVP_LABELS.going,
          cancel,
          event.user_confirm_by ? "outline" : "default",
        )}
        {guestsAllowed ? withGuests(EVENT_MESSAGES.editGuests, EVENT_MESSAGES.editGuests, go) : null}
      </>
    );
  }
  if (isFull(event)) {
    const label = EVENT_MESSAGES.joinWaitlist;
    return guestsAllowed
      ? withGuests(label, label, joinWaitlist)
      : button(label, label, () => void joinWaitlist());
  }
  const label = status ? RSVP_LABELS[status] : "RSVP";
  return guestsAllowed ? withGuests(label, RSVP_LABELS.going, go) : button(label, label, () => void go());
}
