import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { emailSchema } from "../../../../contract/auth";
import {
  ROLL_IMPORT_MAX_ROWS,
  ROLL_RESULT_ROWS,
  ROLL_TEXT,
  type RollImportResult,
  type RollImportRow,
  rollLineField,
} from "../../../../contract/school-roll";
import { recordAudit } from "../../../audit";
import { type Db, queryRows } from "../../../db/client";
import { houseNames } from "../../../db/house-names";
import { schoolRoll } from "../../../db/schema";
import { AppError, badRequest } from "../../../errors";
import { linkRollEntriesByName } from "../../admission/roll-match";

/**
 * The office's roll import (issue 26 item 1, decision 108): every row is checked before
 * anything is written; one refused row refuses the file (422, each refused row with its
 * errors). Otherwise one transaction: a row whose admission number is on the roll updates that
 * entry; else one with the same name (any case), house and year; else it is added.
 */

interface RollRow {
  line: number;
  name: string;
  house: string;
  year: number;
  email: string | null;
  dateOfBirth: string | null;
  admissionNumber: string | null;
}

/** Accepted spellings of each column's header (compared lower-cased, trimmed). */
const HEADERS = {
  name: ["name", "full name"],
  house: ["house"],
  year: ["year", "graduation year", "class year"],
  email: ["e-mail", "email"],
  dateOfBirth: ["date of birth", "dob", "birth date"],
  admissionNumber: ["admission number", "admission no", "admission no."],
} as const;
const REQUIRED = { name: "Name", house: "House", year: "Year" } as const;

const identity = (r: { name: string; house: string; year: number }) =>
  `${r.name.trim().toLowerCase()}|${r.house}|${r.year}`;

function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** Parses and checks the whole file: the rows, or every refused line with its errors. */
function parseRoll(csv: string, houses: string[]): { rows: RollRow[]; refused: Record<string, string> } {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  const column = (k: keyof typeof HEADERS) =>
    fields.find((f) => (HEADERS[k] as readonly string[]).includes(f));
  const missing = (Object.keys(REQUIRED) as Array<keyof typeof REQUIRED>).filter((k) => !column(k));
  if (missing.length) throw badRequest(ROLL_TEXT.missingColumns(missing.map((k) => REQUIRED[k])));
  if (parsed.data.length === 0) throw badRequest(ROLL_TEXT.noRows);
  if (parsed.data.length > ROLL_IMPORT_MAX_ROWS)
    throw badRequest(ROLL_TEXT.tooManyRows(ROLL_IMPORT_MAX_ROWS));

  const houseByLower = new Map(houses.map((h) => [h.toLowerCase(), h]));
  const cell = (record: Record<string, string>, k: keyof typeof HEADERS) => {
    const c = column(k);
    return (c ? record[c] : "")?.trim() ?? "";
  };
  const rows: RollRow[] = [];
  const refused: Record<string, string> = {};
  const lineOfAdmission = new Map<string, number>();
  const lineOfIdentity = new Map<string, number>();
  parsed.data.forEach((record, index) => {
    const line = index + 2;
    const errors: string[] = [];
    const name = cell(record, "name").replace(/\s+/g, " ");
    if (name.length < 2 || name.length > 100) errors.push(ROLL_TEXT.nameRequired);
    const houseText = cell(record, "house");
    const house = houseByLower.get(houseText.toLowerCase());
    if (!houseText) errors.push(ROLL_TEXT.houseRequired);
    else if (!house) errors.push(ROLL_TEXT.unknownHouse(houses));
    const yearText = cell(record, "year");
    const year = Number(yearText);
    if (!/^\d{4}$/.test(yearText) || year < 1900 || year > 2100) errors.push(ROLL_TEXT.yearInvalid);
    const emailText = cell(record, "email");
    if (emailText && !emailSchema.safeParse(emailText).success) errors.push(ROLL_TEXT.emailInvalid);
    const dob = cell(record, "dateOfBirth");
    if (dob && !isDate(dob)) errors.push(ROLL_TEXT.dateOfBirthInvalid);
    const admission = cell(record, "admissionNumber");
    if (admission.length > 40) errors.push(ROLL_TEXT.admissionNumberTooLong);
    const row = {
      line,
      name,
      house: house ?? houseText,
      year,
      email: emailText ? emailText.toLowerCase() : null,
      dateOfBirth: dob || null,
      admissionNumber: admission || null,
    };
    // Two rows for one pupil would make the result depend on their order: refused.
    const earlier = admission ? lineOfAdmission.get(admission) : lineOfIdentity.get(identity(row));
    if (earlier !== undefined)
      errors.push(
        admission ? ROLL_TEXT.duplicateAdmissionNumber(earlier) : ROLL_TEXT.duplicateIdentity(earlier),
      );
    else if (admission) lineOfAdmission.set(admission, line);
    else lineOfIdentity.set(identity(row), line);
    if (errors.length) refused[rollLineField(line)] = errors.join("; ");
    else rows.push(row);
  });
  return { rows, refused };
}

interface ExistingEntry {
  id: string;
  name: string;
  house: string;
  year: number;
  admission_number: string | null;
}

/** The entry a row updates: by admission number, else by name, house and year (one without another number). */
function matchOf(
  row: RollRow,
  byAdmission: Map<string, ExistingEntry>,
  byIdentity: Map<string, ExistingEntry>,
): ExistingEntry | undefined {
  const numbered = row.admissionNumber ? byAdmission.get(row.admissionNumber) : undefined;
  if (numbered) return numbered;
  const same = byIdentity.get(identity(row));
  if (same && (same.admission_number === null || same.admission_number === row.admissionNumber)) return same;
  return undefined;
}

export async function importRoll(db: Db, actorId: string, csv: string): Promise<RollImportResult> {
  const { rows, refused } = parseRoll(csv, await houseNames(db));
  const refusedCount = Object.keys(refused).length;
  if (refusedCount > 0)
    throw new AppError("VALIDATION_FAILED", ROLL_TEXT.importNothingChanged(refusedCount), 422, refused);
  return db.transaction(async (tx) => {
    // Two imports at once would both miss each other's new entries: one at a time.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727126)`);
    const years = [...new Set(rows.map((r) => r.year))];
    const numbers = rows.flatMap((r) => (r.admissionNumber ? [r.admissionNumber] : []));
    const existing = await queryRows<ExistingEntry>(
      tx,
      sql`SELECT id, name, house, year, admission_number FROM school_roll
          WHERE year IN (SELECT json_array_elements_text(${JSON.stringify(years)}::json)::int)
             OR admission_number IN (SELECT json_array_elements_text(${JSON.stringify(numbers)}::json))`,
    );
    const byAdmission = new Map(
      existing.flatMap((e) => (e.admission_number ? [[e.admission_number, e]] : [])),
    );
    const byIdentity = new Map(existing.map((e) => [identity(e), e]));
    const outcomes: RollImportRow[] = [];
    const added: RollRow[] = [];
    for (const row of rows) {
      const match = matchOf(row, byAdmission, byIdentity);
      if (!match) {
        added.push(row);
        outcomes.push({ line: row.line, name: row.name, outcome: "created" });
        continue;
      }
      // An empty optional cell keeps what the roll holds (a file without e-mails wipes none).
      await tx.execute(sql`
        UPDATE school_roll SET name = ${row.name}, house = ${row.house}, year = ${row.year},
          email = coalesce(${row.email}, email), date_of_birth = coalesce(${row.dateOfBirth}::date, date_of_birth),
          admission_number = coalesce(${row.admissionNumber}, admission_number), updated_at = now()
        WHERE id = ${match.id}`);
      outcomes.push({ line: row.line, name: row.name, outcome: "updated" });
    }
    for (let i = 0; i < added.length; i += 500) {
      await tx.insert(schoolRoll).values(added.slice(i, i + 500).map(({ line: _line, ...values }) => values));
    }
    // Members who joined before their entry was on the roll count as joined (decision 118).
    await linkRollEntriesByName(tx);
    const result = {
      created: added.length,
      updated: rows.length - added.length,
      rows: outcomes.slice(0, ROLL_RESULT_ROWS),
    };
    await recordAudit(tx, {
      actorId,
      action: "roll.import",
      targetType: "school_roll",
      after: { created: result.created, updated: result.updated },
    });
    return result;
  });
}
