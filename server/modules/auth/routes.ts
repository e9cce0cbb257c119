import { z } from "zod";
import { type MeResponse, signInSchema, signUpSchema } from "../../../contract/auth";
import { AUTH_MESSAGES, GENERIC_MESSAGES, MEMORIAM_TEXT } from "../../../contract/ui-text";
import { AUTH_BASE_PATH } from "../../auth/auth";
import { toApiErrorBody } from "../../auth/better-auth-errors";
import { configuredSignInProviders } from "../../auth/sign-in-providers";
import { signUp } from "../../auth/sign-up";
import { SUSPENDED_CODE } from "../../auth/suspension-check";
import { profileIdOf, toWebHeaders } from "../../auth/viewer";
import type { RoutesPlugin } from "../../deps";
import { AppError, notFound } from "../../errors";
import { memorialAccountOf } from "../memoriam/rules";
import { revokeAllSessions } from "./queries";

// Per client address; a burst of guesses at one password is slowed down, a class reunion signing up is not:
// a whole class on the hotel's Wi-Fi shares one address, so sign-ups allow 30 a minute (each
// still needs its e-mail verified, and mails to any one address are throttled: auth/throttles.ts).
const SIGN_IN_LIMIT = { max: 10, timeWindow: "1 minute" };
const SIGN_UP_LIMIT = { max: 30, timeWindow: "1 minute" };
const AUTH_SERVICE_LIMIT = { max: 30, timeWindow: "1 minute" };

/**
 * The only Better Auth endpoints reachable from outside: the links we mail (e-mail
 * verification, password reset) and the reset steps. Sign-up, sign-in and sign-out go through
 * our routes above (validation, one transaction, sign-out everywhere); the rest (update-user,
 * change-email, sessions …) is not part of the product and must not bypass its rules.
 */
const PUBLIC_AUTH_ENDPOINTS: Array<[method: string, path: RegExp]> = [
  ["GET", /^\/verify-email$/],
  ["POST", /^\/send-verification-email$/],
  ["POST", /^\/request-password-reset$/],
  ["GET", /^\/reset-password\/[^/]+$/],
  ["POST", /^\/reset-password$/],
  // Sign-in through Google, Microsoft or the school's provider, and their return (decision 068).
  ["POST", /^\/sign-in\/social$/],
  ["GET", /^\/callback\/[A-Za-z0-9_-]+$/],
];

const MAILING_ENDPOINTS = new Set(["/request-password-reset", "/send-verification-email"]);

function mailTargetOf(method: string, path: string, body: unknown): string | null {
  if (method !== "POST" || !MAILING_ENDPOINTS.has(path)) return null;
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === "string" ? email : null;
}

function isPublicAuthEndpoint(method: string, path: string): boolean {
  return PUBLIC_AUTH_ENDPOINTS.some(([m, re]) => m === method && re.test(path));
}

export const authRoutes: RoutesPlugin = (app, deps) => {
  const { auth, db, throttles } = deps;

  app.get("/api/v1/me", async (req): Promise<MeResponse> => {
    const v = req.viewer;
    if (!v) return { viewer: null };
    return { viewer: { user: v.user, roles: v.roles, profileId: await profileIdOf(db, v.user.id) } };
  });

  // Which sign-in providers /auth offers: only those configured.
  app.get("/api/v1/auth/providers", async () => ({ providers: configuredSignInProviders(deps.config) }));

  app.post(
    "/api/v1/auth/sign-up",
    { schema: { body: signUpSchema }, config: { rateLimit: SIGN_UP_LIMIT } },
    async (req, reply) => {
      await signUp(deps, req.body);
      return reply.status(201).send({ ok: true });
    },
  );

  app.post(
    "/api/v1/auth/sign-in",
    { schema: { body: signInSchema }, config: { rateLimit: SIGN_IN_LIMIT } },
    async (req, reply) => {
      const email = req.body.email.toLowerCase();
      await throttles.beforeSignIn(email);
      const res = await auth.api.signInEmail({
        body: { email, password: req.body.password },
        headers: toWebHeaders(req),
        asResponse: true,
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
        if (body.code === "EMAIL_NOT_VERIFIED") {
          await throttles.signInSucceeded(email); // the password was right
          throw new AppError("FORBIDDEN", AUTH_MESSAGES.emailNotVerified, 403);
        }
        if (body.code === SUSPENDED_CODE && body.message) {
          await throttles.signInSucceeded(email); // the password was right: the office's words say why
          throw new AppError("FORBIDDEN", body.message, 403);
        }
        throw new AppError("UNAUTHENTICATED", AUTH_MESSAGES.invalidCredentials, 401);
      }
      await throttles.signInSucceeded(email);
      // The password was right, but the office confirmed this alumnus in memoriam (decision 109):
      // the session just made is ended again, and the answer says so (only to the password's holder).
      const memorial = await memorialAccountOf(db, email);
      if (memorial) {
        await revokeAllSessions(db, memorial);
        throw new AppError("FORBIDDEN", MEMORIAM_TEXT.signInClosed, 403);
      }
      for (const cookie of res.headers.getSetCookie()) reply.header("set-cookie", cookie);
      return { ok: true };
    },
  );

  // "Sign out" signs the user out everywhere: every session of theirs is revoked (spec §4).
  app.post(
    "/api/v1/auth/sign-out",
    { schema: { body: z.object({}).passthrough().optional() } },
    async (req, reply) => {
      const res = await auth.api.signOut({ headers: toWebHeaders(req), asResponse: true });
      for (const cookie of res.headers.getSetCookie()) reply.header("set-cookie", cookie);
      if (req.viewer) await revokeAllSessions(db, req.viewer.user.id);
      return reply.status(204).send();
    },
  );

  // Better Auth's own endpoints (e-mail verification link, password reset): one catch-all
  // that hands a web Request to it and copies status, headers and every cookie back.
  app.route({
    method: ["GET", "POST"],
    url: `${AUTH_BASE_PATH}/*`,
    config: { rateLimit: AUTH_SERVICE_LIMIT },
    async handler(req, reply) {
      const url = new URL(req.url, deps.config.publicUrl);
      if (!isPublicAuthEndpoint(req.method, url.pathname.slice(AUTH_BASE_PATH.length))) {
        throw notFound(GENERIC_MESSAGES.notFound);
      }
      // An e-mail to the address in the body (reset, new verification link): limited per address.
      const target = mailTargetOf(req.method, url.pathname.slice(AUTH_BASE_PATH.length), req.body);
      if (target) await throttles.beforeMailTo(target);
      const request = new Request(url, {
        method: req.method,
        headers: toWebHeaders(req),
        body: req.method === "POST" ? JSON.stringify(req.body ?? {}) : undefined,
      });
      const res = await auth.handler(request);
      for (const cookie of res.headers.getSetCookie()) reply.header("set-cookie", cookie);
      if (res.status >= 400) {
        // Its refusals are JSON `{ code, message }`: answered in our one error shape instead.
        const body = res.headers.get("content-type")?.includes("json")
          ? ((await res.json()) as object)
          : null;
        if (res.status >= 500) req.log.error({ status: res.status, body }, "auth service error");
        return reply.status(res.status).send(toApiErrorBody(res.status, body));
      }
      reply.status(res.status);
      res.headers.forEach((value, key) => {
        if (key !== "set-cookie") reply.header(key, value);
      });
      return reply.send(res.body ? Buffer.from(await res.arrayBuffer()) : null);
    },
  });
};
