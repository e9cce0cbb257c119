export const AUTH_MESSAGES = {
  signUpFailed: "Failed to create account",
  signInFailed: "Failed to sign in",
  signInSuccessTitle: "Welcome back!",
  signInSuccess: "You have been signed in successfully.",
  useAuthOutsideProvider: "useAuth must be used within an AuthProvider",
  invalidCredentials: "Invalid email or password",
  emailNotVerified: "Please verify your email address before signing in. We have sent you a new link.",
  emailTaken: "An account with this email already exists",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  invalidLink: "This link is not valid or has expired. Please ask for a new one.",
  /** Under the sign-in form (issue 21): the way back in. */
  forgotPassword: "Forgot password?",
  /** Shown above the sign-in form after a new password was chosen (/auth?reset=done). */
  passwordChanged: "Your password has been changed. Sign in with your new password.",
  tooManySignInFailures: (minutes: number) =>
    `Too many failed sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  tooManyMails: (minutes: number) =>
    `Too many e-mails have been sent to this address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;
