import type { EventDto } from "@contract/dto";
import { EVENT_MESSAGES } from "@contract/ui-text";
import { lazy, Suspense } from "react";
import { useAuth } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { signInPathFor } from "@/lib/next-path";
import { Link } from "@/lib/router";
import { toast } from "@/lib/toast";
import { eventMoment } from "./event-format";

const MemberRsvp = lazy(() => import("./MemberRsvp").then((m) => ({ default: m.MemberRsvp })));

/** "19 / 50 places", or "19 going" when the event has no limit (issue 27): guests included. */
export const placesText = (e: Pick<EventDto, "attendee_count" | "max_attendees">) =>
  e.max_attendees ? `${e.attendee_count} / ${e.max_attendees} places` : `${e.attendee_count} going`;

function askToSignIn(cardId: string) {
  toast.error(EVENT_MESSAGES.rsvpSignIn, {
    id: "rsvp-sign-in",
    description: (
      <Link to={signInPathFor(`/events#${cardId}`)} className="font-semibold underline underline-offset-4">
        {EVENT_MESSAGES.rsvpSignInLink}
      </Link>
    ),
    // Long enough to reach the link (hovering or focusing the toast pauses it too).
    duration: 8_000,
  });
}

/**
 * The card's answer buttons: a visitor's RSVP asks them to sign in; a member's (MemberRsvp.tsx,
 * loaded on demand) shows a disabled RSVP button until it has loaded. Disabled too while the
 * viewer is not yet known (a member's page is rendered in the browser, and its first paint comes
 * before GET /api/v1/me answers: a tap then told a signed-in member to sign in, and was lost), and
 * while `ready` is false: the list shown is still the one from before (its answers are being
 * fetched for this viewer), whose late arrival would overwrite the answer just given.
 */
export function RsvpControls({
  event,
  signedIn,
  cardId,
  ready = true,
}: {
  event: EventDto;
  signedIn: boolean;
  cardId: string;
  ready?: boolean;
}) {
  const { loading } = useAuth();
  const placeholder = (onClick?: () => void) => (
    <Button
      size="sm"
      variant="outline"
      onClick={onClick}
      disabled={!onClick}
      aria-label={`RSVP: ${event.title}`}
    >
      RSVP
    </Button>
  );
  if (loading || !ready) return placeholder();
  if (!signedIn) return placeholder(() => askToSignIn(cardId));
  return (
    <Suspense fallback={placeholder()}>
      <MemberRsvp event={event} />
    </Suspense>
  );
}

/** The registration deadline in the event's zone, or that it has passed; null when there is none. */
export function deadlineText(e: Pick<EventDto, "registration_deadline" | "time_zone">): string | null {
  if (!e.registration_deadline) return null;
  if (new Date(e.registration_deadline).getTime() < Date.now()) return EVENT_MESSAGES.registrationClosed;
  return EVENT_MESSAGES.registrationCloses(eventMoment(e.registration_deadline, e.time_zone));
}
