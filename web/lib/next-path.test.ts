import { describe, expect, it } from "vitest";
import { safeNextPath, signInPathFor } from "./next-path";

describe("the page to return to after signing in", () => {
  it("keeps a path of this site, with its query and fragment", () => {
    expect(safeNextPath("/jobs")).toBe("/jobs");
    expect(safeNextPath("/alumni?q=rao&house=Tata")).toBe("/alumni?q=rao&house=Tata");
    expect(safeNextPath("/events#event-42")).toBe("/events#event-42");
  });

  it("never leads to another site (no open redirect)", () => {
    for (const raw of [
      "https://evil.example/",
      "//evil.example/jobs",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "jobs",
      "",
      null,
      undefined,
    ])
      expect(safeNextPath(raw), String(raw)).toBe("/");
  });

  it("does not return to the sign-in pages themselves", () => {
    expect(safeNextPath("/auth?next=/jobs")).toBe("/");
    expect(safeNextPath("/reset-password?token=x")).toBe("/");
  });

  it("builds the sign-in address that carries it", () => {
    expect(signInPathFor("/jobs")).toBe("/auth?next=%2Fjobs");
    expect(signInPathFor("/")).toBe("/auth");
  });
});
