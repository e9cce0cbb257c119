/** Spec §8 "Events and RSVP". */
export const EVENT_MESSAGES = {
  fetchFailed: "Failed to fetch events",
  rsvpFailed: "Failed to update RSVP",
  createFailed: "Failed to create event. Please try again.",
  proposedTitle: "Event Proposed Successfully",
  proposedText: "Your event has been submitted for admin review. You'll be notified once it's approved.",
  eventFull: "This event is full.",
  registrationClosed: "Registration for this event has closed.",
  notFound: "Event not found",
  eventPast: "This event has already taken place.",
  awaitingReview: "Awaiting review",
  organizeTitle: "Organize an Event",
  organizeButton: "Propose an Event",
  /** In the "You must be logged in to RSVP" toast: back to this event after signing in. */
  rsvpSignInLink: "Sign in to RSVP",
} as const;
