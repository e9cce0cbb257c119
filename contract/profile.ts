import { z } from "zod";
import { LIMITS, maxGraduationYear } from "./constants";
import { VALIDATION } from "./ui-text";
import { webAddressSchema } from "./web-address";

/**
 * The fields a profile's owner (My Profile) or an admin (Alumni edit, Add, CSV import) may
 * write. id, user_id, created_at and updated_at are never writable: they are not here, and
 * the server builds its UPDATE only from these keys.
 */

const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
    z.string().max(max).nullable(),
  );

/** A web address (blank is none): "linkedin.com/in/…" is kept with https:// (contract/web-address.ts). */
const url = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : v),
    webAddressSchema(message).nullable(),
  );

/** Spec §5: "graduation year parsed as a whole number, otherwise null". */
export function parseGraduationYear(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === "number" ? value : Number.parseInt(String(value).trim(), 10);
  return Number.isInteger(n) ? n : null;
}

const graduationYear = z.preprocess(
  parseGraduationYear,
  z
    .number()
    .int()
    .refine((y) => y >= LIMITS.graduationYearMin && y <= maxGraduationYear(), VALIDATION.graduationYear)
    .nullable(),
);

/** A list editor's value: trimmed, no empty entries, no duplicates (spec §5). */
export function cleanList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const v = raw.trim();
    const key = v.toLowerCase();
    if (!v || seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}
const list = z.array(z.string().max(200)).max(50).transform(cleanList);

/** Owner's privacy choices. Enforced by server/policies.ts; the database column has this type. */
export const privacySettingsSchema = z.object({
  show_in_directory: z.boolean(),
  show_contact_info: z.boolean(),
  show_graduation_year: z.boolean(),
  allow_messages: z.boolean(),
  // Issue 27, item 5: a member's "events attended" on their profile, for other members only.
  // Optional: a profile stored (or a body sent) before it existed keeps it off, the default.
  show_events_attended: z.boolean().optional(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/**
 * Spec §5 defaults: a new profile is listed and messageable, its contact details withheld; the
 * events it attended are kept to itself until it chooses (decision 111).
 */
export const DEFAULT_PRIVACY: PrivacySettings = {
  show_in_directory: true,
  show_contact_info: false,
  show_graduation_year: true,
  allow_messages: true,
  show_events_attended: false,
};

export const profileFieldsSchema = z.object({
  display_name: z
    .string()
    .trim()
    .min(LIMITS.nameMin, VALIDATION.fullName)
    .max(LIMITS.nameMax, VALIDATION.fullName),
  // One of the houses the office keeps in Settings (the server checks the list).
  house: z.string().trim().min(1).max(60).nullable(),
  graduation_year: graduationYear,
  currentrole: text(120),
  company: text(120),
  location: text(120),
  bio: text(2000),
  phone: text(40),
  linkedin_url: url(VALIDATION.linkedinUrl),
  personal_website: url(VALIDATION.websiteUrl),
  degree_details: text(500),
  academic_achievements: text(2000),
  industry: text(120),
  specialization: text(120),
  interests: list,
  hobbies: list,
  languages_spoken: list,
  volunteer_activities: list,
  mentorship_availability: z.boolean(),
  guest_speaker_availability: z.boolean(),
  job_referral_availability: z.boolean(),
  awards_recognition: list,
  publications: list,
  certifications: list,
  // A few networks (the editor offers four); capped so one body cannot store thousands of keys.
  social_media_links: z
    .record(z.string().max(40), z.string().max(500))
    .refine((links) => Object.keys(links).length <= 20, "At most 20 social links"),
  privacy_settings: privacySettingsSchema,
});

/** PATCH body: any subset of the writable fields; unknown keys (id, user_id …) are refused. */
export const profileUpdateSchema = profileFieldsSchema.partial().strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
