import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import { DATA_RIGHTS_MESSAGES } from "../../contract/ui-text";
import type { Config } from "../config";
import { account, session, user, verification } from "../db/auth-schema";
import type { Db } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { enforcePasswordRule } from "./password-rule";
import { createProfileForNewUser, oidcPlugins, socialProviderOptions } from "./sign-in-providers";

export const AUTH_BASE_PATH = "/api/auth";
export const SESSION_COOKIE_PREFIX = "alumni";

/**
 * Better Auth owns passwords, sessions, e-mail verification and password reset.
 * Sign-up is ours (server/auth/sign-up.ts) so that the user, its credential and its
 * profile are written in one transaction; Better Auth's own sign-up endpoint is off.
 */
export function createAuth(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Called once an account's e-mail is verified (its profile is listed from then on). */
  onEmailVerified?: () => void;
}) {
  const { db, config, mailer, onEmailVerified } = deps;
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
      // The profile is listed from now on (decision 092: the database flipped it in the same
      // statement). The link is a visitor's GET, which does not drop this server's caches by
      // itself (server/cache/local-writes.ts): drop them here, so the new member's first page
      // through this server already lists them; other servers hear it by NOTIFY. A token works
      // once (an account already verified returns before this), so this cannot be repeated at will.
      afterEmailVerification: async () => onEmailVerified?.(),
      // Sent after sign-up, and again when an unverified account tries to sign in: either
      // way the reader is a new member (the wording follows the sign-up toast of spec §8).
      sendVerificationEmail: async ({ user: u, url }) => {
        // Change of e-mail (My Profile): the link goes to the new address, which is not the
        // account's address yet (decision 065).
        const [stored] = await db.select({ email: user.email }).from(user).where(eq(user.id, u.id));
        if (stored && stored.email.toLowerCase() !== u.email.toLowerCase()) {
          await mailer.send({
            to: u.email,
            subject: DATA_RIGHTS_MESSAGES.changeEmailSubject,
            text: `Hello ${u.name},\n\nYou asked to use this address for your Alumni Portal account. Please confirm it by following this link:\n${url}\n\nUntil then you keep signing in with your current address. If you did not ask for this, ignore this message.\n`,
            link: url,
          });
          return;
        }
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
    // Change of e-mail: verified by a link to the new address (POST /api/v1/account/email).
    user: { changeEmail: { enabled: true } },
    // Sign-in providers (decision 068): only those configured. Linking to an existing account
    // needs the provider's verified e-mail and the account's (Better Auth's defaults, kept).
    socialProviders: socialProviderOptions(config),
    plugins: oidcPlugins(config),
    account: { accountLinking: { enabled: true, trustedProviders: [] } },
    // A refused or cancelled provider sign-in lands on /auth?error=… (the screen says why).
    onAPIError: { errorURL: "/auth" },
    databaseHooks: {
      user: { create: { after: (u) => createProfileForNewUser(db, u) } },
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
