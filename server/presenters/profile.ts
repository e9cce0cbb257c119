import {
  type FullProfileDto,
  MEMBER_PROFILE_FIELDS,
  type ProfileDto,
  type ProfileDtoByAudience,
  type ProfileField,
} from "../../contract/dto";
import { DEFAULT_PRIVACY, type PrivacySettings, type ProfileUpdate } from "../../contract/profile";
import type { Viewer } from "../auth/viewer";
import type { profiles } from "../db/schema";
import {
  canSeeProfile,
  listedInDirectory,
  type ProfileAudience,
  profileAudience,
  visibleProfileFields,
} from "../policies";

/**
 * The one presenter of profiles: a row becomes the contract's DTO of one audience (the field
 * rules are in server/policies.ts; this file applies them), and an update becomes columns.
 */

type ProfileRow = typeof profiles.$inferSelect;

export type { ProfileDto };

/** Stored settings over the defaults: a key the row lacks (or no profile at all) reads as the default. */
export function privacyOf(settings: Partial<PrivacySettings> | null | undefined): PrivacySettings {
  return { ...DEFAULT_PRIVACY, ...(settings ?? {}) };
}

/** Every field of the row under its API name: what owner and admin receive. */
function fullProfile(row: ProfileRow): FullProfileDto {
  const privacy = privacyOf(row.privacySettings);
  return {
    id: row.id,
    user_id: row.userId,
    display_name: row.displayName,
    house: row.house,
    graduation_year: row.graduationYear,
    currentrole: row.currentRole,
    company: row.company,
    location: row.location,
    bio: row.bio,
    phone: row.phone,
    linkedin_url: row.linkedinUrl,
    personal_website: row.personalWebsite,
    avatar_url: row.avatarUrl,
    degree_details: row.degreeDetails,
    academic_achievements: row.academicAchievements,
    industry: row.industry,
    specialization: row.specialization,
    interests: row.interests,
    hobbies: row.hobbies,
    languages_spoken: row.languagesSpoken,
    volunteer_activities: row.volunteerActivities,
    mentorship_availability: row.mentorshipAvailability,
    guest_speaker_availability: row.guestSpeakerAvailability,
    job_referral_availability: row.jobReferralAvailability,
    awards_recognition: row.awardsRecognition,
    publications: row.publications,
    certifications: row.certifications,
    social_media_links: row.socialMediaLinks,
    // An alumnus in memoriam receives no messages (decision 109).
    accepts_messages: Boolean(row.userId) && privacy.allow_messages && !row.inMemoriamSince,
    privacy_settings: privacy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Only these keys of the profile, in its order. */
function onlyFields(profile: FullProfileDto, keep: ReadonlySet<ProfileField>): ProfileDto {
  const kept: Record<string, unknown> = {};
  for (const key in profile) if (keep.has(key as ProfileField)) kept[key] = profile[key as ProfileField];
  return kept as ProfileDto;
}

/** Shapes a profile row for one audience: only the fields it may see ever leave the server. */
export function presentProfile<A extends ProfileAudience>(
  row: ProfileRow,
  audience: A,
): ProfileDtoByAudience[A] {
  const profile = fullProfile(row);
  // visibleProfileFields(audience) is the contract's field list of that audience less what the
  // owner's privacy withholds, which is what ProfileDtoByAudience[audience] describes.
  return onlyFields(
    profile,
    visibleProfileFields(audience, profile.privacy_settings),
  ) as ProfileDtoByAudience[A];
}

/**
 * A row as a member (not its owner) or a visitor sees it depends on the row alone, so a kept row
 * is presented once per audience: the rows the shared reads keep (decisions 090 and 091) are the
 * same objects, deep-frozen, for every request until a write replaces them, and these with them.
 * A member's directory answer presented its 500 rows anew on every request, 4 % of the server's
 * main thread in the page-view mix and much of its garbage (decision 162). Frozen, as every
 * request shares it. A row nobody keeps (not frozen: read for one request, or made from JSON by
 * the home page) and the owner's and an admin's presentations are made each time.
 */
const presentedOnce = {
  member: new WeakMap<ProfileRow, ProfileDto>(),
  visitor: new WeakMap<ProfileRow, ProfileDto>(),
};

/** A list row as this viewer may see it (each row has its own audience: the owner sees all of theirs). */
export function presentProfileForViewer(row: ProfileRow, viewer: Viewer | null): ProfileDto {
  const audience = profileAudience(viewer, row.userId);
  if ((audience !== "member" && audience !== "visitor") || !Object.isFrozen(row))
    return presentProfile(row, audience);
  const made = presentedOnce[audience].get(row);
  if (made) return made;
  const presented: ProfileDto = Object.freeze(presentProfile(row, audience));
  presentedOnce[audience].set(row, presented);
  return presented;
}

/**
 * What the /alumni/{id} page may show: the 'limited' set of spec §3 (a member's view of another
 * member), which holds spec §7's "public profile" select (the public subset with the bio and
 * LinkedIn link) and the fields a member chose to share with members (issue 21, decision 095).
 * The audience rules then cut it: a visitor keeps the public subset, a member what the owner's
 * privacy settings share, the owner and an admin all of it.
 */
export const PROFILE_PAGE_FIELDS = MEMBER_PROFILE_FIELDS;
const PAGE_FIELDS: ReadonlySet<ProfileField> = new Set(PROFILE_PAGE_FIELDS);

/** The /alumni/{id} answer: the page fields this viewer may see. */
export type ProfilePageDto = Partial<Pick<FullProfileDto, (typeof PROFILE_PAGE_FIELDS)[number]>>;

/**
 * The /alumni/{id} page: the page fields, cut to what this viewer may see; null when the viewer
 * may not see the profile at all (left the directory, or its sign-up is not verified yet), so it
 * answers 'not found'.
 */
export function presentProfilePage(row: ProfileRow, viewer: Viewer | null): ProfilePageDto | null {
  const audience = profileAudience(viewer, row.userId);
  const privacy = privacyOf(row.privacySettings);
  if (
    !canSeeProfile(audience, listedInDirectory({ privacy, awaitingVerification: row.awaitingVerification }))
  )
    return null;
  const visible = visibleProfileFields(audience, privacy);
  return onlyFields(fullProfile(row), new Set([...PAGE_FIELDS].filter((key) => visible.has(key))));
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
