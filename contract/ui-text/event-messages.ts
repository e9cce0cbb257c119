/** Spec §8 "Events and RSVP". */
export const EVENT_MESSAGES = {
  fetchFailed: "Failed to fetch events",
  rsvpFailed: "Failed to update RSVP",
  createFailed: "Failed to create event. Please try again.",
  proposedTitle: "Event Proposed Successfully",
  proposedText: "Your event has been submitted for admin review. You'll be notified once it's approved.",
  eventFull: "This event is full.",
  /** Issue 27: what the card says about places and the waitlist. */
  joinWaitlist: "Join waitlist",
  leaveWaitlist: "Leave waitlist",
  onWaitlist: "You are on the waitlist",
  confirmPlace: "Confirm my place",
  placeHeldUntil: (when: string) => `A place is yours: confirm by ${when}`,
  registrationCloses: (when: string) => `Registration closes ${when}`,
  editGuests: "Edit guests",
  registrationClosed: "Registration for this event has closed.",
  notFound: "Event not found",
  eventPast: "This event has already taken place.",
  awaitingReview: "Awaiting review",
  organizeTitle: "Organize an Event",
  organizeButton: "Propose an Event",
  /** A visitor's RSVP: the server's 401 and the card's toast (spec §8 Events and RSVP). */
  rsvpSignIn: "You must be logged in to RSVP",
  /** In the rsvpSignIn toast: back to this event after signing in. */
  rsvpSignInLink: "Sign in to RSVP",
} as const;

/**
 * Issue 27: the server's refusals of guests and waitlist answers (shown by the browser as the
 * answer's message; kept apart so the Events page's script does not carry them).
 */
export const EVENT_PLACE_REFUSALS = {
  fewerPlacesLeft: (left: number) => (left === 1 ? "Only 1 place is left." : `Only ${left} places are left.`),
  fullJoinWaitlist: "This event is full. Join the waitlist to be moved in when a place frees.",
  noGuests: "This event does not allow guests.",
  tooManyGuests: (max: number) =>
    `This event allows up to ${max} ${max === 1 ? "guest" : "guests"} per member.`,
  tooManyGuestNames: "Give at most one name per guest.",
  placesLeftJoin: "There are places left: RSVP instead.",
  noWaitlistUnlimited: "This event has no limit on places, so there is no waitlist.",
  alreadyGoing: "You are already going to this event.",
  notOnWaitlist: "You are not on this event's waitlist.",
} as const;

/** Issue 27: the guests dialog (loaded on demand with it). */
export const GUESTS_DIALOG_TEXT = {
  title: "Who is coming?",
  help: (max: number) =>
    `You may bring up to ${max} ${max === 1 ? "guest" : "guests"}. Each guest takes a place.`,
  guestsLabel: "Guests",
  guestNameLabel: (n: number) => `Guest ${n} name (optional)`,
} as const;
