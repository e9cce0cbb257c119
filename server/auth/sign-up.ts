import { eq } from "drizzle-orm";
import type { SignUpData } from "../../contract/auth";
import { AUTH_MESSAGES } from "../../contract/ui-text";
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
 * told by e-mail instead.
 */
export async function signUp(
  deps: { db: Db; auth: Auth; mailer: Mailer; throttles: AuthThrottles },
  data: SignUpData,
): Promise<void> {
  const { db, auth, mailer, throttles } = deps;
  const email = data.email.toLowerCase();
  const house = await canonicalHouse(db, data.house);
  // Every sign-up mails this address (a verification link, or a note to its owner): limited per
  // address whether or not an account exists, so the limit tells nothing about membership.
  await throttles.beforeMailTo(email);
  // Hash first, whatever happens next: the slow step then costs the same for a known address
  // as for a new one, so response times do not tell who has an account.
  const hash = await (await auth.$context).password.hash(data.password);
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing.length > 0) return atLeast(SEND_FLOOR_MS, tellOwnerOfExistingAccount(mailer, email));

  const userId = crypto.randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(user).values({ id: userId, name: data.displayName, email, emailVerified: false });
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
    });
  } catch (err) {
    // Two sign-ups for one address at the same moment: the loser is an "existing account".
    if (isUniqueViolation(err)) return atLeast(SEND_FLOOR_MS, tellOwnerOfExistingAccount(mailer, email));
    throw err;
  }
  await auth.api.sendVerificationEmail({ body: { email, callbackURL: "/" } });
}

/**
 * Better Auth's verification-mail endpoint, which a new account's sign-up calls, answers in no
 * less than 500 ms (its own constant-time floor). The owner's note for a known address takes the
 * same time, or a sign-up answered in 20 ms would tell that the address has an account.
 */
const SEND_FLOOR_MS = 500;

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
