/**
 * The profile field lists the tests expect, written out by hand from the spec and the decisions
 * (not imported from server/policies.ts: a test that compares against the constant it guards
 * passes whatever the constant says). Changing a list here is changing the rule: cite the spec
 * or a decision record.
 */

/** Field names as the spec lists them: "a, b, c". */
const fields = (list: string) => list.split(", ");

/** Spec §3: "Signed-out visitors receive only the public subset". */
export const VISITOR_FIELDS = fields(
  "id, display_name, house, graduation_year, currentrole, company, location, avatar_url, interests",
);

/**
 * The 'limited' list a signed-in member receives of another member's profile. Spec §3 leaves the
 * extra fields open; DESIGN.md §5 names bio, linkedin_url, industry, interests, hobbies …; the
 * rest is our decision: every spec §3 field except privacy_settings and created_at, plus user_id
 * and accepts_messages (the allow_messages answer without the settings themselves).
 */
export const MEMBER_FIELDS = [
  ...VISITOR_FIELDS,
  ...fields(
    "user_id, bio, phone, linkedin_url, personal_website, degree_details, academic_achievements, industry, specialization, hobbies, languages_spoken, volunteer_activities, mentorship_availability, guest_speaker_availability, job_referral_availability, awards_recognition, publications, certifications, social_media_links, accepts_messages",
  ),
];

/** DESIGN.md §5: the owner sees all own fields, an admin all fields, the privacy settings too. */
export const FULL_FIELDS = [...MEMBER_FIELDS, "privacy_settings", "created_at", "updated_at"];

/**
 * What show_contact_info off hides from members: phone, LinkedIn and website (DESIGN.md §5) and
 * the social links (decision 040).
 */
export const CONTACT_FIELDS = ["phone", "linkedin_url", "personal_website", "social_media_links"];

/** Sorted copy, for comparing a set of keys whatever its order. */
export const sorted = (keys: Iterable<string>) => [...keys].sort();

/** The keys of `keys` that are not in `drop`. */
export const without = (keys: readonly string[], drop: readonly string[]) =>
  keys.filter((k) => !drop.includes(k));
