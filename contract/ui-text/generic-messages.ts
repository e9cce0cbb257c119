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
