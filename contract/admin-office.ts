import { z } from "zod";
import type { EventDto } from "./dto";

/**
 * Issue 13 (the alumni office's busy day): who is coming to an event, paged tables, bulk
 * actions, and the readable activity log. Shapes shared by server and web.
 */

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = (d: number) => z.coerce.number().int().min(1).max(100).default(d);
const search = z.string().trim().max(100).optional();
const dir = z.enum(["asc", "desc"]).default("desc");

/** A page of rows and where it is: the shape every paged admin list answers with. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

// ---------------------------------------------------------------------------------------- attendees

export const RSVP_STATUS_LABELS = {
  going: "Going",
  interested: "Interested",
  "not-going": "Not going",
} as const;

export const adminRegistrationsQuerySchema = z.object({ page, page_size: pageSize(25) });

export interface AdminRegistrationRow {
  user_id: string;
  /** The member's profile (admin view link), null if the profile was deleted. */
  profile_id: string | null;
  name: string;
  house: string | null;
  graduation_year: number | null;
  status: "going" | "interested" | "not-going";
  registered_at: string;
  /** When they were checked in at the door (issue 27), null if not (yet). */
  checked_in_at: string | null;
}

export interface AdminRegistrationsPage extends Paged<AdminRegistrationRow> {
  counts: { going: number; interested: number; not_going: number };
  /** People checked in at the door without an RSVP, in the order they came. */
  walk_ins: { name: string; checked_in_at: string }[];
}

/** The Status of a walk-in's line in 'Export attendees'. */
export const WALK_IN_STATUS = "Walk-in";

/** Spec-like columns of 'Export attendees', in order. */
export const ATTENDEE_CSV_COLUMNS = [
  "Name",
  "Email",
  "House",
  "Graduation Year",
  "Status",
  "Guests",
  "Guest Names",
  "Registered At",
  "Attended",
] as const;

/** attendees_{event title slug}_{yyyy-MM-dd}.csv */
export function attendeesFileName(title: string, date: Date = new Date()): string {
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "event";
  return `attendees_${slug}_${date.toISOString().slice(0, 10)}.csv`;
}

/** The admin event view: the event plus its organizer as a name and profile, and its chapter. */
export interface AdminEventDetail extends EventDto {
  organizer: { user_id: string; name: string; profile_id: string | null } | null;
  /** The chapter the event belongs to (issue 15), null for none. */
  chapter: { id: string; slug: string; name: string } | null;
}

// ---------------------------------------------------------------------------------------- list queries

/** A status filter: one of the statuses, or "all" (the default). */
const statusFilter = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z.enum(["all", ...statuses]).default("all");

/**
 * The query of a paged admin list: its filters, the search text, one of its sort fields (the
 * first is the default) and direction (newest first), and the page and its size.
 */
function pagedListQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortFields: S,
  pageSizeDefault: number,
  filters: F,
) {
  return z.object({
    ...filters,
    search,
    sort: z.enum(sortFields).default(sortFields[0]),
    dir,
    page,
    page_size: pageSize(pageSizeDefault),
  });
}

export const EVENT_SORT_FIELDS = ["created_at", "start_date", "title"] as const;
export type EventSortField = (typeof EVENT_SORT_FIELDS)[number];
export const adminEventListQuerySchema = pagedListQuery(EVENT_SORT_FIELDS, 25, {
  status: statusFilter(["pending", "approved", "rejected"]),
  category: z.string().max(100).default("all"),
});
export type AdminEventListQuery = z.infer<typeof adminEventListQuerySchema>;

export const NEWS_SORT_FIELDS = ["created_at", "title"] as const;
export type NewsSortField = (typeof NEWS_SORT_FIELDS)[number];
export const adminNewsListQuerySchema = pagedListQuery(NEWS_SORT_FIELDS, 25, {
  status: statusFilter(["published", "draft"]),
});
export type AdminNewsListQuery = z.infer<typeof adminNewsListQuerySchema>;

export const COMPETITION_SORT_FIELDS = ["created_at", "competition_date", "name"] as const;
export type CompetitionSortField = (typeof COMPETITION_SORT_FIELDS)[number];
export const adminCompetitionListQuerySchema = pagedListQuery(COMPETITION_SORT_FIELDS, 25, {
  status: statusFilter(["upcoming", "ongoing", "completed"]),
});
export type AdminCompetitionListQuery = z.infer<typeof adminCompetitionListQuerySchema>;

export const USER_SORT_FIELDS = ["joined_at", "email"] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const adminUserListQuerySchema = pagedListQuery(USER_SORT_FIELDS, 50, {});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

// ---------------------------------------------------------------------------------------- bulk

const ids = z.array(z.uuid("Not found")).min(1, "Select at least one record").max(500);
export const adminBulkEventsSchema = z.object({ action: z.enum(["approve", "reject"]), ids }).strict();
export const adminBulkNewsSchema = z
  .object({ action: z.enum(["publish", "unpublish", "delete"]), ids })
  .strict();
export const adminBulkAlumniSchema = z.object({ action: z.literal("delete"), ids }).strict();
export interface AdminBulkResult {
  /** How many records the action changed (one audit row each). */
  changed: number;
}

// ---------------------------------------------------------------------------------------- competitions

/** What a points-structure edit did to results already recorded (item 5). */
export interface AdminCompetitionSaved {
  results_updated: number;
}
