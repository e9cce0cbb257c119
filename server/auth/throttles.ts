import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { AUTH_MESSAGES } from "../../contract/ui-text";
import type { Db } from "../db/client";
import { AppError } from "../errors";
import { rateLimitTable } from "../http/rate-limits-retention";

/**
 * Throttles keyed on the account or the address being targeted, not on the client: the
 * per-address limits of @fastify/rate-limit do nothing against one guesser spread over many
 * addresses, or many senders mailing one inbox. Counted in the database (rate-limiter-flexible's
 * Drizzle store, an atomic upsert per key), so several app servers share one budget, on
 * PostgreSQL and on the embedded database alike. Decision 040.
 */

/** Failed sign-ins per account: an owner who mistypes a few times is never stopped. */
export const SIGN_IN_FAILURES = { points: 10, duration: 15 * 60 } as const;
/** E-mails (password reset, verification) to one address: enough to retry, too few to flood it. */
export const MAILS_PER_ADDRESS = { points: 5, duration: 60 * 60 } as const;

export interface AuthThrottles {
  /** Counts one sign-in attempt for this e-mail; 429 when the account has had too many failures. */
  beforeSignIn(email: string): Promise<void>;
  /** The password was right: the account's failure count starts again. */
  signInSucceeded(email: string): Promise<void>;
  /** Counts one e-mail to this address; 429 when it has been sent too many lately. */
  beforeMailTo(email: string): Promise<void>;
}

/** The counters' key prefixes; a row's key is "{prefix}:{throttleKey(address)}" (account deletion removes them). */
export const THROTTLE_KEY_PREFIXES = ["sign-in-failures", "mails-to"] as const;

export function createAuthThrottles(db: Db): AuthThrottles {
  const store = rateLimitTable(db);
  const [signInPrefix, mailPrefix] = THROTTLE_KEY_PREFIXES;
  const signIns = new RateLimiterDrizzle({ ...store, keyPrefix: signInPrefix, ...SIGN_IN_FAILURES });
  const mails = new RateLimiterDrizzle({ ...store, keyPrefix: mailPrefix, ...MAILS_PER_ADDRESS });
  return {
    // Counted before the password is checked, so simultaneous guesses cannot all slip in
    // under the limit; a right password then clears the count.
    beforeSignIn: (email) =>
      consumeOr429(signIns, email, (minutes) => AUTH_MESSAGES.tooManySignInFailures(minutes)),
    signInSucceeded: async (email) => {
      await signIns.delete(throttleKey(email));
    },
    beforeMailTo: (email) => consumeOr429(mails, email, (minutes) => AUTH_MESSAGES.tooManyMails(minutes)),
  };
}

export const throttleKey = (email: string) => email.trim().toLowerCase();

/** Counts one point for this key (an address, or an account id); 429 with `message` when over. */
export async function consumeOr429(
  limiter: RateLimiterDrizzle,
  key: string,
  message: (minutes: number) => string,
): Promise<void> {
  try {
    await limiter.consume(throttleKey(key));
  } catch (refusal) {
    // The library rejects with a RateLimiterRes when over the limit, with an Error when its store fails.
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw new AppError("RATE_LIMITED", message(Math.ceil(seconds / 60)), 429, undefined, seconds);
  }
}
