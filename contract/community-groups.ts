import { z } from "zod";
import type { ProfileMarks } from "./admission";
import type { EventDto, NewsDto, ProfileDto } from "./dto";
import { type ListPageInfo, listPageParam } from "./list-pages";

/**
 * Issue 15: class years, chapters, mentoring and jobs — request bodies, answers and the texts
 * people read (kept here, beside the schemas that use them, so this feature merges as one file).
 */
export const GROUPS_TEXT = {
  yearInvalid: "Enter a graduation year between 1900 and 2100",
  chapterNotFound: "Chapter not found",
  chapterUnknown: "No such chapter. Choose one from the list",
  chapterNameRequired: "Chapter name is required",
  chapterSlugInvalid: "Use lower-case letters, digits and hyphens (3-60)",
  chapterSlugTaken: "A chapter with this address already exists",
  notChapterModerator: "Only a moderator assigned to this chapter can review its events",
  notChapterMember: "Join the chapter to propose its events",
  eventNotPending: "This event has already been reviewed",
  moderatorRoleRequired: "This person needs the moderator role first",
  mentorUnavailable: "This member is not open to mentoring requests right now",
  noteRequired: "Add a short note about what you would like help with",
  requestNotFound: "Request not found",
  requestAnswered: "This request has already been answered",
  sessionNotAccepted: "Only an accepted mentoring request can be marked completed",
  requestPending: "You already have a pending request with this member",
  requestLimit: "You have sent the most mentoring requests allowed today. Try again tomorrow.",
  jobNotFound: "Job posting not found",
  jobTitleRequired: "Title is required",
  jobCompanyRequired: "Company is required",
  jobWhereRequired: "Enter a location or mark the job as remote",
  jobContactRequired: "Add a link or choose 'Message me'",
  jobLinkInvalid: "Enter a full link starting with https://",
  jobClosingInvalid: "Choose a closing date from today up to 60 days ahead",
  jobMessagesOff: "Turn on messages in your privacy settings to be contacted through the portal",
  jobLimit: "You have posted the most jobs allowed today. Try again tomorrow.",
  jobNotOpen: "This posting is no longer open",
  reasonRequired: "Give a reason",
  alreadyReported: "You have already reported this posting",
  notJobPoster: "Only the person who posted this job can change it",
  ownJobInterest: "You posted this job: members' interest in it is counted for you",
} as const;

/** Per-day limits (decision 073): rolling 24 hours, counted in the database. */
export const GROUP_LIMITS = { jobsPerDay: 5, mentoringRequestsPerDay: 10, jobMaxDays: 60 } as const;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
    z.string().max(max).nullable().optional(),
  );

export const classYearParams = z.object({
  year: z.coerce
    .number(GROUPS_TEXT.yearInvalid)
    .int(GROUPS_TEXT.yearInvalid)
    .min(1900, GROUPS_TEXT.yearInvalid)
    .max(2100, GROUPS_TEXT.yearInvalid),
});

export interface HouseMixEntry {
  house: string;
  count: number;
}
export interface ClassYearResponse {
  year: number;
  /** Members of the year the viewer may see; null for a visitor (member lists need sign-in). */
  members: ProfileDto[] | null;
  /** The office's marks beside those members (Verified alumnus; decision 118), by profile id. */
  marks: Record<string, ProfileMarks>;
  /** Whether the viewer is the year's class representative, who may write it a newsletter (decision 121). */
  is_representative: boolean;
  member_count: number;
  house_mix: HouseMixEntry[];
  events: EventDto[];
  news: NewsDto[];
}

// ---- Chapters ----------------------------------------------------------------------------

export const chapterSlugParams = z.object({ slug: z.string().trim().min(1).max(60) });

export const chapterCreateSchema = z
  .object({
    name: z.string().trim().min(1, GROUPS_TEXT.chapterNameRequired).max(120),
    slug: z
      .string()
      .trim()
      .regex(/^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/, GROUPS_TEXT.chapterSlugInvalid),
    about: optionalText(2000),
  })
  .strict();
export type ChapterCreate = z.infer<typeof chapterCreateSchema>;

export const chapterModeratorSchema = z.object({ user_id: z.string().trim().min(1).max(100) }).strict();

export const chapterEventReviewSchema = z
  .object({ status: z.enum(["approved", "rejected"]), notes: optionalText(1000) })
  .strict();
export type ChapterEventReview = z.infer<typeof chapterEventReviewSchema>;

export interface ChapterSummary {
  id: string;
  slug: string;
  name: string;
  about: string | null;
  /** Member count: signed-in viewers only (null for visitors). */
  member_count: number | null;
}
export interface ChapterPage extends ChapterSummary {
  /** The listed members the viewer may see; null for a visitor. */
  members: ProfileDto[] | null;
  upcoming_events: EventDto[];
  is_member: boolean;
  /** The viewer moderates this chapter: pending events are included for review. */
  is_moderator: boolean;
  pending_events: EventDto[];
}

export interface ChapterModerators {
  assigned: { user_id: string; name: string }[];
  /** Users holding the moderator role who are not assigned to this chapter. */
  candidates: { user_id: string; name: string }[];
}

// ---- Mentoring ---------------------------------------------------------------------------

export const MENTOR_OFFERS = ["mentoring", "speaking", "referrals"] as const;
export type MentorOffer = (typeof MENTOR_OFFERS)[number];

export const mentorsQuerySchema = z.object({
  offer: z.enum(MENTOR_OFFERS).default("mentoring"),
  industry: z.string().trim().max(120).optional(),
  location: z.string().trim().max(120).optional(),
  house: z.string().trim().max(60).optional(),
  graduation_year: z.coerce.number().int().min(1900).max(2100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  /** One page of LIST_PAGE_SIZE mentors, with the number of every match (issue 22); `limit` is then unused. */
  page: listPageParam,
});
export type MentorsQuery = z.infer<typeof mentorsQuerySchema>;

export interface MentorCard {
  profile: ProfileDto;
  offers: MentorOffer[];
}

export const mentoringRequestSchema = z
  .object({
    mentor_user_id: z.string().trim().min(1).max(100),
    note: z.string().trim().min(1, GROUPS_TEXT.noteRequired).max(1000),
  })
  .strict();
export type MentoringRequestInput = z.infer<typeof mentoringRequestSchema>;

export const mentoringAnswerSchema = z.object({ status: z.enum(["accepted", "declined"]) }).strict();

export interface MentoringRequestDto {
  id: string;
  /** The other person: name and avatar only. */
  other: { user_id: string; display_name: string; avatar_url: string | null; profile_id: string | null };
  direction: "sent" | "received";
  note: string;
  status: "pending" | "accepted" | "declined";
  created_at: string;
  responded_at: string | null;
  /**
   * Whether each side has marked the session completed (decision 119): the viewer's own side and
   * the other person's. Completed once both are true.
   */
  completed_by_me: boolean;
  completed_by_other: boolean;
}

// ---- Jobs --------------------------------------------------------------------------------

export const JOB_KINDS = ["opening", "referral"] as const;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, GROUPS_TEXT.jobClosingInvalid);

export const jobInputSchema = z
  .object({
    kind: z.enum(JOB_KINDS).default("opening"),
    title: z.string().trim().min(1, GROUPS_TEXT.jobTitleRequired).max(200),
    company: z.string().trim().min(1, GROUPS_TEXT.jobCompanyRequired).max(200),
    location: optionalText(200),
    remote: z.boolean().default(false),
    apply_url: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
      z
        .string()
        .max(500)
        .regex(/^https?:\/\/[^\s]+\.[^\s]+$/i, GROUPS_TEXT.jobLinkInvalid)
        .nullable()
        .optional(),
    ),
    message_me: z.boolean().default(false),
    description: optionalText(5000),
    closes_on: isoDay,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.location && !v.remote)
      ctx.addIssue({ code: "custom", path: ["location"], message: GROUPS_TEXT.jobWhereRequired });
    if (!v.apply_url && !v.message_me)
      ctx.addIssue({ code: "custom", path: ["apply_url"], message: GROUPS_TEXT.jobContactRequired });
  });
export type JobInput = z.infer<typeof jobInputSchema>;

/** Is this closing day allowed when posting on `today` (both yyyy-mm-dd, UTC)? Today up to 60 days on. */
export function closingDayAllowed(closesOn: string, today: string): boolean {
  const ms = Date.parse(`${closesOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Number.isFinite(ms) && ms >= 0 && ms <= GROUP_LIMITS.jobMaxDays * 86_400_000;
}

export const jobsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  kind: z.enum(JOB_KINDS).optional(),
  remote: z.enum(["true", "false"]).optional(),
  location: z.string().trim().max(120).optional(),
  mine: z.enum(["true", "false"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
  /** One page of LIST_PAGE_SIZE postings, with the number of every match (issue 22); `limit` is then unused. */
  page: listPageParam,
});
export type JobsQuery = z.infer<typeof jobsQuerySchema>;

/** GET /api/v1/mentors: the mentors, and (only when a `page` was asked) where it stands in every match. */
export interface MentorsListResponse {
  mentors: MentorCard[];
  found?: ListPageInfo;
}

/** GET /api/v1/jobs: the postings, and (only when a `page` was asked) where it stands in every match. */
export interface JobsListResponse {
  jobs: JobDto[];
  found?: ListPageInfo;
}

export const jobIdParams = z.object({ id: z.uuid({ message: GROUPS_TEXT.jobNotFound }) });
export const reasonSchema = z
  .object({ reason: z.string().trim().min(1, GROUPS_TEXT.reasonRequired).max(1000) })
  .strict();

export interface JobDto {
  id: string;
  kind: "opening" | "referral";
  title: string;
  company: string;
  location: string | null;
  remote: boolean;
  apply_url: string | null;
  /** 'Message me': the poster's user id when they take messages, else null. */
  message_user_id: string | null;
  description: string | null;
  closes_on: string;
  status: "open" | "closed" | "removed";
  /** The poster's name when the viewer may see them in the directory, else null. */
  poster: { display_name: string; profile_id: string } | null;
  is_mine: boolean;
  /** Reports against it: moderators and admins only (null for everyone else). */
  report_count: number | null;
  removed_reason: string | null;
  created_at: string;
  /** How many members said "I'm interested": the poster only (null for everyone else; never who). */
  interest_count: number | null;
  /** The viewer said "I'm interested" in this job. */
  interested: boolean;
}
