import { z } from "zod";

/** The yearly "Are your details still correct?" mail and its landing page (issue 26 item 5, decision 125). */
export const STILL_CORRECT_TEXT = {
  subject: (siteName: string) => `Are your details on ${siteName} still correct?`,
  confirmButton: "Yes, still correct",
  updateLink: "Update my details",
  confirmed: "Thank you: your details are marked as still correct.",
  badLink: "This link is not valid. Sign in and open My Profile to check your details.",
  expiredLink: "This link has expired. Sign in and open My Profile to check your details.",
  notGiven: "not given",
  title: "Are Your Details Still Correct?",
  lead: "This is what we hold about you. Nothing changes until you press the button.",
  loadFailed: "Failed to load your details",
  actionFailed: "Something went wrong. Please try again.",
  labels: { role: "Role", company: "Company", city: "City", email: "E-mail" },
} as const;

/** The signed link's token: `{user id}.{expiry day}.{signature}`. */
export const stillCorrectTokenSchema = z.object({ token: z.string().min(10).max(300) });

/** What the landing page shows before the member presses the button (reading it changes nothing). */
export type StillCorrectDetails = {
  name: string;
  email: string;
  role: string | null;
  company: string | null;
  city: string | null;
  confirmed_at: string | null;
};
