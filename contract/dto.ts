import { z } from "zod";
import type {
  CompetitionCategory,
  CompetitionStatus,
  ModerationStatus,
  RegistrationStatus,
} from "./constants";
import { profileFieldsSchema } from "./profile";

/**
 * Response shapes of the API (spec §3 field names). The server's presenters
 * (server/presenters/) build exactly these; the web app reads them.
 */

/** Every field of a profile as the API names it (spec §3): the writable ones and those the server keeps. */
export const profileDtoSchema = profileFieldsSchema.extend({
  id: z.string(),
  user_id: z.string().nullable(),
  // A text column naming a row of the houses table (Settings), so the answer does not narrow it.
  house: z.string().nullable(),
  avatar_url: z.string().nullable(),
  /** Derived: has an account and allows messages. */
  accepts_messages: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FullProfileDto = z.output<typeof profileDtoSchema>;
export type ProfileField = keyof FullProfileDto;

/** The public subset of spec §3: all a visitor may ever receive. */
export const VISITOR_PROFILE_FIELDS = [
  "id",
  "display_name",
  "house",
  "graduation_year",
  "currentrole",
  "company",
  "location",
  "avatar_url",
  "interests",
] as const satisfies readonly ProfileField[];

/** The 'limited' set a signed-in member sees of another member. */
export const MEMBER_PROFILE_FIELDS = [
  ...VISITOR_PROFILE_FIELDS,
  "user_id",
  "bio",
  "phone",
  "linkedin_url",
  "personal_website",
  "degree_details",
  "academic_achievements",
  "industry",
  "specialization",
  "hobbies",
  "languages_spoken",
  "volunteer_activities",
  "mentorship_availability",
  "guest_speaker_availability",
  "job_referral_availability",
  "awards_recognition",
  "publications",
  "certifications",
  "social_media_links",
  "accepts_messages",
] as const satisfies readonly ProfileField[];

/** Owner and admin: everything, including the privacy settings themselves. */
export const FULL_PROFILE_FIELDS = profileDtoSchema.keyof().options;

/**
 * What show_contact_info governs: the ways to reach the person outside the portal. Social
 * links count as contact details (decision 040): they lead to the person as a phone does.
 */
export const CONTACT_FIELDS = [
  "phone",
  "linkedin_url",
  "personal_website",
  "social_media_links",
] as const satisfies readonly ProfileField[];

/** Fields the owner's privacy settings may withhold from others: then absent, not null. */
const WITHHELD = mask(["graduation_year", ...CONTACT_FIELDS]);

export const visitorProfileDtoSchema = profileDtoSchema
  .pick(mask(VISITOR_PROFILE_FIELDS))
  .partial({ graduation_year: true });
export const memberProfileDtoSchema = profileDtoSchema.pick(mask(MEMBER_PROFILE_FIELDS)).partial(WITHHELD);

/** One type per audience (server/policies.ts decides who is which; the presenter builds these). */
export interface ProfileDtoByAudience {
  visitor: z.output<typeof visitorProfileDtoSchema>;
  member: z.output<typeof memberProfileDtoSchema>;
  owner: FullProfileDto;
  admin: FullProfileDto;
}
export type VisitorProfileDto = ProfileDtoByAudience["visitor"];
export type MemberProfileDto = ProfileDtoByAudience["member"];
export type OwnerProfileDto = ProfileDtoByAudience["owner"];
export type AdminProfileDto = ProfileDtoByAudience["admin"];

/** A profile as some audience sees it: lists mix audiences (the owner's own row is complete). */
export type ProfileDto = Partial<FullProfileDto>;

/** A zod pick/partial mask from a list of keys. */
function mask<K extends string>(keys: readonly K[]): { [P in K]: true } {
  return Object.fromEntries(keys.map((k) => [k, true])) as { [P in K]: true };
}

export interface NewsDto {
  id: string;
  title: string;
  summary: string | null;
  content: string | null;
  category: string;
  author: string | null;
  image_url: string | null;
  published: boolean;
  created_at: string;
  updated_at: string;
}

export interface EventDto {
  id: string;
  title: string;
  description: string | null;
  category: string;
  location: string | null;
  start_date: string;
  end_date: string | null;
  max_attendees: number | null;
  is_virtual: boolean;
  registration_deadline: string | null;
  /** IANA zone the event's times are stated in (issue 11, item 7). */
  time_zone: string;
  image_url: string | null;
  organizer_id: string | null;
  moderation_status: ModerationStatus;
  moderation_notes: string | null;
  moderated_at: string | null;
  created_at: string;
  /** Places taken: members going and their guests (issue 27). */
  attendee_count: number;
  /** The viewer's own registration, null when none or signed out. */
  user_registration_status: RegistrationStatus | null;
  /** How many guests each member may bring (0: none). */
  guests_per_member: number;
  /** Hours a member moved in from the waitlist has to confirm; null: the default (48). */
  waitlist_confirm_hours: number | null;
  /** Members waiting for a place. */
  waitlist_count: number;
  /** The viewer's guests (when going or waiting) and their names, as given. */
  user_guests: number;
  user_guest_names: string[];
  /** When the viewer was moved in from the waitlist: until when their place is held unconfirmed. */
  user_confirm_by: string | null;
}

export interface HouseDto {
  id: string;
  name: string;
  color: string;
  bg_light: string;
  text_color: string;
  created_at: string;
}

export interface CompetitionDto {
  id: string;
  name: string;
  description: string | null;
  category: CompetitionCategory;
  status: CompetitionStatus;
  competition_date: string | null;
  first_place_points: number;
  second_place_points: number;
  third_place_points: number;
  created_at: string;
}

export interface CompetitionResultDto {
  id: string;
  house_id: string;
  competition_id: string;
  points_awarded: number;
  position: number;
  created_at: string;
  house: Pick<HouseDto, "id" | "name" | "color" | "bg_light" | "text_color">;
  competition: Pick<CompetitionDto, "id" | "name" | "category" | "status" | "competition_date">;
}

export interface MessageDto {
  id: string;
  sender_id: string;
  recipient_id: string;
  subject: string | null;
  content: string;
  thread_id: string;
  parent_message_id: string | null;
  thread_subject: string | null;
  is_read: boolean;
  created_at: string;
  sender_profile: { display_name: string; avatar_url: string | null };
  recipient_profile: { display_name: string; avatar_url: string | null };
  /** Present only on a message the office hid, which only its sender is shown (decision 112). */
  hidden_reason?: string;
  /**
   * Present (true) while the recipient has not written to the sender (decision 120): the chat
   * shows the message's links as plain text, not as links.
   */
  links_inert?: boolean;
}
