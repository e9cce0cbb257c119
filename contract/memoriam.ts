import { z } from "zod";
import { MEMORIAM_TEXT } from "./ui-text/memoriam-messages";
import { webAddressSchema } from "./web-address";

/** In memoriam (issue 26 item 4, decision 109): a member's notice of a death, the office's queue. */

export const DEATH_NOTE_MAX = 1000;

export const deathNoticeBodySchema = z.object({
  note: z
    .string({ message: MEMORIAM_TEXT.noteRequired })
    .trim()
    .min(1, MEMORIAM_TEXT.noteRequired)
    .max(DEATH_NOTE_MAX, MEMORIAM_TEXT.noteTooLong),
  link: z
    .union([z.literal(""), webAddressSchema(MEMORIAM_TEXT.linkInvalid)])
    .nullish()
    .transform((v) => v || null),
});
export type DeathNoticeBody = z.input<typeof deathNoticeBodySchema>;
export type DeathNoticeInput = z.output<typeof deathNoticeBodySchema>;

/** The year of death, if the office knows it: not before 1900, not in the future. */
export const confirmDeathBodySchema = z
  .object({
    year_of_death: z.coerce
      .number({ message: MEMORIAM_TEXT.yearInvalid })
      .int(MEMORIAM_TEXT.yearInvalid)
      .min(1900, MEMORIAM_TEXT.yearInvalid)
      .refine((y) => y <= new Date().getUTCFullYear(), MEMORIAM_TEXT.yearInvalid)
      .nullish()
      .transform((v) => v ?? null),
  })
  .default({ year_of_death: null });

export const DEATH_NOTICE_STATUSES = ["open", "confirmed", "dismissed"] as const;
export type DeathNoticeStatus = (typeof DEATH_NOTICE_STATUSES)[number];

/** What the office can do to a notice, and the status it leaves it in (each undoes another). */
export const DEATH_NOTICE_VERBS = {
  confirm: "confirmed",
  dismiss: "dismissed",
  restore: "open",
  reopen: "open",
} as const;
export type DeathNoticeVerb = keyof typeof DEATH_NOTICE_VERBS;

/** One notice in the office's queue. */
export interface AdminDeathNoticeDto {
  id: string;
  status: DeathNoticeStatus;
  note: string;
  link: string | null;
  created_at: string;
  resolved_at: string | null;
  /** The alumnus (profile null once the office removed it at the family's request). */
  alumnus: {
    profile_id: string | null;
    display_name: string;
    graduation_year: number | null;
    year_of_death: number | null;
  };
  reporter: { user_id: string | null; display_name: string };
}

export interface AdminDeathNoticeList {
  items: AdminDeathNoticeDto[];
  total: number;
  page: number;
  page_size: number;
}

export const adminDeathNoticesQuerySchema = z.object({
  status: z.enum(DEATH_NOTICE_STATUSES).default("open"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** The mark on a profile's page: the class year is the profile's own (when shown). */
export interface InMemoriamMark {
  year_of_death: number | null;
}

/** One alumnus remembered on a class-year page. */
export interface ClassMemorialDto {
  profile_id: string;
  display_name: string;
  year_of_death: number | null;
}
