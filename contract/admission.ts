import { z } from "zod";
import type { InMemoriamMark } from "./memoriam";

/** Verified alumni (issue 26 item 3, decision 118): how sign-ups are admitted, and the office's queue. */

export const ADMISSION_MODES = ["open", "roll", "office"] as const;
export type AdmissionMode = (typeof ADMISSION_MODES)[number];

/** A member's admission: null (admitted openly), waiting, verified (by the roll or the office), declined. */
export const ADMISSION_STATUSES = ["waiting", "verified", "declined"] as const;
export type AdmissionStatus = (typeof ADMISSION_STATUSES)[number];

/** The queue's tabs: the sign-ups waiting, and those declined (which can still be approved). */
export const ADMISSION_QUEUE_STATUSES = ["waiting", "declined"] as const;
export type AdmissionQueueStatus = (typeof ADMISSION_QUEUE_STATUSES)[number];

export const adminAdmissionsQuerySchema = z.object({
  status: z.enum(ADMISSION_QUEUE_STATUSES).default("waiting"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** What the office can do to a sign-up, and the status it leaves it in. */
export const ADMISSION_VERBS = { approve: "verified", decline: "declined" } as const;
export type AdmissionVerb = keyof typeof ADMISSION_VERBS;

/** One sign-up in the office's queue (the office sees the address, as on its Alumni screen). */
export interface AdminAdmissionDto {
  /** The profile's id. */
  id: string;
  status: AdmissionQueueStatus;
  display_name: string;
  email: string;
  house: string | null;
  graduation_year: number | null;
  /** When the sign-up began to wait, or was declined. */
  since: string;
}

export interface AdminAdmissionList {
  items: AdminAdmissionDto[];
  total: number;
  page: number;
  page_size: number;
}

/** The signed-in member's own admission, for the notice on their screens. */
export interface MyAdmission {
  status: AdmissionStatus | null;
}

/** The marks beside a profile (never among its fields: the public subset is unchanged). */
export interface ProfileMarks {
  verified_alumnus?: true;
  in_memoriam?: InMemoriamMark;
}
