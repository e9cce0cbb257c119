import { api } from "./client";

/**
 * The mailed links' endpoints (Better Auth's, under /api/auth; the server limits each address's
 * mails: server/auth/throttles.ts). Both requests answer the same whether or not an account
 * uses the address.
 */

/** "Forgot password?": mails a link that opens "Choose a new password" (the server decides where). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post("/api/auth/request-password-reset", { email });
}

/** "Choose a new password": sets it with the mailed token (used once; refused when expired). */
export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return api.post("/api/auth/reset-password", { token, newPassword });
}

/** "Resend the link": a new verification link to an account that has not verified yet. */
export function resendVerificationLink(email: string): Promise<unknown> {
  return api.post("/api/auth/send-verification-email", { email, callbackURL: "/" });
}

/** What the "Check your e-mail" page is handed after sign-up (kept with the history entry). */
export interface CheckEmailState {
  email: string;
}
