export const BOOTSTRAP_MESSAGES = {
  failed: "Failed to bootstrap admin access",
  unableTitle: "Unable to bootstrap",
  adminExists: "An admin already exists in the system.",
  granted: "You have been granted admin access. Redirecting...",
  checkFailed: "Failed to check admin status",
  notListed:
    "Admin access can only be claimed from an address the alumni office has listed (ADMIN_EMAILS), once it is verified.",
} as const;
