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
  websiteUrl: "Please enter a valid website URL",
  houseName: "House name is required",
  invalidRecipient: "Invalid recipient selected. Please try again.",
  messageSelf: "You cannot send messages to yourself.",
  notAuthenticated: "User not authenticated",
  fileTooLarge: "File too large: Please upload an image under 4MB.",
  duplicateRole: "User already has this role",
  invalidDate: "Please enter a valid date",
  startDateRequired: "Start date and time are required",
  /** The same words as the event schemas' location rule (a form shows it beside the other errors). */
  locationRequired: "Location is required",
} as const;
