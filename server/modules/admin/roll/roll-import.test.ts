import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schoolRoll } from "../../../db/schema";
import { setUpAdminTestApp, snapshot } from "../../../test/admin-fixtures";

/** Issue 26 item 1: the office imports the school roll; re-imports update; a bad row refuses the file. */
const t = setUpAdminTestApp();

const HEADER = "Name,House,Year,E-mail,Date of birth,Admission number";
const FIRST = [
  HEADER,
  "Priya Lost,Tata,2005,priya.old@school.example,1987-04-02,A100",
  "Rahul Lost,jaipur,2005,,,",
  "Sara Gone,Tata,2005,,,A102",
].join("\n");

const importRoll = (csv: string) => t.as("POST", "/api/v1/admin/roll/import", { csv });
const entries = () =>
  t.ctx.database.db
    .select({
      name: schoolRoll.name,
      house: schoolRoll.house,
      year: schoolRoll.year,
      email: schoolRoll.email,
      admission: schoolRoll.admissionNumber,
    })
    .from(schoolRoll)
    .orderBy(asc(schoolRoll.name));

describe("school roll import", () => {
  it("adds each row, the house as Settings spells it, and answers what happened per row", async () => {
    const res = await importRoll(FIRST);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      created: 3,
      updated: 0,
      rows: [
        { line: 2, name: "Priya Lost", outcome: "created" },
        { line: 3, name: "Rahul Lost", outcome: "created" },
        { line: 4, name: "Sara Gone", outcome: "created" },
      ],
    });
    expect(await entries()).toEqual([
      { name: "Priya Lost", house: "Tata", year: 2005, email: "priya.old@school.example", admission: "A100" },
      { name: "Rahul Lost", house: "Jaipur", year: 2005, email: null, admission: null },
      { name: "Sara Gone", house: "Tata", year: 2005, email: null, admission: "A102" },
    ]);
  });

  it("a re-import updates by admission number, else by name + house + year, without duplicates", async () => {
    const res = await importRoll(
      [
        // Priya married: same admission number, new name; her e-mail cell is empty and is kept.
        "Name,House,Year,Admission number,E-mail",
        "Priya Found,Tata,2005,A100,",
        // Rahul: no number, the same name in another case, house and year; an e-mail now.
        "RAHUL LOST,Jaipur,2005,,rahul@example.org",
        "Sara Gone,Tata,2005,A102,",
        "New Pupil,Oberoi,2006,,",
      ].join("\n"),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, updated: 3 });
    expect(res.body.rows.map((r: { outcome: string }) => r.outcome)).toEqual([
      "updated",
      "updated",
      "updated",
      "created",
    ]);
    expect(await entries()).toEqual([
      { name: "New Pupil", house: "Oberoi", year: 2006, email: null, admission: null },
      {
        name: "Priya Found",
        house: "Tata",
        year: 2005,
        email: "priya.old@school.example",
        admission: "A100",
      },
      { name: "RAHUL LOST", house: "Jaipur", year: 2005, email: "rahul@example.org", admission: null },
      { name: "Sara Gone", house: "Tata", year: 2005, email: null, admission: "A102" },
    ]);
    // The same file again changes the count of nothing.
    expect((await importRoll(FIRST)).body).toMatchObject({ created: 0, updated: 3 });
    expect(await t.ctx.database.db.$count(schoolRoll)).toBe(4);
  });

  it("refuses the whole file with each bad row's error, and changes nothing", async () => {
    const before = await snapshot(t.ctx);
    const res = await importRoll(
      [
        HEADER,
        "Good Row,Tata,2007,,,",
        "Bad House,Hogwarts,2007,,,",
        "Bad Year,Tata,07,not-an-address,,",
        "Bad Date,Tata,2007,,1987-02-30,",
        "Twin One,Tata,2007,,,B1",
        "Twin Two,Tata,2007,,,B1",
        ",Tata,2007,,,",
      ].join("\n"),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(res.body.error.message).toBe(
      "Nothing was imported: 5 rows have an error. Correct them and import the file again.",
    );
    expect(res.body.error.fields).toEqual({
      "Line 3": expect.stringMatching(/^Unknown house \(use one of .*Tata/),
      "Line 4": "Year must be a four-digit year between 1900 and 2100; E-mail is not a valid address",
      "Line 5": "Date of birth must be a date written YYYY-MM-DD",
      "Line 7": "Same admission number as line 6",
      "Line 8": "Name is required",
    });
    expect(await snapshot(t.ctx)).toEqual(before);
  });

  it("refuses a file without the required columns", async () => {
    const res = await importRoll("Name,Year\nNo House,2001");
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("The file has no House column");
  });

  it("counts per year: on the roll, joined, invited, not reachable", async () => {
    const res = await t.as("GET", "/api/v1/admin/roll/years?q=200");
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { id: "2006", year: 2006, on_roll: 1, joined: 0, invited: 0, not_reachable: 1 },
      // Sara has no e-mail on the roll and nobody invited her; Priya and Rahul have one.
      { id: "2005", year: 2005, on_roll: 3, joined: 0, invited: 0, not_reachable: 1 },
    ]);
    expect(res.body.total).toBe(2);
    // A search that is not a year's first digits finds none (not a refusal).
    expect((await t.as("GET", "/api/v1/admin/roll/years?q=19%25")).body).toMatchObject({
      items: [],
      total: 0,
    });
  });
});
