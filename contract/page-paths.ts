/**
 * The web app's page addresses (spec §2), as React Router paths. The server answers any
 * other address with the not-found page and HTTP 404 (issue 12); `web/routes.test.tsx`
 * fails when the route table names a page this list does not, so a new screen adds its
 * path here too.
 */
/** The pages of a way back in (issue 21): the reset link lands on RESET_PASSWORD_PATH. */
export const FORGOT_PASSWORD_PATH = "/forgot-password";
export const RESET_PASSWORD_PATH = "/reset-password";
/** Shown after sign-up: the address the verification link went to, and a resend. */
export const CHECK_EMAIL_PATH = "/check-email";

export const PAGE_PATHS = [
  "/",
  "/auth",
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  CHECK_EMAIL_PATH,
  "/alumni",
  "/alumni/:id",
  "/events",
  "/news",
  "/news/:id",
  "/house-cup",
  "/newsletter/write",
  "/newsletter/:action",
  "/still-correct",
  "/newsletters",
  "/newsletters/:id",
  "/community",
  "/classes/:year",
  "/chapters",
  "/chapters/:slug",
  "/chapters/:slug/reports",
  "/mentors",
  "/jobs",
  "/messages",
  "/profile",
  "/check-in",
  "/check-in/:id",
  "/admin-bootstrap",
  "/admin/*",
] as const;

/** Parameters that take only some values (any other value is not a page: 404). */
const PARAM_VALUES: Record<string, string> = { action: "confirm|unsubscribe" };

const PATTERNS = PAGE_PATHS.map(
  (p) =>
    new RegExp(
      `^${p.replace(/\/\*$/, "(?:/.*)?").replace(/:([^/]+)/g, (_, name: string) => (PARAM_VALUES[name] ? `(?:${PARAM_VALUES[name]})` : "[^/]+"))}/?$`,
    ),
);

/** Whether a path (without query) is one of the web app's pages. */
export function isPagePath(pathname: string): boolean {
  return PATTERNS.some((re) => re.test(pathname));
}
