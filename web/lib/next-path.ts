/**
 * Where to go after signing in (issue 21): the page a visitor wanted, carried to /auth as
 * `?next=`. Only a path of this site is followed — never another site ("//evil.example",
 * "https://…", "/\evil.example"), so the parameter cannot be used as an open redirect.
 */
const HOME = "/";
/** Pages it makes no sense to come back to after signing in. */
const NOT_A_DESTINATION = /^\/(auth|check-email|forgot-password|reset-password)(\/|$)/;

/** The validated destination from `?next=`, or "/". */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw?.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) return HOME;
  // Resolved against a placeholder origin: anything that leaves it is another site.
  const base = "http://same.site";
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return HOME;
  }
  if (url.origin !== base || NOT_A_DESTINATION.test(url.pathname)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The last path asked for and its sign-in page: the directory's cards all ask for the same one. */
let last = { path: "", signIn: "/auth" };

/** The sign-in page that returns to `path` afterwards (plain /auth for the home page). */
export function signInPathFor(path: string): string {
  if (path !== last.path) {
    const next = safeNextPath(path);
    last = { path, signIn: next === HOME ? "/auth" : `/auth?next=${encodeURIComponent(next)}` };
  }
  return last.signIn;
}
