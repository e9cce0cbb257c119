import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../config";
import { account, session, user, verification } from "../db/auth-schema";
import type { Db } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { enforcePasswordRule } from "./password-rule";

export const AUTH_BASE_PATH = "/api/auth";
export const SESSION_COOKIE_PREFIX = "alumni";

/**
 * Better Auth owns passwords, sessions, e-mail verification and password reset.
 * Sign-up is ours (server/auth/sign-up.ts) so that the user, its credential and its
 * profile are written in one transaction; Better Auth's own sign-up endpoint is off.
 */
export function createAuth(deps: { db: Db; config: Config; mailer: Mailer }) {
  const { db, config, mailer } = deps;
  return betterAuth({
    appName: "Alumni Portal",
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 127,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        await mailer.send({
          kind: "auth",
          actionLabel: "Choose a new password",
          to: u.email,
          subject: "Reset your Alumni Portal password",
          text: `Hello ${u.name},\n\nFollow this link to choose a new password:\n${url}\n\nIf you did not ask for this, ignore this message.`,
          link: url,
        });
      },
    },
    emailVerification: {
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      // Sent after sign-up, and again when an unverified account tries to sign in: either
      // way the reader is a new member (the wording follows the sign-up toast of spec §8).
      sendVerificationEmail: async ({ user: u, url }) => {
        await mailer.send({
          kind: "auth",
          actionLabel: "Verify my e-mail",
          to: u.email,
          subject: "Verify your e-mail for the Alumni Portal",
          text: `Hello ${u.name},\n\nWelcome to the Alumni Portal! Your account has been created. Please verify your account by following this link:\n${url}\n\nIf you did not create this account, ignore this message.\n`,
          link: url,
        });
      },
    },
    hooks: { before: enforcePasswordRule },
    // Rate limits are applied once, by Fastify, on every auth route (server/modules/auth/routes.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith("https://"),
      database: { generateId: () => crypto.randomUUID() },
    },
    logger: { disabled: process.env.NODE_ENV === "test" },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
