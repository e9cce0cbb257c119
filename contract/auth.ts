import { z } from "zod";
import { LIMITS, maxGraduationYear } from "./constants";
import { blankToUndefined } from "./query-text";
import { VALIDATION } from "./ui-text";
import { webAddressSchema } from "./web-address";

/**
 * Sign-up and sign-in schemas of spec §5. The browser form and the server route both
 * validate with these, so the API refuses exactly what the form refuses, with the same words.
 */

// A simple address pattern, as the spec asks: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Letters of any script, spaces, dots and hyphens.
const FULL_NAME_PATTERN = /^[\p{L}\s.-]+$/u;

export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMax, VALIDATION.email)
  .regex(EMAIL_PATTERN, VALIDATION.email);

export const passwordSchema = z
  .string()
  .min(LIMITS.passwordMin, VALIDATION.passwordTooShort)
  .max(LIMITS.passwordMax - 1, VALIDATION.passwordTooLong)
  .refine((p) => /[A-Z]/.test(p) && /[a-z]/.test(p) && /\d/.test(p), VALIDATION.passwordComplexity);

export const fullNameSchema = z
  .string()
  .trim()
  .min(LIMITS.nameMin, VALIDATION.fullName)
  .max(LIMITS.nameMax, VALIDATION.fullName)
  .regex(FULL_NAME_PATTERN, VALIDATION.fullName);

const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const graduationYearSchema = z.preprocess(
  (v) => {
    const b = blankToUndefined(v);
    return typeof b === "string" ? Number(b) : b;
  },
  z
    .number({ error: VALIDATION.graduationYear })
    .int(VALIDATION.graduationYear)
    .refine((y) => y >= LIMITS.graduationYearMin && y <= maxGraduationYear(), VALIDATION.graduationYear)
    .optional(),
);

// The profile editor's rule: rendered as a link on the card and profile page; the scheme may be left out.
export const linkedinUrlSchema = z.preprocess(
  blankToUndefined,
  webAddressSchema(VALIDATION.linkedinUrl).optional(),
);

/** Confirm password equals password (spec §5), reported under the confirming field. */
const PASSWORDS_MATCH = {
  message: VALIDATION.passwordsDoNotMatch,
  path: ["confirmPassword"],
  // Report a mismatch together with the other fields' errors, not only once they are fixed.
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirmPassword?: unknown };
    return typeof v?.password === "string" && typeof v?.confirmPassword === "string";
  },
};
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    displayName: fullNameSchema,
    graduationYear: graduationYearSchema,
    // One of the houses the office keeps in Settings (the server checks the list).
    house: z.string("Please choose your house").trim().min(1, "Please choose your house").max(60),
    currentRole: optionalText(120),
    company: optionalText(120),
    location: optionalText(120),
    bio: optionalText(LIMITS.bioMax),
    phone: optionalText(40),
    linkedinUrl: linkedinUrlSchema,
    /** The token of a classmate's invitation (issue 26): links the account to its roll entry once verified. */
    invitation: z.preprocess(blankToUndefined, z.string().max(100).optional()),
  })
  .refine(passwordsMatch, PASSWORDS_MATCH);
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Please enter your password").max(LIMITS.passwordMax),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** "Forgot password?": the address to send the reset link to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * "Choose a new password" (the page the reset link opens): sign-up's password rule and its
 * confirmation, with the same messages. The server applies the same rule to the password it
 * receives (server/auth/password-rule.ts).
 */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine(passwordsMatch, PASSWORDS_MATCH);
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** What GET /api/v1/me answers: the signed-in viewer, or null for a visitor. */
export interface MeResponse {
  viewer: {
    user: { id: string; email: string; name: string; emailVerified: boolean };
    roles: string[];
    profileId: string | null;
  } | null;
}
