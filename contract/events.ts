import { z } from "zod";
import { EVENT_CATEGORIES, LIMITS, RSVP_STATUSES } from "./constants";
import { isoDateTime, optionalIsoDateTime } from "./dates";
import type { EventDto } from "./dto";
import { type ListPageInfo, listPageParam } from "./list-pages";
import { timeZoneSchema } from "./time-zone-schema";
import { EVENT_MESSAGES, VALIDATION } from "./ui-text";

/** GET /api/v1/events: filters of the Events screen (spec §2) and the Upcoming/Past split (spec §4). */
export const eventsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  location: z.string().trim().max(LIMITS.filterPlaceMax).optional(),
  category: z.string().trim().max(LIMITS.filterNameMax).optional(),
  /** upcoming: start_date after now (ascending); past: at or before now (descending); absent: both. */
  when: z.enum(["upcoming", "past"]).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(500),
  /** One page of LIST_PAGE_SIZE events, with the total of every match (issue 22); `limit` is then unused. */
  page: listPageParam,
});
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

/** GET /api/v1/events: the events, and (only when a `page` was asked) where it stands in every match. */
export interface EventsListResponse {
  events: EventDto[];
  found?: ListPageInfo;
}

/** An event's address: its id (anything else is an event not found). */
export const eventIdParamsSchema = z.object({ id: z.uuid({ message: EVENT_MESSAGES.notFound }) });

/** The most guests an event may allow each member (issue 27). */
export const MAX_GUESTS_PER_MEMBER = 10;
/** Hours a member moved in from the waitlist has to confirm, unless the event says otherwise. */
export const DEFAULT_WAITLIST_CONFIRM_HOURS = 48;

/**
 * A member's party (issue 27): how many guests they bring (each takes a place) and their names,
 * each optional. Left out of an RSVP, the guests stay as they are; the event's own limit is
 * checked by the server.
 */
export const partySchema = z
  .object({
    guests: z.number().int().min(0).max(MAX_GUESTS_PER_MEMBER).optional(),
    guest_names: z.array(z.string().trim().max(100)).max(MAX_GUESTS_PER_MEMBER).optional(),
  })
  .strict();
export type PartyInput = z.infer<typeof partySchema>;

export const rsvpSchema = partySchema.extend({ status: z.enum(RSVP_STATUSES) }).strict();
export type RsvpInput = z.infer<typeof rsvpSchema>;

/** The guests-per-member field of the proposal and office forms: empty means none. */
export const guestsPerMemberField = z.preprocess(
  (v) => (v === "" || v === undefined || v === null ? 0 : v),
  z.coerce
    .number()
    .int()
    .min(0, "Guests per member cannot be negative")
    .max(MAX_GUESTS_PER_MEMBER, `At most ${MAX_GUESTS_PER_MEMBER} guests per member`),
);

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
    z.string().max(max).nullable().optional(),
  );
const optionalDate = optionalIsoDateTime(VALIDATION.invalidDate);

/**
 * POST /api/v1/events — an event proposal (spec §5): title, category, location and start are
 * required; description, end, max attendees (≥ 1, empty = unlimited) and deadline optional.
 * The browser joins date and time fields into ISO instants (the end only when both are filled).
 */
export const eventProposalSchema = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(200),
    description: optionalText(5000),
    category: z.enum(EVENT_CATEGORIES, "Category is required"),
    location: z.string().trim().min(1, VALIDATION.locationRequired).max(200),
    start_date: isoDateTime(VALIDATION.startDateRequired),
    end_date: optionalDate,
    max_attendees: z.preprocess(
      (v) => (v === "" || v === undefined ? null : v),
      z.coerce.number().int().min(1, "Max attendees must be at least 1").max(100_000).nullable(),
    ),
    is_virtual: z.boolean().default(false),
    registration_deadline: optionalDate,
    /** How many guests each member may bring (issue 27); applies once the office approves. */
    guests_per_member: guestsPerMemberField.optional(),
    /** The zone the event's times are stated in (issue 11); the school's when not given. */
    time_zone: timeZoneSchema.optional(),
    /** A reunion: the class year it is for (issue 15); shown on /classes/{year}. */
    class_year: z
      .preprocess(
        (v) => (v === "" || v === undefined ? null : v),
        z.coerce
          .number()
          .int()
          .min(1900, "Enter a year between 1900 and 2100")
          .max(2100, "Enter a year between 1900 and 2100")
          .nullable(),
      )
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.end_date && new Date(v.end_date) < new Date(v.start_date)) {
      ctx.addIssue({ code: "custom", path: ["end_date"], message: "The end must be after the start" });
    }
    if (v.registration_deadline && new Date(v.registration_deadline) > new Date(v.start_date)) {
      ctx.addIssue({
        code: "custom",
        path: ["registration_deadline"],
        message: "The registration deadline must be before the start",
      });
    }
  });
export type EventProposal = z.infer<typeof eventProposalSchema>;
export type EventProposalInput = z.input<typeof eventProposalSchema>;
