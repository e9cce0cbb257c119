import type { CompetitionCategory, CompetitionStatus, ModerationStatus, RsvpStatus } from "./constants";

/**
 * Response shapes of the API (spec §3 field names). The server's presenters
 * (server/presenters/) build exactly these; the web app reads them.
 */

export interface PrivacySettingsDto {
  show_in_directory: boolean;
  show_contact_info: boolean;
  show_graduation_year: boolean;
  allow_messages: boolean;
}

/** A profile as one audience may see it: which keys are present depends on who asks. */
export type ProfileDto = Partial<{
  id: string;
  user_id: string | null;
  display_name: string;
  house: string | null;
  graduation_year: number | null;
  currentrole: string | null;
  company: string | null;
  location: string | null;
  bio: string | null;
  phone: string | null;
  linkedin_url: string | null;
  personal_website: string | null;
  avatar_url: string | null;
  degree_details: string | null;
  academic_achievements: string | null;
  industry: string | null;
  specialization: string | null;
  interests: string[];
  hobbies: string[];
  languages_spoken: string[];
  volunteer_activities: string[];
  mentorship_availability: boolean;
  guest_speaker_availability: boolean;
  job_referral_availability: boolean;
  awards_recognition: string[];
  publications: string[];
  certifications: string[];
  social_media_links: Record<string, string>;
  /** Derived: has an account and allows messages. */
  accepts_messages: boolean;
  privacy_settings: PrivacySettingsDto;
  created_at: string;
  updated_at: string;
}>;

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
  image_url: string | null;
  organizer_id: string | null;
  moderation_status: ModerationStatus;
  moderation_notes: string | null;
  moderated_at: string | null;
  created_at: string;
  /** Registrations with status going. */
  attendee_count: number;
  /** The viewer's own registration, null when none or signed out. */
  user_registration_status: RsvpStatus | null;
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
}
