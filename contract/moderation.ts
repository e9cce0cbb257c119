import { z } from "zod";
import { MODERATION_TEXT } from "./ui-text/moderation-messages";

/** What the office (and a chapter's moderators) can do about a report (issue 28 item 2, decision 112). */

const reason = z
  .string({ message: MODERATION_TEXT.reasonRequired })
  .trim()
  .min(1, MODERATION_TEXT.reasonRequired)
  .max(500, MODERATION_TEXT.reasonTooLong);

/** Hide the reported item: the author is told this reason. */
export const hideBodySchema = z.object({ reason });
export type HideBody = z.input<typeof hideBodySchema>;

/** Warn the reported member: this text reaches them in the bell and by mail. */
export const warnBodySchema = z.object({
  message: z
    .string({ message: MODERATION_TEXT.warningRequired })
    .trim()
    .min(1, MODERATION_TEXT.warningRequired)
    .max(2000, MODERATION_TEXT.warningTooLong),
});
export type WarnBody = z.input<typeof warnBodySchema>;

/** Suspend a member for some days, or until the office lifts it (`days: null`). */
export const suspendBodySchema = z.object({
  reason,
  days: z
    .number({ message: MODERATION_TEXT.daysInvalid })
    .int(MODERATION_TEXT.daysInvalid)
    .min(1, MODERATION_TEXT.daysInvalid)
    .max(365, MODERATION_TEXT.daysInvalid)
    .nullable(),
});
export type SuspendBody = z.input<typeof suspendBodySchema>;

/** How long the office's suspension choices run (the form's options). */
export const SUSPENSION_CHOICES: { days: number | null; label: string }[] = [
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
  { days: null, label: "Until lifted" },
];

export const userIdParams = z.object({ user_id: z.uuid("Member not found") });
