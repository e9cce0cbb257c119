/**
 * The pages of a way back in (issue 21): "Forgot password?", "Choose a new password" and,
 * after sign-up, "Check your e-mail". Their own file, so only those pages' chunks carry them.
 */
export const ACCOUNT_ACCESS_TEXT = {
  forgotTitle: "Forgot your password?",
  forgotIntro:
    "Enter the e-mail address you signed up with. We will send you a link to choose a new password.",
  sendResetLink: "Send the link",
  sendingResetLink: "Sending...",
  /** The same answer whether or not an account uses the address (nobody learns who is a member). */
  resetLinkSent: (email: string) =>
    `If an account uses ${email}, we have sent it a link to choose a new password. The link works once, within an hour.`,
  resetLinkNotArrived:
    "Nothing after a few minutes? Check your spam or junk folder, and that the address is the one you signed up with.",
  resetRequestFailed: "Failed to send the link",
  chooseTitle: "Choose a new password",
  chooseIntro: "Choose the password you will sign in with from now on.",
  passwordHint: "At least 8 characters, with an uppercase letter, a lowercase letter and a number.",
  savePassword: "Save the new password",
  savingPassword: "Saving...",
  resetFailed: "Failed to change the password",
  invalidLinkTitle: "This link cannot be used",
  askNewLink: "Ask for a new link",
  backToSignIn: "Back to sign in",
  checkEmailTitle: "Check your e-mail",
  /** Spec §8's sign-up success words, now the start of the page that replaced its toast. */
  accountCreated: "Account created successfully.",
  checkEmailSent: "We have sent a link to",
  checkEmailNext:
    "Open it to verify your address and finish creating your account. The link works for an hour.",
  checkEmailNoAddress:
    "We have sent a link to the address you signed up with. Open it to verify your address and finish creating your account.",
  /** Without the address (the page opened on its own): signing in sends a new link (server/auth/auth.ts). */
  resendBySigningIn: "Need a new link? Sign in with your e-mail and password and we will send one.",
  resendLink: "Resend the link",
  resendingLink: "Sending...",
  linkResent: (email: string) => `We have sent a new link to ${email}.`,
  resendFailed: "Failed to send the link",
  notArrivedTitle: "If the e-mail does not arrive",
  notArrivedSteps: [
    "Wait a few minutes: it can take a little while.",
    "Look in your spam or junk folder.",
    "Check the address above. If it is wrong, sign up again with the right one.",
  ],
  contactOffice: "Still nothing? Write to the alumni office:",
  goToSignIn: "Go to sign in",
} as const;
