import type { ProfileDto } from "../../contract/dto";
import type { ProfileUpdate } from "../../contract/profile";
import { DEFAULT_PRIVACY, type PrivacySettings, type profiles } from "../db/schema";
import { type ProfileAudience, visibleProfileFields } from "../policies";

type ProfileRow = typeof profiles.$inferSelect;

export type { ProfileDto };

export function privacyOf(row: Pick<ProfileRow, "privacySettings">): PrivacySettings {
  return { ...DEFAULT_PRIVACY, ...(row.privacySettings ?? {}) };
}

/** Shapes a profile row for one audience: only the fields it may see ever leave the server. */
export function presentProfile(row: Partial<ProfileRow>, audience: ProfileAudience): ProfileDto {
  const privacy = privacyOf({ privacySettings: row.privacySettings ?? DEFAULT_PRIVACY });
  const all: Record<string, unknown> = {
    id: row.id,
    user_id: row.userId ?? null,
    display_name: row.displayName,
    house: row.house ?? null,
    graduation_year: row.graduationYear ?? null,
    currentrole: row.currentRole ?? null,
    company: row.company ?? null,
    location: row.location ?? null,
    bio: row.bio ?? null,
    phone: row.phone ?? null,
    linkedin_url: row.linkedinUrl ?? null,
    personal_website: row.personalWebsite ?? null,
    avatar_url: row.avatarUrl ?? null,
    degree_details: row.degreeDetails ?? null,
    academic_achievements: row.academicAchievements ?? null,
    industry: row.industry ?? null,
    specialization: row.specialization ?? null,
    interests: row.interests ?? [],
    hobbies: row.hobbies ?? [],
    languages_spoken: row.languagesSpoken ?? [],
    volunteer_activities: row.volunteerActivities ?? [],
    mentorship_availability: row.mentorshipAvailability ?? false,
    guest_speaker_availability: row.guestSpeakerAvailability ?? false,
    job_referral_availability: row.jobReferralAvailability ?? false,
    awards_recognition: row.awardsRecognition ?? [],
    publications: row.publications ?? [],
    certifications: row.certifications ?? [],
    social_media_links: row.socialMediaLinks ?? {},
    accepts_messages: Boolean(row.userId) && privacy.allow_messages,
    privacy_settings: privacy,
    created_at: row.createdAt?.toISOString(),
    updated_at: row.updatedAt?.toISOString(),
  };
  const visible = visibleProfileFields(audience, privacy);
  const out: Record<string, unknown> = {};
  for (const key of visible) if (key in all && all[key] !== undefined) out[key] = all[key];
  return out as ProfileDto;
}

/** API field name (spec §3) → Drizzle column key, for the writable fields only. */
const WRITABLE_COLUMNS = {
  display_name: "displayName",
  house: "house",
  graduation_year: "graduationYear",
  currentrole: "currentRole",
  company: "company",
  location: "location",
  bio: "bio",
  phone: "phone",
  linkedin_url: "linkedinUrl",
  personal_website: "personalWebsite",
  degree_details: "degreeDetails",
  academic_achievements: "academicAchievements",
  industry: "industry",
  specialization: "specialization",
  interests: "interests",
  hobbies: "hobbies",
  languages_spoken: "languagesSpoken",
  volunteer_activities: "volunteerActivities",
  mentorship_availability: "mentorshipAvailability",
  guest_speaker_availability: "guestSpeakerAvailability",
  job_referral_availability: "jobReferralAvailability",
  awards_recognition: "awardsRecognition",
  publications: "publications",
  certifications: "certifications",
  social_media_links: "socialMediaLinks",
  privacy_settings: "privacySettings",
} as const satisfies Record<keyof ProfileUpdate, keyof ProfileRow>;

/** Turns a validated update into the column values to SET; keys not writable never get through. */
export function profileUpdateToColumns(update: ProfileUpdate): Partial<typeof profiles.$inferInsert> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(WRITABLE_COLUMNS)) {
    const value = update[key as keyof ProfileUpdate];
    if (value !== undefined) out[column] = value;
  }
  return out as Partial<typeof profiles.$inferInsert>;
}
