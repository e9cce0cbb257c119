import { useSearchParams } from "@/lib/router";
import type { ProfileForm } from "./profile-form";

/** My Profile's tabs, in order; the one shown is in the address (`/profile?tab=notifications`). */
export const PROFILE_TABS = ["overview", "professional", "personal", "privacy", "notifications"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** Which tab holds each field of the profile form, in the order the tabs show them. */
const FIELD_TABS: Record<keyof ProfileForm, ProfileTab> = {
  display_name: "overview",
  house: "overview",
  graduation_year: "overview",
  location: "overview",
  bio: "overview",
  phone: "overview",
  linkedin_url: "overview",
  personal_website: "overview",
  currentrole: "professional",
  company: "professional",
  industry: "professional",
  specialization: "professional",
  degree_details: "professional",
  academic_achievements: "professional",
  mentorship_availability: "professional",
  guest_speaker_availability: "professional",
  job_referral_availability: "professional",
  awards_recognition: "professional",
  publications: "professional",
  certifications: "professional",
  interests: "personal",
  hobbies: "personal",
  languages_spoken: "personal",
  volunteer_activities: "personal",
  social_media_links: "personal",
};
const FIELD_ORDER = Object.keys(FIELD_TABS) as Array<keyof ProfileForm>;

/**
 * The first refused field in the order the tabs show them, and its tab: a refusal on a tab
 * the member is not looking at opens that tab (issue 21 item 8). Names may be nested
 * ("social_media_links.GitHub"): the field is the first part.
 */
export function firstRefused(names: readonly string[]): { field: keyof ProfileForm; tab: ProfileTab } | null {
  const refused = new Set(names.map((n) => n.split(".")[0]));
  const field = FIELD_ORDER.find((f) => refused.has(f));
  return field ? { field, tab: FIELD_TABS[field] } : null;
}

/** The shown tab, kept in the address so a link (the bell's "Notification settings") can open one. */
export function useProfileTab(): [ProfileTab, (tab: ProfileTab) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab = PROFILE_TABS.find((t) => t === asked) ?? "overview";
  const setTab = (next: ProfileTab) => setParams(next === "overview" ? {} : { tab: next }, { replace: true });
  return [tab, setTab];
}
