import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { SignUpData } from "../../contract/auth";
import { AUTH_MESSAGES } from "../../contract/ui-text";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { canonicalHouse } from "../db/house-names";
import { account, DEFAULT_PRIVACY, profiles, user } from "../db/schema";
import { isUniqueViolation } from "../errors";
import type { Mailer } from "../mail/mailer";
import { acceptInvitation } from "../modules/roll/accept";
import type { Auth } from "./auth";
import type { AuthThrottles } from "./throttles";

/**
 * Creates the account, its password credential and the alumni profile in one transaction,
 * then sends the verification e-mail. An address that already has an account gets the same
 * answer as a new one (so sign-up cannot be used to discover who is a member); its owner is
 * told by e-mail instead. Either answer takes at least the same time (`signUpAnswerFloorMs`).
 */
export async function signUp(
  deps: {
    db: Db;
    auth: Auth;
    mailer: Mailer;
    throttles: AuthThrottles;
    config: Pick<Config, "signUpAnswerFloorMs">;
  },
  data: SignUpData,
): Promise<void> {
  const { db, auth, throttles } = deps;
  const email = data.email.toLowerCase();
  const house = await canonicalHouse(db, data.house);
  // Every sign-up mails this address (a verification link, or a note to its owner): limited per
  // address whether or not an account exists, so the limit tells nothing about membership.
  await throttles.beforeMailTo(email);
  // Hash first, whatever happens next: the slow step then costs the same for a known address
  // as for a new one, so response times do not tell who has an account.
  const hash = await (await auth.$context).password.hash(data.password);
  // One floor over both outcomes, so that how long the rest takes (a transaction and a
  // verification mail, or only a note to the owner) does not tell them apart either.
  await atLeast(deps.config.signUpAnswerFloorMs, createAccountOrTellOwner(deps, data, email, house, hash));
}

async function createAccountOrTellOwner(
  { db, auth, mailer }: { db: Db; auth: Auth; mailer: Mailer },
  data: SignUpData,
  email: string,
  house: string,
  hash: string,
): Promise<void> {
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing.length > 0) return tellOwnerOfExistingAccount(mailer, email);

  const userId = crypto.randomUUID();
  let created: typeof user.$inferSelect;
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(user)
        .values({ id: userId, name: data.displayName, email, emailVerified: false })
        .returning();
      await tx.insert(account).values({
        id: crypto.randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: hash,
      });
      await tx.insert(profiles).values({
        userId,
        displayName: data.displayName,
        house,
        graduationYear: data.graduationYear ?? null,
        currentRole: data.currentRole ?? null,
        company: data.company ?? null,
        location: data.location ?? null,
        bio: data.bio ?? null,
        phone: data.phone ?? null,
        linkedinUrl: data.linkedinUrl ?? null,
        privacySettings: DEFAULT_PRIVACY,
      });
      if (data.invitation) await acceptInvitation(tx, data.invitation, userId);
      return row!;
    });
  } catch (err) {
    // Two sign-ups for one address at the same moment: the loser is an "existing account".
    if (isUniqueViolation(err)) return tellOwnerOfExistingAccount(mailer, email);
    throw err;
  }
  await sendVerificationMail(auth, created);
}

/**
 * The new account's verification mail, as Better Auth's endpoint for it sends it (its token, its
 * link, the app's `sendVerificationEmail`) but without that endpoint's own 500 ms floor, which
 * the sign-up's floor above replaces (decision 148). The link is checked end to end by every
 * test that signs a member up (server/test/harness.ts follows it).
 */
async function sendVerificationMail(auth: Auth, newUser: typeof user.$inferSelect): Promise<void> {
  const context = await auth.$context;
  const options = context.options.emailVerification;
  if (!options?.sendVerificationEmail) throw new Error("the verification mail cannot be sent");
  // Its life is Better Auth's default (an hour), as the app sets no other (server/auth/auth.ts).
  const token = await createEmailVerificationToken(context.secret, newUser.email);
  const url = `${context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent("/")}`;
  await options.sendVerificationEmail({ user: newUser, url, token });
}

async function atLeast(ms: number, work: Promise<void>): Promise<void> {
  const floor = new Promise((resolve) => setTimeout(resolve, ms));
  try {
    await work;
  } finally {
    // A failure waits too, as Better Auth's does: its answer must not come sooner either.
    await floor;
  }
}

async function tellOwnerOfExistingAccount(mailer: Mailer, email: string): Promise<void> {
  await mailer.send({
    kind: "auth",
    to: email,
    subject: "Someone tried to create an Alumni Portal account with your e-mail",
    text: `${AUTH_MESSAGES.emailTaken}.\n\nIf this was you, sign in instead. If you forgot your password, reset it from the sign-in page.\nIf it was not you, you can ignore this message.`,
  });
}
