import { describe, expect, it } from "vitest";
import { signUpSchema } from "./auth";
import { VALIDATION } from "./ui-text";

const valid = {
  email: "old.boy@example.org",
  password: "Secret123",
  confirmPassword: "Secret123",
  displayName: "Rohan Mehta",
  house: "Tata",
};

function messageFor(overrides: Record<string, unknown>, field: string): string | undefined {
  const r = signUpSchema.safeParse({ ...valid, ...overrides });
  if (r.success) return undefined;
  return r.error.issues.find((i) => i.path[0] === field)?.message;
}

describe("sign-up rules (spec §5)", () => {
  it("accepts a complete valid form and normalises optional blanks", () => {
    const r = signUpSchema.parse({ ...valid, graduationYear: "", linkedinUrl: "", bio: "  " });
    expect(r.graduationYear).toBeUndefined();
    expect(r.linkedinUrl).toBeUndefined();
    expect(r.bio).toBeUndefined();
  });

  it.each([["not-an-email"], ["a@b"], ["two words@example.org"], [`${"a".repeat(250)}@example.org`]])(
    "refuses e-mail %s",
    (email) => {
      expect(messageFor({ email }, "email")).toBe(VALIDATION.email);
    },
  );

  it("password length and complexity", () => {
    expect(messageFor({ password: "Ab1", confirmPassword: "Ab1" }, "password")).toBe(
      VALIDATION.passwordTooShort,
    );
    const long = `Aa1${"x".repeat(125)}`; // 128 characters: the limit is fewer than 128
    expect(messageFor({ password: long, confirmPassword: long }, "password")).toBe(
      VALIDATION.passwordTooLong,
    );
    expect(
      messageFor({ password: `Aa1${"x".repeat(124)}`, confirmPassword: `Aa1${"x".repeat(124)}` }, "password"),
    ).toBeUndefined();
    for (const p of ["alllower1", "ALLUPPER1", "NoDigitsHere"]) {
      expect(messageFor({ password: p, confirmPassword: p }, "password")).toBe(VALIDATION.passwordComplexity);
    }
  });

  it("confirm password must match", () => {
    expect(messageFor({ confirmPassword: "Secret124" }, "confirmPassword")).toBe(
      VALIDATION.passwordsDoNotMatch,
    );
  });

  it("full name: 2-100 characters after trimming, letters, spaces, dots and hyphens", () => {
    expect(messageFor({ displayName: " A " }, "displayName")).toBe(VALIDATION.fullName);
    expect(messageFor({ displayName: "R2D2" }, "displayName")).toBe(VALIDATION.fullName);
    expect(messageFor({ displayName: "x".repeat(101) }, "displayName")).toBe(VALIDATION.fullName);
    expect(messageFor({ displayName: "Dr. Jean-Luc Ahluwalia" }, "displayName")).toBeUndefined();
    expect(messageFor({ displayName: "Zoë Ñúñez" }, "displayName")).toBeUndefined();
  });

  it("graduation year between 1950 and current year + 10", () => {
    const max = new Date().getFullYear() + 10;
    expect(messageFor({ graduationYear: 1949 }, "graduationYear")).toBe(VALIDATION.graduationYear);
    expect(messageFor({ graduationYear: max + 1 }, "graduationYear")).toBe(VALIDATION.graduationYear);
    expect(messageFor({ graduationYear: "19x0" }, "graduationYear")).toBe(VALIDATION.graduationYear);
    expect(messageFor({ graduationYear: 1950 }, "graduationYear")).toBeUndefined();
    expect(messageFor({ graduationYear: String(max) }, "graduationYear")).toBeUndefined();
  });

  it("LinkedIn URL must parse, as a web address (it becomes a link other members click)", () => {
    expect(messageFor({ linkedinUrl: "linkedin dot com" }, "linkedinUrl")).toBe(VALIDATION.linkedinUrl);
    expect(messageFor({ linkedinUrl: "javascript:alert(document.cookie)" }, "linkedinUrl")).toBe(
      VALIDATION.linkedinUrl,
    );
    expect(messageFor({ linkedinUrl: "data:text/html,<b>hi</b>" }, "linkedinUrl")).toBe(
      VALIDATION.linkedinUrl,
    );
    expect(messageFor({ linkedinUrl: "https://linkedin.com/in/rohan" }, "linkedinUrl")).toBeUndefined();
  });

  it("bio at most 500 characters", () => {
    expect(messageFor({ bio: "b".repeat(501) }, "bio")).toBeDefined();
    expect(messageFor({ bio: "b".repeat(500) }, "bio")).toBeUndefined();
  });
});
