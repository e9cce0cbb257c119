import { z } from "zod";
import type { Paged } from "./admin-office";
import { ADMISSION_MODES } from "./admission";
import { GROUPS_TEXT } from "./community-groups";
import { COMPETITION_CATEGORIES, EVENT_CATEGORIES, PODIUM_POSITIONS, ROLES } from "./constants";
import { isoDateTime, optionalIsoDateTime } from "./dates";
import type { CompetitionDto, CompetitionResultDto, EventDto, HouseDto, NewsDto } from "./dto";
import { guestsPerMemberField } from "./events";
import { timeZoneSchema } from "./time-zone-schema";
import { VALIDATION } from "./ui-text";

/** Admin request bodies and list answers for events, news, competitions, users, houses, settings, audit. */

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
    z.string().max(max).nullable().optional(),
  );
const optionalUrl = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
  z
    .string()
    .max(500)
    .refine((u) => URL.canParse(u) && /^https?:$/.test(new URL(u).protocol), "Please enter a valid image URL")
    .nullable()
    .optional(),
);
const isoDate = isoDateTime(VALIDATION.invalidDate);
const optionalIsoDate = optionalIsoDateTime(VALIDATION.invalidDate);

// ---------------------------------------------------------------------------------------- events

export interface AdminEventList extends Paged<EventDto> {
  counts: { total: number; pending: number; approved: number; rejected: number };
  /** The distinct categories present (the category filter's options). */
  categories: string[];
}

export const adminEventBodySchema = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(200),
    description: optionalText(5000),
    category: z.enum(EVENT_CATEGORIES, "Category is required"),
    location: optionalText(200),
    start_date: isoDate,
    end_date: optionalIsoDate,
    max_attendees: z.preprocess(
      (v) => (v === "" ? null : v),
      z.number().int().min(1, "Max attendees must be at least 1").nullable().optional(),
    ),
    is_virtual: z.boolean().default(false),
    registration_deadline: optionalIsoDate,
    /** Issue 27: guests each member may bring, and hours to confirm a place from the waitlist. */
    guests_per_member: guestsPerMemberField.optional(),
    waitlist_confirm_hours: z.preprocess(
      (v) => (v === "" ? null : v),
      z
        .number()
        .int()
        .min(1, "Allow at least 1 hour to confirm")
        .max(720, "Allow at most 720 hours (30 days) to confirm")
        .nullable()
        .optional(),
    ),
    /**
     * The zone the event's times are stated in (issue 11). Left out: a new event takes the
     * school's (the office's setting), an edited one keeps its own.
     */
    time_zone: timeZoneSchema.optional(),
    image_url: optionalUrl,
    moderation_notes: optionalText(2000),
    /**
     * The chapter the event belongs to (issue 15): its id, '' or null for none. Left out of an
     * update, the chapter stays as it is (a client that predates the field clears nothing).
     * The server refuses an id no chapter has.
     */
    chapter_id: z.preprocess(
      (v) => (v === "" ? null : v),
      z.uuid(GROUPS_TEXT.chapterUnknown).nullable().optional(),
    ),
  })
  .strict()
  .refine((e) => !e.end_date || e.end_date >= e.start_date, {
    message: "The end must be after the start",
    path: ["end_date"],
  })
  .refine((e) => e.is_virtual || Boolean(e.location), {
    message: VALIDATION.locationRequired,
    path: ["location"],
  });
export type AdminEventBody = z.infer<typeof adminEventBodySchema>;

export const adminModerationBodySchema = z.object({ notes: optionalText(2000) }).strict();

// ---------------------------------------------------------------------------------------- news

export interface AdminNewsList extends Paged<NewsDto> {
  counts: { total: number; published: number; drafts: number };
}

export const adminNewsBodySchema = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(200),
    summary: optionalText(1000),
    content: optionalText(50_000),
    category: z.string().trim().min(1, "Category is required").max(60),
    author: optionalText(120),
    image_url: optionalUrl,
    published: z.boolean().default(false),
  })
  .strict();
export type AdminNewsBody = z.infer<typeof adminNewsBodySchema>;

export const adminNewsPublishSchema = z.object({ published: z.boolean() }).strict();

// ---------------------------------------------------------------------------------------- competitions

export interface AdminCompetitionList extends Paged<CompetitionDto> {
  counts: { total: number; ongoing: number; completed: number };
}

export interface AdminCompetitionDetail {
  competition: CompetitionDto;
  results: CompetitionResultDto[];
}

const points = z.number().int().min(0, "Points cannot be negative").max(1000);
export const adminCompetitionBodySchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(200),
    description: optionalText(2000),
    category: z.enum(COMPETITION_CATEGORIES, "Category is required"),
    competition_date: optionalIsoDate,
    first_place_points: points,
    second_place_points: points,
    third_place_points: points,
  })
  .strict();
export type AdminCompetitionBody = z.infer<typeof adminCompetitionBodySchema>;

/** Houses placed 1st, 2nd, 3rd (3rd may be left out); points come from the competition. */
export const adminResultsBodySchema = z
  .object({
    placements: z
      .array(z.object({ position: z.literal(PODIUM_POSITIONS), house_id: z.uuid("Choose a house") }).strict())
      .min(1, "Choose at least the house placed 1st")
      .max(3),
  })
  .strict()
  .refine((b) => new Set(b.placements.map((p) => p.position)).size === b.placements.length, {
    message: "Each position can be given once",
    path: ["placements"],
  })
  .refine((b) => new Set(b.placements.map((p) => p.house_id)).size === b.placements.length, {
    message: "A house can be placed only once",
    path: ["placements"],
  });
export type AdminResultsBody = z.infer<typeof adminResultsBodySchema>;

// ---------------------------------------------------------------------------------------- users

export interface AdminUserRow {
  user_id: string;
  email: string;
  /** The profile's display name; without a profile, the account's own name. */
  display_name: string | null;
  /** False when the account has no profile (never made, or deleted by the office). */
  has_profile: boolean;
  house: string | null;
  graduation_year: number | null;
  joined_at: string;
  roles: string[];
}

export interface AdminUserList {
  items: AdminUserRow[];
  total: number;
  page: number;
  page_size: number;
  counts: { total: number; admins: number; moderators: number; regular: number };
}

export const adminRoleBodySchema = z.object({ role: z.enum(ROLES) }).strict();
export const adminRoleParamsSchema = z.object({ userId: z.string().min(1).max(200), role: z.enum(ROLES) });

// ---------------------------------------------------------------------------------------- houses

const hexColour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #1a2b3c");
export const adminHouseBodySchema = z
  .object({
    name: z.string().trim().min(1, VALIDATION.houseName).max(60),
    color: hexColour.optional(),
    bg_light: hexColour.optional(),
    text_color: hexColour.optional(),
  })
  .strict();
export type AdminHouseBody = z.infer<typeof adminHouseBodySchema>;
export type { HouseDto };

// ---------------------------------------------------------------------------------------- settings

export const adminSettingsBodySchema = z
  .object({
    site_name: z.string().trim().min(1, "Site name is required").max(100),
    contact_email: z.email("Please enter a valid email address").max(254),
    max_upload_mb: z.number().int().min(1, "Between 1 and 100 MB").max(100, "Between 1 and 100 MB"),
    /** How sign-ups are admitted (decision 118); left out, it stays as it is. */
    admission_mode: z.enum(ADMISSION_MODES, "Choose who may join").optional(),
    /** The school's zone (issue 29): an IANA name. Left out (a client before it), it stays. */
    time_zone: timeZoneSchema.optional(),
  })
  .strict();
export type AdminSettingsBody = z.infer<typeof adminSettingsBodySchema>;
/** The settings as the API answers them: every field. */
export type AdminSettings = Required<AdminSettingsBody>;

// ---------------------------------------------------------------------------------------- audit

const dayOrEmpty = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Use a date like 2026-11-23")
  .optional();
export const adminAuditQuerySchema = z.object({
  actor: z.string().max(200).optional(),
  action: z.string().max(100).optional(),
  /** Days (yyyy-MM-dd, UTC), both included. */
  from: dayOrEmpty,
  to: dayOrEmpty,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});

export interface AdminAuditEntry {
  id: number;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  /** The record's name now, or as it was when deleted (issue 13). */
  target_label: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}

export interface AdminAuditPage {
  items: AdminAuditEntry[];
  total: number;
  page: number;
  page_size: number;
  /** Filter options: the actors and actions that occur in the log. */
  actors: Array<{ id: string; name: string | null; email: string | null }>;
  actions: string[];
}

export interface AdminDashboardCounts {
  /** Spec §7: count of all profiles; pending events; published news; ongoing competitions. */
  alumni: number;
  pending_events: number;
  published_news: number;
  ongoing_competitions: number;
  /** Unpublished articles in the achievements category: what members shared, awaiting review. */
  achievements_to_review: number;
}
