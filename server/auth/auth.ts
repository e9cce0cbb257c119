import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { and, eq } from "drizzle-orm";
import { RESET_PASSWORD_PATH } from "../../contract/page-paths";
import { DATA_RIGHTS_MESSAGES } from "../../contract/ui-text";
import type { Config } from "../config";
import { account, session, user, verification } from "../db/auth-schema";
import type { Db } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { admitProvenAccount } from "../modules/admission/admit";
import { enforcePasswordRule } from "./password-rule";
import { createProfileForNewUser, oidcPlugins, socialProviderOptions } from "./sign-in-providers";
import { refuseSuspended } from "./suspension-check";

export const AUTH_BASE_PATH = "/api/auth";
export const SESSION_COOKIE_PREFIX = "alumni";

/** A password hash function and its check (Better Auth's `emailAndPassword.password`). */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

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
  /** How passwords are hashed: Better Auth's scrypt unless given (server/test/harness.ts). */
  passwordHashing?: PasswordHashing;
}) {
  const { db, config, mailer, onEmailVerified, passwordHashing } = deps;
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
      ...(passwordHashing ? { password: passwordHashing } : {}),
      revokeSessionsOnPasswordReset: true,
      // One hour, as the reset mail says.
      resetPasswordTokenExpiresIn: 60 * 60,
      // The link opens "Choose a new password" (RESET_PASSWORD_PATH) whatever the request
      // asked: Better Auth's link checks the token first and lands there with `?token=` or,
      // used or expired, `?error=INVALID_TOKEN`. The token is deleted when used.
      sendResetPassword: async ({ user: u, token }) => {
        const link = `${config.publicUrl}${AUTH_BASE_PATH}/reset-password/${token}?callbackURL=${encodeURIComponent(RESET_PASSWORD_PATH)}`;
        await mailer.send({
          kind: "auth",
          actionLabel: "Choose a new password",
          to: u.email,
          subject: "Reset your Alumni Portal password",
          text: `Hello ${u.name},\n\nFollow this link to choose a new password:\n${link}\n\nThe link works once, within an hour. If you did not ask for this, ignore this message: your password stays as it is.`,
          link,
        });
      },
      // Following the mailed link proves the address, as the verification link would: an
      // account that never verified can sign in with its new password (decision 093).
      // Only an account proven now is admitted (decision 118): a member's later reset changes nothing.
      onPasswordReset: async ({ user: u }) => {
        const proven = await db
          .update(user)
          .set({ emailVerified: true })
          .where(and(eq(user.id, u.id), eq(user.emailVerified, false)))
          .returning({ id: user.id });
        if (proven.length > 0) await admitProvenAccount(db, u.id);
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
      // The account is admitted under the setting, claiming its roll entry (decision 118; an
      // invited classmate's entry counts them as joined from now on, decision 108).
      afterEmailVerification: async (u) => {
        await admitProvenAccount(db, u.id);
        onEmailVerified?.();
      },
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
      // A suspended member gets no session, whichever way they sign in (decision 112): the
      // password, a provider, the link that verifies an address. Asked only once the password
      // (or the provider) was right, so it tells nothing to someone guessing addresses.
      session: { create: { before: (s) => refuseSuspended(db, s.userId) } },
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
