import { expect } from "vitest";
import type { AdminTestApp } from "./admin-fixtures";

/** One former pupil on the school's roll; no e-mail or admission number unless given. */
export interface RollEntry {
  name: string;
  house: string;
  year: number;
  email?: string;
  admissionNumber?: string;
}

/** The roll as the office's CSV file has it (Admin, Roll, Import): a header, then a line a pupil. */
export const rollCsv = (entries: RollEntry[]) =>
  [
    "Name,House,Year,E-mail,Admission number",
    ...entries.map((e) => [e.name, e.house, e.year, e.email ?? "", e.admissionNumber ?? ""].join(",")),
  ].join("\n");

/** The office imports these entries into the roll; the import must succeed. */
export async function importRollAsOffice(t: AdminTestApp, entries: RollEntry[]): Promise<void> {
  expect((await t.as("POST", "/api/v1/admin/roll/import", { csv: rollCsv(entries) })).status).toBe(200);
}
