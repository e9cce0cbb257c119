import { composeDeps } from "../compose";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { QUICK_PASSWORD_HASHING } from "./quick-password-hashing";

const DROP_MAIL: Mailer = { send: async () => {} };

/**
 * The services of an app server a test builds by hand (a second server on the test's database,
 * or one with settings of its own), wired as `createTestApp` wires its own: with the tests' cheap
 * password hash, as the limits or outages such a test checks are its subject, not scrypt (a
 * sign-in still hashes, even for an unknown address: decision 150). Its mail is dropped unless
 * the test passes a mailer.
 */
export function composeTestDeps(input: { config: Config; database: Database; mailer?: Mailer }) {
  return composeDeps({ mailer: DROP_MAIL, ...input, passwordHashing: QUICK_PASSWORD_HASHING });
}
