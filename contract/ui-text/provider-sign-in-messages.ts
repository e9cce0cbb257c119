/** /auth: sign-in through Google, Microsoft or the school's provider (decision 068). */
export const PROVIDER_SIGN_IN_MESSAGES = {
  continueWith: (name: string) => `Continue with ${name}`,
  divider: "or",
  failedToStart: "Could not reach the sign-in provider. Please try again.",
  /** The reason in /auth?error=… after the provider sent the browser back. */
  returned: (code: string) =>
    code === "access_denied"
      ? "Sign-in was cancelled."
      : code === "account_not_linked"
        ? "An account with this e-mail already exists, and the provider did not confirm that the address is yours. Sign in with your password instead."
        : "Sign-in with the provider failed. Please try again.",
} as const;
