import { sql } from "drizzle-orm";
import Papa from "papaparse";
import {
  ALUMNI_CSV_COLUMNS,
  ALUMNI_IMPORT_LIMITS,
  type AlumniImportPreview,
  type AlumniImportResult,
  type AlumniImportRowPreview,
} from "../../../../contract/admin-alumni";
import { profileFieldsSchema } from "../../../../contract/profile";
import { ADMIN_RULES, VALIDATION } from "../../../../contract/ui-text";
import { recordAudit } from "../../../audit";
import { type Db, queryRows } from "../../../db/client";
import { houseNames } from "../../../db/house-names";
import { profiles } from "../../../db/schema";
import { badRequest } from "../../../errors";
import { unescapeCell } from "./csv";

/**
 * CSV import (docs/decisions/031-alumni-csv-import.md): the file has the export's columns
 * (Name required; Created At ignored). Each row is validated with the profile schema; rows
 * with the same name (case-insensitive) and graduation year as an existing profile or an
 * earlier row are duplicates. Preview changes nothing; import writes the valid rows (minus
 * duplicates unless asked) in one transaction.
 */

const rowSchema = profileFieldsSchema.pick({
  display_name: true,
  house: true,
  graduation_year: true,
  currentrole: true,
  company: true,
  location: true,
});

const FIELD_OF_COLUMN = {
  Name: "display_name",
  House: "house",
  "Graduation Year": "graduation_year",
  "Current Role": "currentrole",
  Company: "company",
  Location: "location",
} as const;

const PREVIEW_ROWS = 200;
const INSERT_BATCH = 500;

interface ParsedRow extends AlumniImportRowPreview {
  key: string;
}

const dupKey = (name: string, year: number | null) => `${name.trim().toLowerCase()}|${year ?? ""}`;

function parseFile(csv: string, houses: string[]): { rows: ParsedRow[]; fileErrors: string[] } {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim(),
  });
  const header = parsed.meta.fields ?? [];
  const headerLower = new Map(header.map((h) => [h.toLowerCase(), h]));
  if (!headerLower.has("name")) return { rows: [], fileErrors: [ADMIN_RULES.importMissingColumns(["Name"])] };
  if (parsed.data.length === 0) return { rows: [], fileErrors: [ADMIN_RULES.importNoRows] };
  if (parsed.data.length > ALUMNI_IMPORT_LIMITS.maxRows)
    return { rows: [], fileErrors: [ADMIN_RULES.importTooManyRows(ALUMNI_IMPORT_LIMITS.maxRows)] };

  // The houses kept in Settings (issue 13: houses are one list).
  const houseByLower = new Map(houses.map((h) => [h.toLowerCase(), h]));
  const rows: ParsedRow[] = parsed.data.map((record, index) => {
    const raw: Record<string, string> = {};
    for (const column of ALUMNI_CSV_COLUMNS) {
      if (column === "Created At") continue;
      const source = headerLower.get(column.toLowerCase());
      raw[FIELD_OF_COLUMN[column]] = unescapeCell((source ? record[source] : "") ?? "").trim();
    }
    const errors: string[] = [];
    const yearText = raw.graduation_year;
    if (yearText && !/^\d{4}$/.test(yearText)) errors.push(VALIDATION.graduationYear);
    const houseText = raw.house;
    const known = houseText ? houseByLower.get(houseText.toLowerCase()) : undefined;
    const house = houseText ? (known ?? houseText) : null;
    const result = rowSchema.safeParse({ ...raw, house, graduation_year: yearText || null });
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0]);
        if (field === "graduation_year" && errors.length) continue;
        if (field === "house") continue; // checked against the list below
        errors.push(issue.message);
      }
    }
    if (houseText && !known) errors.push(`${ADMIN_RULES.unknownHouse} (${houses.join(", ")})`);
    const values =
      result.success && errors.length === 0
        ? {
            display_name: result.data.display_name,
            house: result.data.house,
            graduation_year: result.data.graduation_year,
            currentrole: result.data.currentrole,
            company: result.data.company,
            location: result.data.location,
          }
        : {
            display_name: raw.display_name,
            house,
            graduation_year: /^\d+$/.test(yearText) ? Number(yearText) : null,
            currentrole: raw.currentrole || null,
            company: raw.company || null,
            location: raw.location || null,
          };
    return {
      line: index + 2,
      values,
      errors: [...new Set(errors)],
      duplicate: null,
      key: dupKey(values.display_name, values.graduation_year),
    };
  });
  for (const e of parsed.errors.slice(0, 20)) {
    const row = e.row !== undefined ? rows[e.row] : undefined;
    if (row && e.type !== "FieldMismatch") row.errors.push(e.message);
  }
  return { rows, fileErrors: [] };
}

/** Marks duplicates: against existing profiles (one query) and earlier rows of the file. */
async function flagDuplicates(db: Pick<Db, "execute">, rows: ParsedRow[]): Promise<void> {
  const names = [
    ...new Set(
      rows.filter((r) => r.values.display_name).map((r) => r.values.display_name.trim().toLowerCase()),
    ),
  ];
  const existing = new Set<string>();
  if (names.length > 0) {
    const found = await queryRows<{ name: string; year: number | null }>(
      db,
      sql`SELECT lower(p.display_name) AS name, p.graduation_year AS year
          FROM ${profiles} p
          WHERE lower(p.display_name) IN (SELECT json_array_elements_text(${JSON.stringify(names)}::json))`,
    );
    for (const f of found) existing.add(dupKey(f.name, f.year));
  }
  const seen = new Set<string>();
  for (const row of rows) {
    if (existing.has(row.key)) row.duplicate = "existing";
    else if (seen.has(row.key)) row.duplicate = "in_file";
    seen.add(row.key);
  }
}

function summarise(rows: ParsedRow[], fileErrors: string[]): AlumniImportPreview {
  const invalid = rows.filter((r) => r.errors.length > 0);
  const duplicates = rows.filter((r) => r.errors.length === 0 && r.duplicate);
  const problems = [...invalid, ...duplicates].sort((a, b) => a.line - b.line);
  const clean = rows.filter((r) => r.errors.length === 0 && !r.duplicate);
  const shown = [...problems, ...clean].slice(0, PREVIEW_ROWS).sort((a, b) => a.line - b.line);
  return {
    total_rows: rows.length,
    valid_rows: rows.length - invalid.length,
    invalid_rows: invalid.length,
    duplicate_rows: duplicates.length,
    file_errors: fileErrors,
    rows: shown.map(({ key: _key, ...r }) => r),
  };
}

export async function previewAlumniImport(db: Db, csv: string): Promise<AlumniImportPreview> {
  const { rows, fileErrors } = parseFile(csv, await houseNames(db));
  if (fileErrors.length === 0) await flagDuplicates(db, rows);
  return summarise(rows, fileErrors);
}

export async function importAlumni(
  db: Db,
  actorId: string,
  csv: string,
  includeDuplicates: boolean,
): Promise<AlumniImportResult> {
  const { rows, fileErrors } = parseFile(csv, await houseNames(db));
  if (fileErrors.length > 0) throw badRequest(fileErrors[0]);
  return db.transaction(async (tx) => {
    // Serialise imports so two at once cannot both miss each other's duplicates.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727101)`);
    await flagDuplicates(tx, rows);
    const valid = rows.filter((r) => r.errors.length === 0);
    const toInsert = valid.filter((r) => includeDuplicates || !r.duplicate);
    for (let i = 0; i < toInsert.length; i += INSERT_BATCH) {
      await tx.insert(profiles).values(
        toInsert.slice(i, i + INSERT_BATCH).map(({ values: v }) => ({
          displayName: v.display_name,
          house: v.house,
          graduationYear: v.graduation_year,
          currentRole: v.currentrole,
          company: v.company,
          location: v.location,
        })),
      );
    }
    const result: AlumniImportResult = {
      imported: toInsert.length,
      skipped_invalid: rows.length - valid.length,
      skipped_duplicates: valid.length - toInsert.length,
    };
    await recordAudit(tx, { actorId, action: "alumni.import", targetType: "profile", after: result });
    return result;
  });
}
