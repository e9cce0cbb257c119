/** User-facing texts of spec §5 and §8, worded exactly as the spec gives them. */

export const VALIDATION = {
  email: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordTooLong: "Password must be less than 128 characters",
  passwordComplexity:
    "Password must contain at least one uppercase letter, one lowercase letter, and one number",
  passwordsDoNotMatch: "Passwords do not match",
  fullName: "Please enter a valid full name (2-100 characters, letters only)",
  graduationYear: "Please enter a valid graduation year",
  linkedinUrl: "Please enter a valid LinkedIn URL",
  houseName: "House name is required",
  invalidRecipient: "Invalid recipient selected. Please try again.",
  messageSelf: "You cannot send messages to yourself.",
  notAuthenticated: "User not authenticated",
  rsvpSignIn: "You must be logged in to RSVP",
  fileTooLarge: "File too large: Please upload an image under 4MB.",
  duplicateRole: "User already has this role",
  invalidDate: "Please enter a valid date",
  startDateRequired: "Start date and time are required",
  /** The same words as the event schemas' location rule (a form shows it beside the other errors). */
  locationRequired: "Location is required",
} as const;

export const AUTH_MESSAGES = {
  signUpFailed: "Failed to create account",
  signInFailed: "Failed to sign in",
  signUpSuccess: "Account created successfully. Please check your email to verify your account.",
  signUpSuccessTitle: "Success!",
  signInSuccessTitle: "Welcome back!",
  signInSuccess: "You have been signed in successfully.",
  useAuthOutsideProvider: "useAuth must be used within an AuthProvider",
  invalidCredentials: "Invalid email or password",
  emailNotVerified: "Please verify your email address before signing in. We have sent you a new link.",
  emailTaken: "An account with this email already exists",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  invalidLink: "This link is not valid or has expired. Please ask for a new one.",
  tooManySignInFailures: (minutes: number) =>
    `Too many failed sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  tooManyMails: (minutes: number) =>
    `Too many e-mails have been sent to this address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;

export const BOOTSTRAP_MESSAGES = {
  failed: "Failed to bootstrap admin access",
  unableTitle: "Unable to bootstrap",
  adminExists: "An admin already exists in the system.",
  granted: "You have been granted admin access. Redirecting...",
  checkFailed: "Failed to check admin status",
  notListed:
    "Admin access can only be claimed from an address the alumni office has listed (ADMIN_EMAILS), once it is verified.",
} as const;

export const GENERIC_MESSAGES = {
  internal: "Something went wrong on our side. Please try again.",
  notFound: "Not found",
  metricsToken: "Metrics need the token set in METRICS_TOKEN (Authorization: Bearer …).",
  forbidden: "You do not have permission to do that.",
  signInRequired: "Please sign in to continue.",
  badOrigin: "This request came from an unexpected origin.",
  rateLimited: "Too many requests. Please slow down and try again shortly.",
  badUrl: "This address is not valid.",
  unavailable: "The portal cannot reach its database right now. Please try again in a moment.",
} as const;

/** Spec §8 "Screens". */
export const SCREEN_MESSAGES = {
  alumniError: "Error loading alumni",
  eventsError: "Error loading events",
  messagesError: "Error loading messages",
  dataError: "Error loading data",
  newsError: "Unable to load news",
  statisticsError: "Unable to load statistics",
  profileNotFound: "Profile not found",
  profileNotFoundDetail: "The requested alumni profile could not be found.",
  /** Ours (issue 8, the article page): worded like the spec's 'Profile not found'. */
  articleNotFound: "Article not found",
  articleNotFoundDetail: "The requested news article could not be found.",
  noAlumni: "No alumni found",
  noAlumniHint: "Try adjusting your search criteria or filters",
  noUpcomingEvents: "No upcoming events found",
  noPastEvents: "No past events found",
  noNews: "No news found",
  noConversations: "No conversations yet",
  selectConversation: "Select a conversation",
  resultsPending: "Results pending",
  dateTbd: "TBD",
  searching: "Searching…",
  noResults: "No results",
  seeAllResultsFor: "See all results for",
  trendGrowing: "+12% this month",
  trendSteady: "Growing steadily",
} as const;

/** Spec §8 "Messaging". */
export const MESSAGING_MESSAGES = {
  sendFailed: "Failed to send message. Please try again.",
  sentTitle: "Message Sent Successfully",
  sentText: (name: string) => `Your message has been sent to ${name}.`,
  recipientClosed: "This alumnus is not accepting messages.",
  tooLong: "Messages are limited to 1000 characters",
} as const;

/** Spec §8 "Events and RSVP". */
export const EVENT_MESSAGES = {
  fetchFailed: "Failed to fetch events",
  rsvpFailed: "Failed to update RSVP",
  createFailed: "Failed to create event. Please try again.",
  proposedTitle: "Event Proposed Successfully",
  proposedText: "Your event has been submitted for admin review. You'll be notified once it's approved.",
  eventFull: "This event is full.",
  registrationClosed: "Registration for this event has closed.",
  notFound: "Event not found",
  eventPast: "This event has already taken place.",
  awaitingReview: "Awaiting review",
  organizeTitle: "Organize an Event",
  organizeButton: "Propose an Event",
} as const;

/** Spec §8 "Profile". */
export const PROFILE_MESSAGES = {
  loadFailed: "Failed to load profile",
  updateFailed: "Failed to update profile",
  uploadFailed: "Upload failed: Please try again.",
  fileTooLargeTitle: "File too large",
  updated: "Profile updated successfully",
  pictureUpdated: "Profile picture updated",
  notAnImage: "Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).",
  imageTooLarge: "Please choose a smaller picture: at most 10,000 pixels on each side.",
  uploadUnreadable: "The upload could not be read. Please choose the picture again.",
} as const;

/** Home actions: Share an Achievement and Subscribe to Newsletter (spec §2 Home, action not shown). */
export const COMMUNITY_MESSAGES = {
  achievementShared: "Thank you! Your achievement has been sent to the alumni office for review.",
  achievementFailed: "Failed to share your achievement. Please try again.",
  newsletterCheckEmail: "Almost done: please check your email to confirm your subscription.",
  newsletterFailed: "Failed to subscribe. Please try again.",
  newsletterConfirmed: "You are subscribed to the newsletter. Thank you!",
  newsletterUnsubscribed: "You have been unsubscribed from the newsletter.",
  newsletterBadLink: "This newsletter link is no longer valid.",
} as const;

/** Spec §8 "Admin" (destructive toasts). */
export const ADMIN_MESSAGES = {
  verifyFailed: "Failed to verify admin access",
  checkFailed: "Failed to check admin status",
  alumniLoadFailed: "Failed to load alumni profiles",
  profileDeleteFailed: "Failed to delete profile",
  profileLoadFailed: "Failed to load profile",
  eventsLoadFailed: "Failed to load events",
  eventStatusFailed: "Failed to update event status",
  eventDeleteFailed: "Failed to delete event",
  eventLoadFailed: "Failed to load event",
  newsLoadFailed: "Failed to load news articles",
  articleStatusFailed: "Failed to update article status",
  articleDeleteFailed: "Failed to delete article",
  articleLoadFailed: "Failed to load article",
  competitionsLoadFailed: "Failed to load competitions",
  competitionStatusFailed: "Failed to update competition status",
  competitionDeleteFailed: "Failed to delete competition",
  userProfilesLoadFailed: "Failed to load user profiles",
  userRolesLoadFailed: "Failed to load user roles",
  userDataLoadFailed: "Failed to load user data",
  roleAssignFailed: "Failed to assign role",
  roleRemoveFailed: "Failed to remove role",
  housesLoadFailed: "Failed to load houses",
  houseCreateFailed: "Failed to create house",
  houseDeleteFailed: "Failed to delete house",
  duplicateRoleTitle: "Info",
  deleteProfileConfirm: "Are you sure you want to delete this alumni profile? This action cannot be undone.",
} as const;

/** Spec §8 "Admin success toasts". */
export const ADMIN_SUCCESS = {
  alumniExported: "Alumni data exported successfully",
  profileDeleted: "Profile deleted successfully",
  eventModerated: (status: "approved" | "rejected") => `Event ${status} successfully`,
  eventDeleted: "Event deleted successfully",
  articleToggled: (published: boolean) => `Article ${published ? "published" : "unpublished"} successfully`,
  articleDeleted: "Article deleted successfully",
  competitionStatus: (status: string) => `Competition status updated to ${status}`,
  competitionDeleted: "Competition deleted successfully",
  roleChanged: (role: string, change: "assigned" | "removed") => `${role} role ${change} successfully`,
  houseCreated: "House created successfully",
  houseDeleted: "House deleted successfully",
} as const;

/** Admin rules the spec leaves to the server (docs/decisions/030-…): why a write was refused. */
export const ADMIN_RULES = {
  eventNotPending: (status: string) =>
    `Only pending events can be approved or rejected; this event is ${status}.`,
  eventNotFound: "Event not found",
  articleNotFound: "Article not found",
  profileNotFound: "Profile not found",
  competitionNotFound: "Competition not found",
  competitionAlreadyRestored: "This competition has already been restored",
  houseNotFound: "House not found",
  userNotFound: "User not found",
  roleNotAssigned: "User does not have this role",
  competitionTransition: (from: string, to: string) =>
    `A competition that is ${from} cannot be ${to === "ongoing" ? "started" : "completed"}.`,
  resultsNeedStart: "Results can be recorded once the competition has started.",
  lastAdmin: "You are the last admin: assign the admin role to someone else before removing your own.",
  houseInUse: (profiles: number, results: number) =>
    `This house cannot be deleted while ${profiles} alumni profile${profiles === 1 ? "" : "s"} and ${results} competition result${results === 1 ? "" : "s"} reference it.`,
  houseRenameInUse: (profiles: number) =>
    `This house cannot be renamed while ${profiles} alumni profile${profiles === 1 ? "" : "s"} belong to it.`,
  houseExists: "A house with this name already exists",
  unknownHouse: "Choose a house from the list",
  importMissingColumns: (columns: string[]) =>
    `The file is missing the column${columns.length === 1 ? "" : "s"}: ${columns.join(", ")}.`,
  importNoRows: "The file has no data rows.",
  importTooManyRows: (max: number) => `The file has more than ${max} rows.`,
} as const;

/** Admin success toasts the spec does not list (create/edit screens, settings, results). */
export const ADMIN_SAVED = {
  profileCreated: "Profile created successfully",
  profileUpdated: "Profile updated successfully",
  eventCreated: "Event created successfully",
  eventUpdated: "Event updated successfully",
  articleCreated: "Article created successfully",
  articleUpdated: "Article updated successfully",
  competitionCreated: "Competition created successfully",
  competitionUpdated: "Competition updated successfully",
  resultsSaved: "Results saved successfully",
  houseUpdated: "House updated successfully",
  settingsSaved: "Settings saved successfully",
  importDone: (n: number) => `${n} alumni imported successfully`,
} as const;

/** The alumni office's busy day (issue 13): attendees, bulk actions, undo, activity log. */
export const OFFICE_TEXT = {
  attendeesLoadFailed: "Failed to load the registrations",
  attendeesExported: "Attendee list exported",
  exportFailed: "The export failed. Please try again.",
  noRegistrations: "No registrations yet",
  bulkFailed: "The action failed; nothing was changed. Please try again.",
  bulkDone: (verb: string, n: number, noun: string) => `${n} ${n === 1 ? noun : `${noun}s`} ${verb}`,
  competitionRestored: "Competition restored with its results",
  restoreFailed: "The competition could not be restored",
  activityLoadFailed: "Failed to load the activity log",
  notCsv: (name: string) =>
    `"${name}" is not a CSV file. Choose a .csv file (in a spreadsheet: File, Save As, CSV).`,
  adminRoleConfirm: (name: string, grant: boolean) =>
    grant
      ? `Make ${name} an Admin? Admins can change every record, role and setting of the portal.`
      : `Remove the Admin role from ${name}? They will no longer be able to use the admin area.`,
  deleteAccountProfileConfirm:
    "This profile belongs to a member's account. Deleting it removes their profile from the directory; their account stays and they can sign in, but their profile details are gone. This action cannot be undone.",
} as const;

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
