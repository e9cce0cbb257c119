import type { PrivacySettings } from "../profile";

/**
 * My Profile, Privacy: what each of the settings the server enforces is called, and what
 * turning it off does (DESIGN.md's who-sees-what rules, in the member's words), in the order
 * the tab shows them.
 */
export const PRIVACY_TEXT = {
  intro:
    "These settings are enforced by the server: what you hide never leaves it for other people. Changes are saved at once.",
  settings: [
    {
      key: "show_in_directory",
      label: "Show me in the alumni directory",
      explain: "When off, you are left out of the directory, search results and featured alumni.",
    },
    {
      key: "show_contact_info",
      label: "Show my contact information",
      explain:
        "When off, your phone number, LinkedIn, website and social links are hidden from everyone but you.",
    },
    {
      key: "show_graduation_year",
      label: "Show my graduation year",
      explain: "When off, your graduation year is hidden from visitors and other members.",
    },
    {
      key: "allow_messages",
      label: "Allow other members to message me",
      explain: "When off, nobody can send you new messages and you are not offered as a recipient.",
    },
    {
      key: "show_events_attended",
      label: "Show the events I attended on my profile",
      explain:
        "When on, other members see the events you were checked in at. Visitors never see them. Off by default.",
    },
  ] satisfies ReadonlyArray<{ key: keyof PrivacySettings; label: string; explain: string }>,
} as const;
