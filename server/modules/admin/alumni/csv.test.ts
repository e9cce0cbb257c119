import { describe, expect, it } from "vitest";
import { csvCell, csvLine, unescapeCell } from "./csv";

describe("alumni CSV cells", () => {
  it("quotes commas, quotes, line breaks and edge spaces (RFC 4180)", () => {
    expect(csvLine(["Plain", 'Say "hi"', "a,b", "two\nlines", " padded", null, 1999])).toBe(
      'Plain,"Say ""hi""","a,b","two\nlines"," padded",,1999',
    );
  });

  it("neutralises spreadsheet formulas and undoes it on import", () => {
    for (const formula of ["=1+1", "+CEO", "-x", "@SUM(A1)", "\tTab", "\rCR", "=1+1\nsecond line"]) {
      const cell = csvCell(formula);
      expect(cell.replace(/^"|"$/g, "").startsWith("'")).toBe(true);
      expect(unescapeCell(cell.replace(/^"|"$/g, ""))).toBe(formula);
    }
    expect(unescapeCell("'plain")).toBe("'plain"); // an ordinary apostrophe stays
  });

  it("quotes a semicolon, so a spreadsheet that splits on ';' (many locales) cannot start a formula cell mid-value", () => {
    expect(csvCell('Acme;=HYPERLINK("http://evil")')).toBe('"Acme;=HYPERLINK(""http://evil"")"');
    expect(csvCell("a;b")).toBe('"a;b"');
  });
});
