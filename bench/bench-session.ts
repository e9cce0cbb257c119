import type { App } from "../server/deps";

/**
 * A member's session for a benchmark, through the real sign-up and verification flow (the
 * verification link is taken from the mail the app sent). Returns the Cookie header and the
 * viewer as /api/v1/me gives it.
 */
export async function signUpBenchMember(
  app: App,
  mail: Array<{ link?: string }>,
  origin: string,
  who: { email: string; displayName: string },
) {
  const signUp = await app.inject({
    method: "POST",
    url: "/api/v1/auth/sign-up",
    headers: { origin, "content-type": "application/json" },
    payload: JSON.stringify({ ...who, password: "Secret123", confirmPassword: "Secret123", house: "Tata" }),
  });
  if (signUp.statusCode !== 201) throw new Error(signUp.body);
  const link = mail.at(-1)?.link;
  if (!link) throw new Error("no verification mail");
  const verify = await app.inject({ method: "GET", url: link.replace(origin, "") });
  const cookie = ([verify.headers["set-cookie"]].flat().filter(Boolean) as string[])
    .map((c) => c.split(";")[0])
    .filter((c) => c.includes("session_token="))
    .join("; ");
  const me = JSON.parse((await app.inject({ method: "GET", url: "/api/v1/me", headers: { cookie } })).body);
  return { cookie, me };
}
