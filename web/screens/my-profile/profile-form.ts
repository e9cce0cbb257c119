import type { ProfileDto } from "@contract/dto";
import { type profileFieldsSchema, profileUpdateSchema } from "@contract/profile";
import type { z } from "zod";

/** The privacy settings are saved at once by their own switches (PrivacyTab), not with Edit Profile. */
type Fields = Omit<z.output<typeof profileFieldsSchema>, "privacy_settings">;
/** How an input holds a field: text (numbers and the house too), lists, switches, and the two objects. */
type FormValue<T> = T extends readonly string[]
  ? string[]
  : T extends boolean
    ? boolean
    : T extends object
      ? T
      : string;

/** The editable fields of My Profile as the form holds them: the contract's fields, text inputs as strings. */
export type ProfileForm = { [K in keyof Fields]: FormValue<Fields[K]> };

export type TextKey = {
  [K in keyof ProfileForm]: ProfileForm[K] extends string ? K : never;
}[keyof ProfileForm];
export type ListKey = {
  [K in keyof ProfileForm]: ProfileForm[K] extends string[] ? K : never;
}[keyof ProfileForm];
export type FlagKey = {
  [K in keyof ProfileForm]: ProfileForm[K] extends boolean ? K : never;
}[keyof ProfileForm];

/**
 * The schema the form validates with: the PATCH body of /api/v1/profile without the privacy
 * settings, so saving the form never puts back a switch changed while it was open.
 */
export const profileFormSchema = profileUpdateSchema.omit({ privacy_settings: true });

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
  };
}

/** What the schema validates: no house is null, empty links dropped (the schema parses the year, spec §5). */
export function toInput(f: ProfileForm) {
  const links: Record<string, string> = {};
  for (const [k, v] of Object.entries(f.social_media_links)) if (v.trim()) links[k] = v.trim();
  return { ...f, house: f.house || null, social_media_links: links };
}
