import { z } from "zod";
import { EVENT_CATEGORIES, RSVP_STATUSES } from "./constants";
import { isoDateTime, optionalIsoDateTime } from "./dates";
import { timeZoneSchema } from "./time-zone-schema";
import { SCHOOL_TIME_ZONE } from "./time-zones";
import { VALIDATION } from "./ui-text";

/** GET /api/v1/events: filters of the Events screen (spec §2) and the Upcoming/Past split (spec §4). */
export const eventsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  location: z.string().trim().max(120).optional(),
  category: z.string().trim().max(60).optional(),
  /** upcoming: start_date after now (ascending); past: at or before now (descending); absent: both. */
  when: z.enum(["upcoming", "past"]).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(500),
});
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

export const rsvpSchema = z.object({ status: z.enum(RSVP_STATUSES) });
export type RsvpInput = z.infer<typeof rsvpSchema>;

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
    /** The zone the event's times are stated in (issue 11); the school's when not given. */
    time_zone: timeZoneSchema.default(SCHOOL_TIME_ZONE),
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
