import { z } from "zod";
import type { AdminProfileDto, FullProfileDto } from "./dto";
import { profileFieldsSchema } from "./profile";

/** Admin Alumni Management: list query, add body, CSV export/import shapes. */

export const ALUMNI_SORT_FIELDS = ["created_at", "display_name", "graduation_year", "house"] as const;
export type AlumniSortField = (typeof ALUMNI_SORT_FIELDS)[number];
export const ALUMNI_PAGE_SIZES = [25, 50, 100] as const;

export const adminAlumniListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(ALUMNI_SORT_FIELDS).default("created_at"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminAlumniListQuery = z.infer<typeof adminAlumniListQuerySchema>;

/** A row of the admin list: the columns of the table and the CSV export. */
export type AdminAlumniRow = Pick<
  FullProfileDto,
  ImportedField | "id" | "user_id" | "avatar_url" | "created_at"
>;

export interface AdminAlumniPage {
  items: AdminAlumniRow[];
  total: number;
  page: number;
  page_size: number;
}

/** Add (a profile without an account): a name is required, everything else optional. */
export const adminAlumniCreateSchema = profileFieldsSchema
  .partial()
  .required({ display_name: true })
  .strict();
export type AdminAlumniCreate = z.infer<typeof adminAlumniCreateSchema>;

export type { AdminProfileDto };

/** The profile fields a CSV row carries (the columns below, without Created At). */
type ImportedField = "display_name" | "house" | "graduation_year" | "currentrole" | "company" | "location";

/** Spec §7: the CSV export's columns, in order. The import reads the same header. */
export const ALUMNI_CSV_COLUMNS = [
  "Name",
  "House",
  "Graduation Year",
  "Current Role",
  "Company",
  "Location",
  "Created At",
] as const;

/** Spec §7: alumni_export_{date}.csv (date as yyyy-MM-dd). */
export function alumniExportFileName(date: Date = new Date()): string {
  return `alumni_export_${date.toISOString().slice(0, 10)}.csv`;
}

/** Upper bound on an import file (characters) and on its data rows. */
export const ALUMNI_IMPORT_LIMITS = { maxChars: 20 * 1024 * 1024, maxRows: 100_000 } as const;

export const alumniImportBodySchema = z.object({
  csv: z.string().min(1, "The file is empty.").max(ALUMNI_IMPORT_LIMITS.maxChars, "The file is too large."),
  /** Import rows flagged as duplicates too (default: skip them). */
  include_duplicates: z.boolean().default(false),
});

export interface AlumniImportRowPreview {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  values: Pick<FullProfileDto, ImportedField>;
  errors: string[];
  /** Same name and graduation year as an existing profile or an earlier row of the file. */
  duplicate: "existing" | "in_file" | null;
}

export interface AlumniImportPreview {
  total_rows: number;
  valid_rows: number;
  invalid_rows: number;
  duplicate_rows: number;
  /** File-level problems (missing columns …); when present nothing can be imported. */
  file_errors: string[];
  /** The first rows (problem rows first), capped so a huge file stays a small answer. */
  rows: AlumniImportRowPreview[];
}

export interface AlumniImportResult {
  imported: number;
  skipped_invalid: number;
  skipped_duplicates: number;
}
