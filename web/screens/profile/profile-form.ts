import type { PrivacySettingsDto, ProfileDto } from "@contract/dto";
import { type ProfileUpdate, parseGraduationYear } from "@contract/profile";

/** The editable fields of My Profile as the form holds them (text inputs hold strings). */
export interface ProfileForm {
  display_name: string;
  house: string;
  graduation_year: string;
  currentrole: string;
  company: string;
  location: string;
  bio: string;
  phone: string;
  linkedin_url: string;
  personal_website: string;
  degree_details: string;
  academic_achievements: string;
  industry: string;
  specialization: string;
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
  privacy_settings: PrivacySettingsDto;
}

export const SOCIAL_NETWORKS = ["Twitter / X", "Facebook", "Instagram", "GitHub"] as const;

export function toForm(p: ProfileDto): ProfileForm {
  return {
    display_name: p.display_name ?? "",
    house: p.house ?? "",
    graduation_year: p.graduation_year == null ? "" : String(p.graduation_year),
    currentrole: p.currentrole ?? "",
    company: p.company ?? "",
    location: p.location ?? "",
    bio: p.bio ?? "",
    phone: p.phone ?? "",
    linkedin_url: p.linkedin_url ?? "",
    personal_website: p.personal_website ?? "",
    degree_details: p.degree_details ?? "",
    academic_achievements: p.academic_achievements ?? "",
    industry: p.industry ?? "",
    specialization: p.specialization ?? "",
    interests: p.interests ?? [],
    hobbies: p.hobbies ?? [],
    languages_spoken: p.languages_spoken ?? [],
    volunteer_activities: p.volunteer_activities ?? [],
    mentorship_availability: p.mentorship_availability ?? false,
    guest_speaker_availability: p.guest_speaker_availability ?? false,
    job_referral_availability: p.job_referral_availability ?? false,
    awards_recognition: p.awards_recognition ?? [],
    publications: p.publications ?? [],
    certifications: p.certifications ?? [],
    social_media_links: p.social_media_links ?? {},
    privacy_settings: p.privacy_settings ?? {
      show_in_directory: true,
      show_contact_info: false,
      show_graduation_year: true,
      allow_messages: true,
    },
  };
}

/** The PATCH body: graduation year as a whole number or null (spec §5), empty links dropped. */
export function toUpdate(f: ProfileForm): ProfileUpdate {
  const links: Record<string, string> = {};
  for (const [k, v] of Object.entries(f.social_media_links)) if (v.trim()) links[k] = v.trim();
  return {
    ...f,
    house: (f.house || null) as ProfileUpdate["house"],
    graduation_year: parseGraduationYear(f.graduation_year || null),
    social_media_links: links,
  } as ProfileUpdate;
}
