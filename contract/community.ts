import { z } from "zod";
import { LIMITS } from "./constants";
import { VALIDATION } from "./ui-text";

/** POST /api/v1/achievements: a member's achievement, stored as a draft news item for review. */
export const achievementSchema = z.object({
  title: z.string().trim().min(3, "Please give your achievement a title").max(200),
  summary: z.string().trim().min(10, "Please describe your achievement in a sentence or two").max(1000),
});
export type AchievementInput = z.infer<typeof achievementSchema>;

/** POST /api/v1/newsletter/subscribe: double opt-in by a mailed confirmation link. */
export const newsletterSchema = z.object({
  email: z.string().trim().max(LIMITS.emailMax, VALIDATION.email).pipe(z.email(VALIDATION.email)),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;
