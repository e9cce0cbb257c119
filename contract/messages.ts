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
} as const;

export const BOOTSTRAP_MESSAGES = {
  failed: "Failed to bootstrap admin access",
  unableTitle: "Unable to bootstrap",
  adminExists: "An admin already exists in the system.",
  granted: "You have been granted admin access. Redirecting...",
  checkFailed: "Failed to check admin status",
} as const;

export const GENERIC_MESSAGES = {
  internal: "Something went wrong on our side. Please try again.",
  notFound: "Not found",
  forbidden: "You do not have permission to do that.",
  signInRequired: "Please sign in to continue.",
  badOrigin: "This request came from an unexpected origin.",
  rateLimited: "Too many requests. Please slow down and try again shortly.",
} as const;
