import { z } from "zod";
import { emailSchema } from "./auth";

/**
 * Issue 26 items 1 and 2 (decision 108): the school roll the office imports, the names of a
 * year (or house) who are not here yet, and a member's invitation of one of them. Bodies,
 * answers and the texts people read, kept together so the feature merges as one file.
 */
export const ROLL_TEXT = {
  importTitle: "School roll",
  importDescription:
    "Import the school's roll of former pupils. Members see only the names of their own year's or house's classmates who are not here yet; nobody but the office sees the rest.",
  columnsHelp:
    "Columns: Name, House, Year (required); E-mail, Date of birth (YYYY-MM-DD), Admission number (optional). A row with a known admission number, or else the same name, house and year, updates that entry; an empty cell keeps what the roll holds.",
  importNothingChanged: (n: number) =>
    `Nothing was imported: ${n} ${n === 1 ? "row has" : "rows have"} an error. Correct ${n === 1 ? "it" : "them"} and import the file again.`,
  importDone: (created: number, updated: number) => `Roll imported: ${created} added, ${updated} updated`,
  missingColumns: (cols: string[]) => `The file has no ${cols.join(", ")} column`,
  noRows: "The file has no rows",
  tooManyRows: (max: number) => `A roll file may have at most ${max.toLocaleString("en")} rows`,
  nameRequired: "Name is required",
  houseRequired: "House is required",
  unknownHouse: (houses: string[]) => `Unknown house (use one of ${houses.join(", ")})`,
  yearInvalid: "Year must be a four-digit year between 1900 and 2100",
  emailInvalid: "E-mail is not a valid address",
  dateOfBirthInvalid: "Date of birth must be a date written YYYY-MM-DD",
  admissionNumberTooLong: "Admission number may have at most 40 characters",
  duplicateAdmissionNumber: (line: number) => `Same admission number as line ${line}`,
  duplicateIdentity: (line: number) => `Same name, house and year as line ${line}`,
  notHereYet: (n: number, group: string) =>
    n === 1 ? `1 of ${group} is not here yet` : `${n} of ${group} are not here yet`,
  everyoneHere: (group: string) => `Everyone of ${group} on the school roll is here.`,
  onlySameYear: (year: number) => `Only members of the class of ${year} see who is not here yet`,
  onlySameHouse: (house: string) => `Only members of ${house} see who is not here yet`,
  entryNotFound: "This classmate is not on the roll",
  alreadyJoined: "This classmate has already joined",
  inviterNameHasLink:
    "Your display name contains a web address. Remove it from your profile's name to invite classmates.",
  tooManyInvitations: (perDay: number) =>
    `You have sent the most invitations allowed today (${perDay}). Try again tomorrow.`,
  invitationSent: (name: string) => `Invitation sent to ${name}`,
  invitationNotFound: "This invitation link is no longer valid",
  inviteHelp:
    "Type the address you have for them. It is used for this one mail and never shown to anyone, the office included.",
  notReachableTitle: "Not reachable",
  notReachableHint:
    "Members who never confirmed their details and whose yearly \u201cstill correct?\u201d mail could not be delivered, on the roll or not.",
  notReachableEmpty: "Every member the portal has written to could be reached.",
  notReachableError: "The members who cannot be reached could not be loaded.",
} as const;

/** A member the office cannot reach (decision 125): never confirmed, and the yearly mail bounced. */
export interface NotReachableMember {
  user_id: string;
  name: string;
  email: string;
  graduation_year: number | null;
  house: string | null;
}
export interface NotReachableList {
  /** By name; at most NOT_REACHABLE_SHOWN. */
  members: NotReachableMember[];
}
export const NOT_REACHABLE_SHOWN = 200;

/** At most this many invitations per member per day (rolling 24 hours, counted in the database). */
export const INVITATIONS_PER_DAY = 10;
/** An address may be invited once in this many days, whoever invites it. */
export const INVITATION_INTERVAL_DAYS = 30;
export const ROLL_IMPORT_MAX_ROWS = 20_000;

export const rollImportBodySchema = z.object({
  csv: z
    .string()
    .min(1, "The file is empty.")
    .max(5 * 1024 * 1024, "The file is too large."),
});
export type RollImportBody = z.infer<typeof rollImportBodySchema>;

/** One row of an import's result: added to the roll, or an entry it updated. */
export interface RollImportRow {
  line: number;
  name: string;
  outcome: "created" | "updated";
}

/**
 * POST /api/v1/admin/roll/import: 200 with what happened to each row (the first
 * ROLL_RESULT_ROWS of them), or 422 VALIDATION_FAILED whose `fields` name each refused row
 * ("Line 3") with its errors, and nothing imported.
 */
export interface RollImportResult {
  created: number;
  updated: number;
  rows: RollImportRow[];
}
export const ROLL_RESULT_ROWS = 1000;
/** The key of a refused row in a 422's `fields`. */
export const rollLineField = (line: number) => `Line ${line}`;

/** One year of the office's summary: on the roll, joined, invited (not joined), not reachable. */
export interface RollYearSummary {
  id: string;
  year: number;
  on_roll: number;
  joined: number;
  invited: number;
  not_reachable: number;
}

export const rollYearsQuerySchema = z.object({
  /** The start of a year ("19" finds 1900-1999); anything else finds none. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(["year"]).default("year"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export interface RollYearList {
  items: RollYearSummary[];
  total: number;
  page: number;
  page_size: number;
}

/** A classmate not here yet: the name and an id to invite them by; nothing else leaves. */
export interface NotHereYetEntry {
  id: string;
  name: string;
}

export interface NotHereYetResponse {
  count: number;
  entries: NotHereYetEntry[];
}

export const houseParams = z.object({ house: z.string().trim().min(1).max(60) });
export const rollEntryParams = z.object({ id: z.uuid("This classmate is not on the roll") });

export const invitationBodySchema = z.object({ email: emailSchema });
export type InvitationBody = z.infer<typeof invitationBodySchema>;

/** What sign-up is pre-filled with from an invitation link (its token is the only key). */
export interface InvitationPrefill {
  display_name: string;
  house: string;
  graduation_year: number;
  inviter_name: string;
}

export const invitationTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
