/** My Profile: the member's data rights (download, delete, change e-mail; issue 14, decision 065). */
export const DATA_RIGHTS_MESSAGES = {
  heading: "Your data",
  downloadTitle: "Download my data",
  downloadDescription:
    "A ZIP file with everything the portal holds about you: your profile, the messages you sent and received, your event replies and proposals, your subscriptions, your chapters, mentoring requests and job postings, and your profile picture.",
  downloadFailed: "Failed to prepare your data. Please try again.",
  changeEmailTitle: "Change e-mail",
  changeEmailDescription:
    "We send a link to the new address. Your e-mail changes when you open it; until then you keep signing in with the current one.",
  changeEmailSent: (email: string) => `We have sent a link to ${email}. Open it to confirm your new address.`,
  changeEmailSame: "This is already your e-mail address.",
  changeEmailFailed: "Failed to change your e-mail. Please try again.",
  deleteTitle: "Delete my account",
  deleteSummary: "Removes your account and profile at once. This cannot be undone.",
  deleteDescription: "Deleting your account cannot be undone. At once:",
  deleteConsequences: [
    "your account, your profile and your profile picture are removed, and you are signed out everywhere;",
    "your event replies and newsletter subscriptions are removed;",
    "the people you wrote to keep their conversations with you, with you shown as 'Unknown User';",
    "events you proposed stay, without your name.",
  ],
  deleteConfirmLabel: "Enter your password to confirm",
  deleteButton: "Delete my account",
  deleteWrongPassword: "The password is not correct.",
  deleteNoPassword:
    "Your account has no password yet (you sign in with a provider). Choose one with 'Forgot password?' on the sign-in page, then delete the account.",
  deleteLastAdmin:
    "You are the last admin: assign the admin role to someone else before deleting your account.",
  deleted: "Your account has been deleted.",
  deleteFailed: "Failed to delete your account. Please try again.",
  changeEmailSubject: "Confirm your new e-mail for the Alumni Portal",
} as const;
